// The hosted pages of the sandboxes (a provider's payment page, its 3-D Secure step, the phone that
// scans a QR): plain HTML forms, no script (the site's CSP allows none inline), readable on a phone,
// labelled in Thai and English. Every page says it is a sandbox.
import type { FastifyReply } from 'fastify';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface SandboxPageInput {
  provider: string;
  title: string;
  /** Trusted HTML (build it with escapeHtml for any value). */
  body: string;
}

const STYLE = `
body{font-family:system-ui,'Noto Sans Thai','Loma',sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}
main{max-width:30rem;margin:0 auto;padding:1.25rem}
.banner{background:#7a2e00;color:#fff;padding:.5rem 1rem;font-size:.9rem;text-align:center}
h1{font-size:1.35rem;margin:.5rem 0 1rem}
.card{background:#fff;border-radius:.75rem;padding:1rem 1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}dt{color:#495057}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #868e96;border-radius:.4rem}
.actions{display:flex;flex-direction:column;gap:.6rem;margin-top:1rem}
button{font-size:1rem;padding:.75rem 1rem;border-radius:.5rem;border:0;cursor:pointer;font-weight:600}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.ok{background:#2b8a3e;color:#fff}.fail{background:#c92a2a;color:#fff}.wait{background:#e9ecef;color:#1a1b1e}
.primary{background:#1864ab;color:#fff}
.note{color:#495057;font-size:.9rem}
img.qr{display:block;margin:0 auto;width:300px;max-width:100%;image-rendering:pixelated}
`;

/** A whole sandbox page. */
export function sandboxPage(input: SandboxPageInput): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.title)} · ${escapeHtml(input.provider)} sandbox</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">ระบบจำลอง ${escapeHtml(input.provider)} (sandbox) · ไม่มีการตัดเงินจริง / no real money moves</div>
<main><h1>${escapeHtml(input.title)}</h1>${input.body}</main></body></html>`;
}

/** How one provider's sandbox answers with a page: the status, then sandboxPage as HTML. */
export function pageSender(provider: string) {
  return (reply: FastifyReply, status: number, title: string, body: string): FastifyReply =>
    reply.code(status).type('text/html; charset=utf-8').send(sandboxPage({ provider, title, body }));
}

/**
 * The tester's three choices as one form: success, failure, or leave it pending. The chosen value is
 * posted as `outcome` with the hidden fields.
 */
export function outcomeForm(action: string, hidden: Record<string, string>): string {
  const fields = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${fields}<div class="actions">
<button class="ok" name="outcome" value="success" type="submit">ชำระสำเร็จ · Pay (success)</button>
<button class="fail" name="outcome" value="failure" type="submit">ชำระไม่สำเร็จ · Decline (failure)</button>
<button class="wait" name="outcome" value="pending" type="submit">ยังไม่ชำระ · Leave pending</button>
</div></form>`;
}

export type SandboxOutcome = 'success' | 'failure' | 'pending';

export function readOutcome(value: unknown): SandboxOutcome | null {
  return value === 'success' || value === 'failure' || value === 'pending' ? value : null;
}
