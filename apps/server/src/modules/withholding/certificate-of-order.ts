// An order's withholding-tax certificate (50 ทวิ) as its reader sees it: the buyer of the order, or an
// administrator. No row is 'awaited'; the file opens for the buyer through /private/files when it is
// their own upload, and for administrators through their own route (whose reads are audited).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { WithholdingCertificate } from '@rian/contracts/withholding';
import { canTransition } from '@rian/domain/lifecycles/lifecycle';
import { PAID_ORDER_STATUSES, type OrderStatus } from '@rian/domain/lifecycles/order';
import { certificateStatusOf, WITHHOLDING_CERTIFICATE_LIFECYCLE } from '@rian/domain/lifecycles/withholding-certificate';
import type { Tx } from '../admin/audit/record-audit.ts';

const { withholdingCertificates, uploads } = schema;

/** Who reads: the order's buyer (by their user id), or an administrator. */
export type CertificateReader = { kind: 'buyer'; userId: number } | { kind: 'admin' };

export type CertificateOrder = {
  id: number;
  status: string;
  is_withholding: number;
  withholding_percent: number | null;
  withholding_price: number;
};

/** Audit actions of the certificate, on the order's entity: the order's timeline shows all but the reads. */
export const CERTIFICATE_ACTIONS = {
  upload: 'certificate_upload',
  accept: 'certificate_accept',
  reject: 'certificate_reject',
  view: 'certificate_view',
} as const;

export function isPaidOrder(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly OrderStatus[]).includes(status as OrderStatus);
}

export function buyerCertificateFileUrl(orderId: number): string {
  return `/private/orders/${orderId}/withholding-certificate/file`;
}

export function adminCertificateFileUrl(orderId: number): string {
  return `/private/admin/orders/${orderId}/withholding-certificate/file`;
}

/** The stored row with its file's upload, or undefined while awaited. */
export async function certificateRow(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({ cert: withholdingCertificates, fileName: uploads.original_name })
    .from(withholdingCertificates)
    .leftJoin(uploads, eq(uploads.name, withholdingCertificates.file))
    .where(eq(withholdingCertificates.order_id, orderId))
    .limit(1);
  return row;
}

/** The certificate of an order with withholding; null when the order withholds nothing. */
export async function certificateOf(
  db: Db | Tx,
  order: CertificateOrder,
  reader: CertificateReader,
): Promise<WithholdingCertificate | null> {
  if (order.is_withholding !== 1) return null;
  const row = await certificateRow(db, order.id);
  const cert = row?.cert;
  const status = certificateStatusOf(cert?.status);
  return {
    status,
    expected_amount: order.withholding_price,
    withholding_percent: order.withholding_percent,
    can_upload: isPaidOrder(order.status) && canTransition(WITHHOLDING_CERTIFICATE_LIFECYCLE, status, 'upload'),
    file_url: !cert ? null : reader.kind === 'admin' ? adminCertificateFileUrl(order.id) : buyerCertificateFileUrl(order.id),
    file_name: row?.fileName ?? null,
    uploaded_at: cert?.uploaded_at.toISOString() ?? null,
    number: cert?.number ?? null,
    issued_on: cert?.issued_on ?? null,
    amount: cert?.amount ?? null,
    accept_reason: cert?.accept_reason ?? null,
    reject_reason: status === 'rejected' ? (cert?.reject_reason ?? null) : null,
    decided_at: cert?.decided_at?.toISOString() ?? null,
    // The buyer is told what was decided, not which administrator decided it.
    decided_by: reader.kind === 'admin' ? (cert?.decided_by_username ?? null) : null,
  };
}
