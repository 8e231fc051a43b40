// The sandbox identity provider's pages, Thai first and English second like the storefront. Plain
// server-rendered HTML with a form and no script, so the app's Content-Security-Policy (no inline
// scripts; inline styles allowed) holds.
import type { SocialProviderId } from '@rian/contracts';
import { escapeHtml } from '../pages/html.ts';

const STYLE = `
body{font-family:Sarabun,"Noto Sans Thai",system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1f2933}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 8px}
p{line-height:1.5;margin:0 0 12px}
.note{color:#52606d;font-size:.9rem}
label{display:block;margin:14px 0 4px;font-weight:600}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd2d9;border-radius:8px;font:inherit}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
.buttons{display:flex;gap:12px;margin-top:22px}
button{flex:1;padding:11px;border-radius:8px;border:1px solid #cbd2d9;font:inherit;cursor:pointer;background:#fff}
button.allow{background:#1f7a4d;border-color:#1f7a4d;color:#fff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The e-mail verification box, worded as each provider would behave. */
function verificationField(provider: SocialProviderId, label: string): string {
  if (provider === 'line') {
    return `<p class="note">LINE ไม่ได้แจ้งว่าอีเมลได้รับการยืนยันแล้วหรือไม่ ระบบจึงไม่ใช้อีเมลนี้เชื่อมกับบัญชีที่มีอยู่<br />LINE does not say whether the e-mail is verified, so it is never used to link an existing account.</p>`;
  }
  const text =
    provider === 'facebook'
      ? `ยืนยันอีเมลกับ ${label} แล้ว (ถ้าไม่ยืนยัน ${label} จะไม่ส่งอีเมล) / E-mail confirmed with ${label} (unconfirmed: ${label} does not send it)`
      : 'อีเมลได้รับการยืนยันแล้ว / E-mail verified';
  return `<label class="check"><input type="checkbox" name="email_verified" checked /> ${escapeHtml(text)}</label>`;
}

export function renderConsentPage(o: {
  provider: SocialProviderId;
  label: string;
  ticket: string;
  siteTitle: string;
  action: string;
}): string {
  const title = `${o.label} (sandbox)`;
  const site = escapeHtml(o.siteTitle);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">ผู้ให้บริการยืนยันตัวตนจำลองสำหรับการทดสอบ ไม่มีการติดต่อ ${escapeHtml(o.label)} จริง<br />A local test identity provider: nothing is sent to the real ${escapeHtml(o.label)}.</p>
<p><strong>${site}</strong> ขอใช้ชื่อและอีเมลของคุณเพื่อเข้าสู่ระบบ<br /><strong>${site}</strong> asks for your name and e-mail to sign you in.</p>
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="ticket" value="${escapeHtml(o.ticket)}" />
<label for="email">อีเมล / E-mail</label>
<input id="email" type="email" name="email" value="tester.${o.provider}@sandbox.rian.example" autocomplete="off" />
<label for="name">ชื่อ / Name</label>
<input id="name" type="text" name="name" value="ผู้ทดสอบ ${escapeHtml(o.label)}" autocomplete="off" />
<label for="sub">รหัสบัญชี (เว้นว่าง = คำนวณจากอีเมล) / Account ID (blank: derived from the e-mail)</label>
<input id="sub" type="text" name="sub" value="" autocomplete="off" />
${verificationField(o.provider, o.label)}
<!-- Allow first: Enter in a field submits with the first button. -->
<div class="buttons">
<button type="submit" name="decision" value="allow" class="allow">อนุญาต / Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>ปฏิเสธ / Deny</button>
</div>
</form>`,
  );
}

const ERRORS = {
  client_id: { th: 'ไม่รู้จักแอปพลิเคชัน (client_id)', en: 'Unknown application (client_id).' },
  redirect_uri: { th: 'redirect_uri ไม่ตรงกับที่ลงทะเบียนไว้', en: 'The redirect_uri is not the registered one.' },
  expired: {
    th: 'คำขอนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเริ่มเข้าสู่ระบบใหม่',
    en: 'This request expired or was already used. Please sign in again.',
  },
} as const;

export function renderErrorPage(label: string, reason: keyof typeof ERRORS): string {
  const title = `${label} (sandbox)`;
  const e = ERRORS[reason];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>คำขอไม่ถูกต้อง: ${escapeHtml(e.th)}</p>
<p>Invalid request: ${escapeHtml(e.en)}</p>`,
  );
}
