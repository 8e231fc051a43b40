// The PaySolutions sandbox's page fragments (payments.md §7): a payment's summary card.
import { toMajorString } from '../../money.ts';
import { escapeHtml } from '../../sandbox-page.ts';
import type { Payment } from '../sandbox.ts';

export function summary(p: Payment): string {
  return `<div class="card"><dl><dt>ร้านค้า · Merchant</dt><dd>${escapeHtml(p.merchantid)}</dd>
<dt>เลขที่อ้างอิง · Ref no.</dt><dd>${escapeHtml(p.refno)}</dd>
<dt>สินค้า · Product</dt><dd>${escapeHtml(p.productdetail)}</dd>
<dt>อีเมล · E-mail</dt><dd>${escapeHtml(p.customeremail)}</dd>
<dt>ยอดชำระ · Total</dt><dd>${escapeHtml(toMajorString(p.total))} THB</dd></dl></div>`;
}
