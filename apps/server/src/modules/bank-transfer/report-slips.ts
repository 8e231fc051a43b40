// The slips of a transfer report (payments.md §1): each must be the caller's own slip upload (or one
// their guest id uploaded before registering), and a slip's content hash serves one order only.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { reportError, slipAgainIssue } from './report-error.ts';

const { slipHashes, uploads } = schema;

/** Who reports: the signed-in buyer, and the guest id their slips may have been uploaded under. */
export interface Reporter {
  userId: number;
  guestId: string | null;
}

/** The slips' content hashes; the slips become the buyer's own uploads. */
export async function claimSlips(tx: Tx, who: Reporter, slipNames: readonly string[]): Promise<string[]> {
  if (slipNames.length === 0) return [];
  const rows = await tx
    .select({ name: uploads.name, sha256: uploads.sha256 })
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
  return [...new Set(rows.map((r) => r.sha256!))];
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
