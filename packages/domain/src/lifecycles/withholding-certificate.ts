// The withholding-tax certificate's lifecycle (payments.md "Thai tax and formats": a juristic-person
// buyer who withholds pays the net amount and later supplies the certificate, หนังสือรับรองการหักภาษี
// ณ ที่จ่าย "50 ทวิ", which the academy needs to claim the tax withheld as a credit). One certificate
// per paid order with withholding: awaited until a file comes (from the buyer, or an administrator who
// received it by post or e-mail), then checked by an administrator, who accepts it when its amount
// matches the order's withholding_price (or says why it may differ), or rejects it with a reason, after
// which the buyer uploads again.
import { defineLifecycle } from './lifecycle.ts';

export const WITHHOLDING_CERTIFICATE_STATUSES = ['awaited', 'uploaded', 'accepted', 'rejected'] as const;
export type WithholdingCertificateStatus = (typeof WITHHOLDING_CERTIFICATE_STATUSES)[number];
export type WithholdingCertificateEvent = 'upload' | 'accept' | 'reject';

/** What an acceptance is checked against: the amount on the certificate, the order's, and a stated reason. */
export interface CertificateAcceptance {
  /** The amount withheld written on the certificate, minor units. */
  amount: number;
  /** The order's withholding_price, minor units. */
  expected: number;
  /** Why a different amount is accepted; blank when none was given. */
  reason?: string | null;
}

/** The certificate's amount is the order's, or the administrator said why it is not. */
export function acceptanceStands(c: CertificateAcceptance): boolean {
  return c.amount === c.expected || Boolean(c.reason?.trim());
}

export const WITHHOLDING_CERTIFICATE_LIFECYCLE = defineLifecycle<
  WithholdingCertificateStatus,
  WithholdingCertificateEvent,
  CertificateAcceptance | undefined
>({
  name: 'withholding certificate',
  states: WITHHOLDING_CERTIFICATE_STATUSES,
  final: ['accepted'],
  transitions: [
    // The first file, a corrected one after a rejection, or a replacement before anyone checked it.
    { from: ['awaited', 'uploaded', 'rejected'], event: 'upload', to: 'uploaded' },
    // An administrator checked number, date and amount; a different amount needs a reason.
    { from: ['uploaded'], event: 'accept', to: 'accepted', guard: (c) => c !== undefined && acceptanceStands(c) },
    // The file is unreadable or wrong: the buyer is told why and uploads again.
    { from: ['uploaded'], event: 'reject', to: 'rejected' },
  ],
});

/** The state of an order's certificate before any file came: no row is 'awaited'. */
export function certificateStatusOf(stored: string | null | undefined): WithholdingCertificateStatus {
  return (WITHHOLDING_CERTIFICATE_STATUSES as readonly string[]).includes(stored ?? '')
    ? (stored as WithholdingCertificateStatus)
    : 'awaited';
}
