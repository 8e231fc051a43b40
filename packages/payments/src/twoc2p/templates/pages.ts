// The 2C2P sandbox's page fragments (payments.md §3): the card form, a transaction's summary card, the
// 3-D Secure body, the return form and the hosted payment page's plan choice and QR card.
import { toMajorString } from '../../money.ts';
import { escapeHtml, outcomeForm } from '../../sandbox-page.ts';
import { PLANS, RETURN_LABEL, type Txn } from '../sandbox/context.ts';

/** What 2C2P's script does on the merchant's card form, posting to action. */
export function cardForm(action: string, returnUrl: string, error: string | null, values: Record<string, string> = {}): string {
  const field = (name: string, label: string, extra: string): string =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${extra}>`;
  return `${error ? `<p class="card" role="alert">${escapeHtml(error)}</p>` : ''}<form class="card" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
${field('cardholderName', 'ชื่อบนบัตร · Cardholder name', 'autocomplete="cc-name" maxlength="100" required')}
${field('cardNumber', 'หมายเลขบัตร · Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="16" required')}
${field('expMonth', 'เดือนหมดอายุ · Expiry month (MM)', 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required')}
${field('expYear', 'ปีหมดอายุ · Expiry year (YYYY)', 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required')}
${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
<div class="actions"><button class="primary" type="submit">ดำเนินการต่อ · Continue</button></div>
<p class="note">Test card: 4111111111111111, any future expiry, any CVV.</p></form>`;
}

export function summary(txn: Txn, extra = ''): string {
  return `<div class="card"><dl><dt>ร้านค้า · Merchant</dt><dd>${escapeHtml(txn.merchantID)}</dd>
<dt>รายการ · Item</dt><dd>${escapeHtml(txn.description)}</dd>
<dt>เลขที่ · Invoice</dt><dd>${escapeHtml(txn.invoiceNo)}</dd>
<dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(toMajorString(txn.amount))} ${escapeHtml(txn.currency)}</dd>${extra}</dl></div>`;
}

export function threeDsBody(txn: Txn, session: string, holder: string, action: string): string {
  const card = `<dt>บัตร · Card</dt><dd>${escapeHtml(txn.maskedPan)}</dd><dt>ผู้ถือบัตร · Holder</dt><dd>${escapeHtml(holder)}</dd>`;
  return `${summary(txn, card)}<p class="note">ธนาคารผู้ออกบัตรขอยืนยันการชำระ · The issuing bank asks you to confirm.</p>${outcomeForm(action, { session })}`;
}

/** The 9.9 result page's way back: the signed paymentResponse posted to frontendReturnUrl. */
export function returnForm(txn: Txn, paymentResponse: string): string {
  return `<form method="post" action="${escapeHtml(txn.frontendReturnUrl)}"><input type="hidden" name="paymentResponse" value="${escapeHtml(paymentResponse)}"><div class="actions"><button class="primary" type="submit">${RETURN_LABEL}</button></div></form>`;
}

export function stillPending(action: string, session: string): string {
  return `<div class="card"><p class="note">รายการยังค้างอยู่: ผลสุดท้ายจะส่งให้ร้านค้าภายหลัง · Still pending: settle it here later.</p>${outcomeForm(action, { session })}</div>`;
}

/** The outcome form with the installment plan choice inside it, before its buttons. */
export function withPlanChoice(form: string, txn: Txn): string {
  const options = PLANS.map(
    (n) => `<option value="${n}">${n} เดือน · ${n} months (${toMajorString(Math.ceil(txn.amount / n))} / เดือน)</option>`,
  ).join('');
  return form.replace(
    '<div class="actions">',
    `<label for="plan">แผนผ่อนชำระ · Installment plan</label><select id="plan" name="plan">${options}</select><div class="actions">`,
  );
}

export function qrCard(action: string): string {
  return `<div class="card"><img class="qr" src="${escapeHtml(action)}/qr.png" alt="PromptPay QR (sandbox)" width="300" height="300"><p class="note">สแกนด้วยโทรศัพท์เพื่อเปิดหน้านี้ · Scan with a phone to open this page.</p></div>`;
}
