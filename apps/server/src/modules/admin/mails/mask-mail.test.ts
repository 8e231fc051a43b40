import { describe, expect, it } from 'vitest';
import { passwordResetMail, welcomeMail } from '../../mail/templates.ts';
import { maskMail, maskSecrets, resendable } from './mask-mail.ts';

describe('maskSecrets', () => {
  it.each([
    ['https://a.example/forgotpass?token=abc123DEF', 'https://a.example/forgotpass?token=••••••'],
    ['https://a.example/x?lang=th&token=abc', 'https://a.example/x?lang=th&token=••••••'],
    ['<a href="https://a.example/x?a=1&amp;token=abc">', '<a href="https://a.example/x?a=1&amp;token=••••••">'],
    ['https://a.example/public/auth/reset/abcdef', 'https://a.example/public/auth/reset/••••••'],
    ['รหัสผ่าน (Password): Xy7-pass', 'รหัสผ่าน (Password): ••••••'],
  ])('%s', (input, expected) => {
    expect(maskSecrets(input)).toEqual({ body: expected, masked: true });
  });

  it('leaves a mail without a credential as it is', () => {
    const text = 'Order 42 is paid: https://a.example/myaccount/student/order';
    expect(maskSecrets(text)).toEqual({ body: text, masked: false });
  });
});

describe('maskMail over the academy’s own mails', () => {
  it('hides the reset link’s token in text and HTML, and such a mail is not resendable', () => {
    const token = 'S3cr3t-reset-token_value';
    const mail = passwordResetMail({
      to: 'a@b.c',
      userId: 1,
      siteTitle: 'Rian',
      link: `https://a.example/forgotpass?token=${token}`,
      validMinutes: 60,
    });
    const shown = maskMail(mail.text, mail.html!);
    expect(shown.masked).toBe(true);
    expect(shown.text).not.toContain(token);
    expect(shown.html).not.toContain(token);
    expect(shown.text).toContain('https://a.example/forgotpass?token=••••••');
    expect(resendable(mail.kind, shown.masked)).toBe(false);
  });

  it('hides a generated first password', () => {
    const mail = welcomeMail({
      to: 'a@b.c',
      userId: 1,
      siteTitle: 'Rian',
      publicUrl: 'https://a.example',
      firstname: 'A',
      lastname: 'B',
      username: 'ab',
      generatedPassword: 'Gen-Pass-123',
    });
    const shown = maskMail(mail.text, mail.html!);
    expect(shown.text + shown.html).not.toContain('Gen-Pass-123');
    expect(resendable('welcome', false)).toBe(false);
    expect(resendable('purchase', false)).toBe(true);
    expect(resendable('purchase', true)).toBe(false);
  });
});
