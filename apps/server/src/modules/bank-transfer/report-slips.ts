// The slips of a transfer report (payments.md §1): each must be the caller's own slip upload (or one
// their guest id uploaded before registering); a slip's content hash serves one order only, and so
// does the transfer its QR names (another photo of the same slip has another hash, the same reference).
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { parseSlipQr, type SlipQr } from '@rian/domain/slip-qr';
import { reportError, slipAgainIssue } from './report-error.ts';

const { slipHashes, slipTransfers, uploads } = schema;

/** Who reports: the signed-in buyer, and the guest id their slips may have been uploaded under. */
export interface Reporter {
  userId: number;
  guestId: string | null;
}

/** What the slips' QR said: the report's slip_qr and, when read, the transfer it names. */
export interface SlipReading {
  status: 'read' | 'unreadable' | 'notSlip' | 'badCrc' | null;
  transfer: SlipQr | null;
}

/** The slips as claimed: their content hashes and what their QR codes said. */
export interface ClaimedSlips {
  hashes: string[];
  reading: SlipReading;
}

/** The slips' hashes and QR reading; the slips become the buyer's own uploads. */
export async function claimSlips(tx: Tx, who: Reporter, slipNames: readonly string[]): Promise<ClaimedSlips> {
  if (slipNames.length === 0) return { hashes: [], reading: { status: null, transfer: null } };
  const rows = await tx
    .select({ name: uploads.name, sha256: uploads.sha256, qr_text: uploads.qr_text })
    .from(uploads)
    .where(
      and(
        inArray(uploads.name, [...slipNames]),
        eq(uploads.kind, 'slip'),
        or(
          eq(uploads.owner_user_id, who.userId),
          who.guestId === null ? undefined : and(isNull(uploads.owner_user_id), eq(uploads.owner_guest_id, who.guestId)),
        ),
      ),
    );
  if (rows.length !== slipNames.length || rows.some((r) => !r.sha256)) throw reportError(slipAgainIssue());
  await tx
    .update(uploads)
    .set({ owner_user_id: who.userId })
    .where(and(inArray(uploads.name, [...slipNames]), isNull(uploads.owner_user_id)));
  return { hashes: [...new Set(rows.map((r) => r.sha256!))], reading: readSlips(rows.map((r) => r.qr_text)) };
}

/** The first slip whose QR is a good slip QR names the transfer; otherwise the best reason there is none. */
export function readSlips(texts: readonly (string | null)[]): SlipReading {
  const results = texts.map((t) => (t === null ? null : parseSlipQr(t)));
  for (const r of results) if (r?.ok) return { status: 'read', transfer: r.qr };
  const failed = results.find((r) => r !== null && !r.ok);
  return { status: failed && !failed.ok ? failed.reason : 'unreadable', transfer: null };
}

/**
 * The transfer a slip QR names is recorded once: the same order naming it again is harmless, another
 * order is refused with SLIP_TRANSFER_REUSED.
 */
export async function recordSlipTransfer(tx: Tx, transfer: SlipQr | null, orderId: number, reportId: number): Promise<void> {
  if (!transfer) return;
  const key = { sending_bank: transfer.sendingBank, trans_ref: transfer.transRef };
  await tx
    .insert(slipTransfers)
    .values({ ...key, order_id: orderId, payment_report_id: reportId })
    .onConflictDoNothing();
  const [owner] = await tx
    .select({ order_id: slipTransfers.order_id })
    .from(slipTransfers)
    .where(and(eq(slipTransfers.sending_bank, key.sending_bank), eq(slipTransfers.trans_ref, key.trans_ref)))
    .limit(1);
  if (owner && owner.order_id !== orderId) throw new DomainError('SLIP_TRANSFER_REUSED');
}

/** A slip's hash is unique; the same order sending it again is harmless, another order is refused. */
export async function recordSlipHashes(tx: Tx, hashes: readonly string[], orderId: number, reportId: number): Promise<void> {
  if (hashes.length === 0) return;
  await tx
    .insert(slipHashes)
    .values(hashes.map((sha256) => ({ sha256, order_id: orderId, payment_report_id: reportId })))
    .onConflictDoNothing();
  const elsewhere = await tx
    .select({ order_id: slipHashes.order_id })
    .from(slipHashes)
    .where(and(inArray(slipHashes.sha256, [...hashes]), ne(slipHashes.order_id, orderId)))
    .limit(1);
  if (elsewhere.length > 0) throw new DomainError('SLIP_ALREADY_USED');
}
