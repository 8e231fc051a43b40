// The GBPrimePay sandbox's page fragments (payments.md §6): a payment's facts card and the card form.
import { escapeHtml } from '../../sandbox-page.ts';
import type { Txn } from '../sandbox/context.ts';

export function facts(txn: Txn): string {
  return `<div class="card"><dl><dt>ร้านค้า · Merchant</dt><dd>Rian sandbox merchant</dd>
<dt>รายการ · Detail</dt><dd>${escapeHtml(txn.detail || '-')}</dd><dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(txn.amount)} THB</dd>
<dt>Reference</dt><dd>${escapeHtml(txn.referenceNo)}</dd></dl></div>`;
}

/** The hosted card form, posting to action; year is this year (for the placeholder). */
export function cardForm(txn: Txn, action: string, year: number, error: string): string {
  return `${facts(txn)}<div class="card">${error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="cardNumber">หมายเลขบัตร · Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="16" pattern="[0-9]{13,16}" required>
<label for="cardHolderName">ชื่อบนบัตร · Name on card</label>
<input id="cardHolderName" name="cardHolderName" autocomplete="cc-name">
<label for="expirationMonth">เดือนหมดอายุ · Expiry month (MM)</label>
<input id="expirationMonth" name="expirationMonth" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" pattern="[0-9]{2}" placeholder="MM" required>
<label for="expirationYear">ปีหมดอายุ · Expiry year (YYYY)</label>
<input id="expirationYear" name="expirationYear" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" pattern="[0-9]{4}" placeholder="${year + 2}" required>
<label for="securityCode">CVV</label>
<input id="securityCode" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" pattern="[0-9]{3,4}" required>
<div class="actions"><button class="primary" type="submit">ชำระเงิน · Pay ${escapeHtml(txn.amount)} THB</button></div>
</form><p class="note">Test card 4535017710535741, any future expiry, any CVV.</p></div>`;
}
