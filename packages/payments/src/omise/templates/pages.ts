// The Omise sandbox's page fragments: a charge's summary card and the link back to the shop.
import { toMajorString } from '../../money.ts';
import { escapeHtml } from '../../sandbox-page.ts';
import type { Charge } from '../sandbox/context.ts';

export const summary = (charge: Charge): string => {
  const rows = [
    ['ยอดชำระ · Amount', `${toMajorString(charge.amount)} ${charge.currency.toUpperCase()}`],
    ['รายการ · Description', charge.description ?? ''],
    ...(charge.card ? [['บัตร · Card', `${charge.card.brand} •••• ${charge.card.last_digits}`]] : []),
    ['สถานะ · Status', charge.status],
  ];
  return `<div class="card"><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd>`).join('')}</dl></div>`;
};

export const backLink = (charge: Charge): string =>
  charge.return_uri ? `<p><a class="primary" href="${escapeHtml(charge.return_uri)}">กลับไปที่ร้าน · Back to the shop</a></p>` : '';
