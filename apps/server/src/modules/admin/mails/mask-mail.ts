// What an administrator may read of a mail: never a credential of the person it went to. A
// password-reset link's token (/forgotpass?token=…) would let whoever reads the outbox take over that
// account within the hour, and a welcome may carry a generated first password; both are masked in the
// text and the HTML before the back office sees them, and such mails are never resent from there
// (the person asks for a new link instead).
const MASK = '••••••';

const SECRETS: readonly RegExp[] = [
  // A token in a link's query (?token=, &token=, &amp;token= in HTML), whatever the page.
  /((?:[?&]|&amp;)(?:token|code|reset_token)=)[^&\s"'<>]+/gi,
  // A token as a link's last path segment (/reset/{token}).
  /(\/(?:reset|forgotpass|set-password)\/)[^/\s"'<>?#]+/gi,
  // The welcome's generated first password (mail/templates.ts welcomeMail).
  /(รหัสผ่าน \(Password\): )\S+/g,
];

/** Kinds that carry a password or a reset link. */
const SECRET_KINDS: ReadonlySet<string> = new Set(['password_reset', 'welcome']);

export function maskSecrets(body: string): { body: string; masked: boolean } {
  let out = body;
  for (const re of SECRETS) out = out.replace(re, `$1${MASK}`);
  return { body: out, masked: out !== body };
}

/** The mail's text and HTML as the back office shows them, and whether anything was masked. */
export function maskMail(text: string, html: string | null) {
  const t = maskSecrets(text);
  const h = html === null ? null : maskSecrets(html);
  return { text: t.body, html: h?.body ?? null, masked: t.masked || (h?.masked ?? false) };
}

/** Whether a fresh copy of a mail may be queued from the back office. */
export function resendable(kind: string, masked: boolean): boolean {
  return !masked && !SECRET_KINDS.has(kind);
}
