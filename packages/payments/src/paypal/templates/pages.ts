// The PayPal sandbox's page fragments (payments.md §2): an order's summary card and the list of captures.
import { escapeHtml } from '../../sandbox-page.ts';
import type { Order } from '../sandbox/context.ts';

export function summary(o: Order): string {
  const rows: [string, string][] = [
    ['ร้านค้า · Merchant', o.brandName],
    ['ยอดชำระ · Amount', `${o.unit.amount.value} ${o.unit.amount.currency_code}`],
    ['รายการ · Description', o.unit.description ?? ''],
    ['คำสั่งซื้อ · Order', o.id],
    ['สถานะ · Status', o.capture ? `${o.status} (capture ${o.capture.status})` : o.status],
  ];
  return `<div class="card"><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></div>`;
}

/** The captures made so far, each linking to its page. */
export function captureList(orders: Iterable<Order>, prefix: string): string {
  const rows = [...orders]
    .filter((o) => o.capture)
    .map(
      (o) =>
        `<li><a href="${escapeHtml(`${prefix}/captures/${o.capture!.id}`)}">${escapeHtml(o.capture!.id)}</a> · ${escapeHtml(o.unit.amount.value)} ${escapeHtml(o.unit.amount.currency_code)} · ${escapeHtml(o.capture!.status)}</li>`,
    )
    .join('');
  return rows ? `<div class="card"><ul>${rows}</ul></div>` : '<p>No captures yet.</p>';
}
