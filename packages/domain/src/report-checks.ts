// What the administrator is warned of on a bank-transfer report before deciding it (payments.md §1
// bank transfer review): a reported amount that is not the order's total, a transfer said to be made
// before the order was placed, and what the slip's own QR said. Pure; the queue shows the flags.

/** What reading the slip QR gave (payments.md §1): see slip-qr.ts. */
export const SLIP_QR_STATUSES = ['read', 'unreadable', 'notSlip', 'badCrc'] as const;
export type SlipQrStatus = (typeof SLIP_QR_STATUSES)[number];

export const REPORT_FLAGS = [
  /** The reported amount differs from the order's total. */
  'amountMismatch',
  /** The reported transfer time is before the order was created. */
  'transferBeforeOrder',
  /** A slip was sent but no QR could be read from it ("อ่าน QR ไม่ได้"). */
  'qrUnreadable',
  /** The slip's QR is not a bank slip QR, or its checksum is wrong. */
  'qrNotSlip',
  /** The slip QR names a sending bank Rian does not know. */
  'qrUnknownBank',
  /** Another report carries the same transfer (sending bank + reference). */
  'qrDuplicate',
] as const;
export type ReportFlag = (typeof REPORT_FLAGS)[number];

export interface ReportFacts {
  /** Minor units, both in the order's currency. */
  orderTotal: number;
  transferAmount: number;
  orderCreatedAt: Date;
  transferAt: Date | null;
  slipQr: SlipQrStatus | null;
  /** The slip QR's sending bank is one Rian knows (null when no QR was read). */
  slipBankKnown: boolean | null;
  /** Other reports naming the same transfer. */
  sameTransferElsewhere: number;
}

/**
 * The flags of a report, in REPORT_FLAGS order. A transfer time is entered to the second in Thai time;
 * one minute of slack keeps a transfer made as the order was placed from being flagged.
 */
export function reportFlags(f: ReportFacts): ReportFlag[] {
  const flags: ReportFlag[] = [];
  if (f.transferAmount !== f.orderTotal) flags.push('amountMismatch');
  if (f.transferAt && f.transferAt.getTime() < f.orderCreatedAt.getTime() - 60_000) flags.push('transferBeforeOrder');
  if (f.slipQr === 'unreadable') flags.push('qrUnreadable');
  if (f.slipQr === 'notSlip' || f.slipQr === 'badCrc') flags.push('qrNotSlip');
  if (f.slipQr === 'read' && f.slipBankKnown === false) flags.push('qrUnknownBank');
  if (f.sameTransferElsewhere > 0) flags.push('qrDuplicate');
  return flags;
}
