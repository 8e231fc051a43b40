// The SCB sandbox's page fragments (payments.md §4): a QR's facts card.
import { escapeHtml } from '../../sandbox-page.ts';
import { thaiDateTime } from '../common.ts';
import type { Qr } from '../sandbox/context.ts';

export function qrFacts(qr: Qr): string {
  return `<div class="card"><dl><dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(qr.amount)} THB</dd>
<dt>Ref 1</dt><dd>${escapeHtml(qr.ref1)}</dd><dt>Ref 2</dt><dd>${escapeHtml(qr.ref2)}</dd>
<dt>หมดอายุ · Expires</dt><dd>${escapeHtml(thaiDateTime(qr.expiresAt))}</dd></dl></div>`;
}
