// Facts shared by the GBPrimePay client and its sandbox (payments.md §6).
import { createHmac } from 'node:crypto';

/**
 * The hosted checkout's checksum: hex HMAC-SHA256 with the secret key over amount + referenceNo +
 * responseUrl + backgroundUrl. payments.md §6 documents the invoice-link flow but not this field's exact
 * recipe; this is the recipe Rian and its sandbox agree on, computed on the server only.
 */
export function checkoutChecksum(
  secretKey: string,
  f: { amount: string; referenceNo: string; responseUrl: string; backgroundUrl: string },
) {
  return createHmac('sha256', secretKey).update(`${f.amount}${f.referenceNo}${f.responseUrl}${f.backgroundUrl}`).digest('hex');
}

/** What the sandbox accepts as referenceNo (Rian's references, [A-Z0-9] ≤ 20, fit). */
export const GBP_REFERENCE = /^[A-Za-z0-9_-]{1,30}$/;

/** check_status_txn's txn.status (payments.md §6, GBPrimePay's codes as Rian reads them). */
export type GbpTxnStatus = 'S' | 'A' | 'V' | 'D' | 'P' | 'G';
