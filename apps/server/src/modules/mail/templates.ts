// The academy's e-mails in Thai with an English line under each (Thai is the default language).
// Plain text first; the HTML part is the same text, escaped, for clients that prefer HTML.
import type { OutgoingMail } from './outbox.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function toHtml(text: string): string {
  const body = escapeHtml(text)
    .split('\n\n')
    .map((p) => `<p>${p.replace(/\n/g, '<br>').replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"></head><body style="font-family:Sarabun,Tahoma,sans-serif;line-height:1.6">${body}</body></html>`;
}

/** A mail to one member, its HTML part drawn from its text. */
export function mailTo(
  recipient: { to: string; userId: number | null },
  kind: OutgoingMail['kind'],
  subject: string,
  text: string,
): OutgoingMail {
  return { kind, to: recipient.to, userId: recipient.userId, subject, text, html: toHtml(text) };
}

/** What every mail about an order names: the buyer it goes to, the site, and the order. */
export interface OrderMailInput {
  to: string;
  userId: number;
  siteTitle: string;
  publicUrl: string;
  orderId: number;
}

export interface WelcomeMailInput {
  to: string;
  userId: number;
  siteTitle: string;
  publicUrl: string;
  firstname: string;
  lastname: string;
  username: string;
  /**
   * spec §7 sends the first password in the welcome e-mail. Rian does so only for a password it
   * generated (registration without layout four); a password the student chose is never mailed.
   */
  generatedPassword: string | null;
}

export function welcomeMail(input: WelcomeMailInput): OutgoingMail {
  const name = `${input.firstname} ${input.lastname}`.trim() || input.username;
  const lines = [
    `เรียน คุณ${name}`,
    `ยินดีต้อนรับสู่ ${input.siteTitle} บัญชีผู้เรียนของคุณพร้อมใช้งานแล้ว`,
    [
      `ชื่อผู้ใช้ (Username): ${input.username}`,
      ...(input.generatedPassword ? [`รหัสผ่าน (Password): ${input.generatedPassword}`] : []),
    ].join('\n'),
    input.generatedPassword
      ? `รหัสผ่านนี้ระบบสร้างให้โดยอัตโนมัติ กรุณาเปลี่ยนรหัสผ่านได้ที่ ${input.publicUrl}/forgotpass\nThis password was generated for you; you can change it at ${input.publicUrl}/forgotpass`
      : `เข้าสู่ระบบได้ที่ ${input.publicUrl}/cart\nSign in at ${input.publicUrl}/cart`,
    `Welcome to ${input.siteTitle}. Your student account is ready.`,
  ];
  const text = lines.join('\n\n');
  return mailTo(input, 'welcome', `ยินดีต้อนรับสู่ ${input.siteTitle} / Welcome`, text);
}

export interface ResetMailInput {
  to: string;
  userId: number;
  siteTitle: string;
  link: string;
  validMinutes: number;
}

export function passwordResetMail(input: ResetMailInput): OutgoingMail {
  const text = [
    'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ',
    `กดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว ภายใน ${input.validMinutes} นาที):\n${input.link}`,
    'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ',
    `Someone asked to reset the password of your ${input.siteTitle} account. Open the link above within ${input.validMinutes} minutes to choose a new one (it works once). If it was not you, ignore this e-mail.`,
  ].join('\n\n');
  return mailTo(input, 'password_reset', `ตั้งรหัสผ่านใหม่ / Reset your password – ${input.siteTitle}`, text);
}

export function passwordChangedMail(input: { to: string; userId: number; siteTitle: string; publicUrl: string }): OutgoingMail {
  const text = [
    'รหัสผ่านของบัญชีคุณถูกเปลี่ยนเรียบร้อยแล้ว และทุกอุปกรณ์ได้ออกจากระบบ',
    `หากคุณไม่ได้เปลี่ยนเอง กรุณาตั้งรหัสผ่านใหม่ทันทีที่ ${input.publicUrl}/forgotpass`,
    `The password of your ${input.siteTitle} account was changed and every device was signed out. If this was not you, reset it at ${input.publicUrl}/forgotpass.`,
  ].join('\n\n');
  return mailTo(input, 'password_changed', `รหัสผ่านถูกเปลี่ยน / Password changed – ${input.siteTitle}`, text);
}
