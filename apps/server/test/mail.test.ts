// Outgoing mail (architecture.md "e-mail"): rows of mail_outbox delivered through a real SMTP server
// (smtp-server on a local port, messages parsed back with mailparser), retried, given up, kept when
// SMTP_URL is unset, and sent once when two instances sweep together.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { passwordResetMail, welcomeMail } from '../src/modules/mail/templates.ts';
import { MAX_ATTEMPTS, MailSender, registerMailSender, type MailSenderOptions } from '../src/modules/mail/mail.sender.ts';
import { aStudent } from './factories/index.ts';

const FROM = 'Rian Academy <no-reply@academy.example>';
const SMTP_USER = 'rian';
const SMTP_PASS = 'mail-secret';

let t: TestDb;
/** The account the welcome and reset mails are about. */
let somchai: number;
let smtp: SMTPServer;
let smtpPort: number;
const received: ParsedMail[] = [];

beforeAll(async () => {
  t = await createTestDb({ seed: 'defaults' });
  somchai = (await aStudent(t.handle.db, { username: 'somchai', email: 'somchai@example.com' })).id;
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) return cb(null, { user: auth.username });
      cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('bounce@')) return cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (address.address.startsWith('later@'))
        return cb(Object.assign(new Error('Greylisted, try later'), { responseCode: 451 }));
      cb();
    },
    onData(stream, _session, cb) {
      // The 250 goes out only after the message is parsed, so sendMail() resolving means it is here.
      simpleParser(stream).then((mail) => {
        received.push(mail);
        cb();
      }, cb);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await t?.cleanup();
});

let now: Date;
const senders: MailSender[] = [];
const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
const log: MailSenderOptions['log'] = {
  info: (obj: unknown, msg?: string) =>
    void logged.push({
      level: 'info',
      obj: typeof obj === 'object' ? (obj as Record<string, unknown>) : {},
      msg: msg ?? String(obj),
    }),
  warn: (obj: unknown, msg?: string) => void logged.push({ level: 'warn', obj: obj as Record<string, unknown>, msg: msg ?? '' }),
  error: (obj: unknown, msg?: string) =>
    void logged.push({ level: 'error', obj: obj as Record<string, unknown>, msg: msg ?? '' }),
} as MailSenderOptions['log'];

/** A sender on the test SMTP server, on another SMTP_URL, or (null) with SMTP_URL unset. */
function sender(smtpUrl: string | null = `smtp://127.0.0.1:${smtpPort}`, logKeptText = true): MailSender {
  const s = new MailSender({ db: t.handle.db, smtpUrl: smtpUrl ?? undefined, from: FROM, log, clock: () => now, logKeptText });
  senders.push(s);
  return s;
}

const enqueue = (to: string, subject = 'ทดสอบ / Test') =>
  enqueueMail(t.handle.db, { kind: 'test', to, subject, text: `ข้อความถึง ${to}` });

async function row(id: number) {
  const [r] = await t.handle.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
  return r!;
}

beforeEach(async () => {
  // A minute ahead of the database clock, so that freshly enqueued rows are due.
  now = new Date(Date.now() + 60_000);
  received.length = 0;
  logged.length = 0;
  await t.handle.db.delete(schema.mailOutbox);
});

afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
});

describe('delivery over SMTP', () => {
  it('sends the welcome mail as written, with a stable Message-ID, and records it as sent', async () => {
    const id = await enqueueMail(
      t.handle.db,
      welcomeMail({
        to: 'somchai@example.com',
        userId: somchai,
        siteTitle: 'สถาบันเรียน',
        publicUrl: 'https://academy.example',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        username: 'somchai',
        generatedPassword: 'Xy7-generated',
      }),
    );

    expect(await sender().sweep()).toEqual({ sent: 1, retrying: 0, failed: 0, kept: 0 });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from?.value).toEqual([{ name: 'Rian Academy', address: 'no-reply@academy.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('somchai@example.com');
    expect(mail.subject).toBe('ยินดีต้อนรับสู่ สถาบันเรียน / Welcome');
    expect(mail.text).toContain('เรียน คุณสมชาย ใจดี');
    expect(mail.text).toContain('ชื่อผู้ใช้ (Username): somchai');
    expect(mail.text).toContain('รหัสผ่าน (Password): Xy7-generated');
    expect(mail.html).toContain('ยินดีต้อนรับสู่ สถาบันเรียน');
    expect(mail.messageId).toBe(`<rian-mail-${id}@academy.example>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');

    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(r.sent_at?.getTime()).toBe(now.getTime());
  });

  it('logs in with the credentials of SMTP_URL', async () => {
    const id = await enqueue('a@example.com');
    const result = await sender(`smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtpPort}`).sweep();
    expect(result.sent).toBe(1);
    expect((await row(id)).status).toBe('sent');
  });

  it('gives up at once on a recipient the server refuses for good', async () => {
    const id = await enqueue('bounce@example.com');
    expect(await sender().sweep()).toEqual({ sent: 0, retrying: 0, failed: 1, kept: 0 });
    expect(received).toHaveLength(0);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(r.last_error).toContain('550');
    expect(logged.some((l) => l.level === 'error' && l.obj.mailId === id)).toBe(true);
  });

  it('tries a deferred recipient again after the back-off, without holding up the others', async () => {
    const later = await enqueue('later@example.com');
    const ok = await enqueue('ok@example.com');
    const s = sender();

    expect(await s.sweep()).toEqual({ sent: 1, retrying: 1, failed: 0, kept: 0 });
    expect((await row(ok)).status).toBe('sent');
    let r = await row(later);
    expect(r).toMatchObject({ status: 'pending', attempts: 1 });
    expect(r.last_error).toContain('451');
    expect(r.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);

    // Not due yet: left alone.
    expect(await s.sweep()).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 0 });
    expect((await row(later)).attempts).toBe(1);

    now = new Date(now.getTime() + 60_000);
    expect((await s.sweep()).retrying).toBe(1);
    r = await row(later);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(r.next_attempt_at.getTime()).toBe(now.getTime() + 120_000);
  });

  it('gives up after the last allowed attempt', async () => {
    const id = await enqueue('later@example.com');
    await t.handle.db
      .update(schema.mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(schema.mailOutbox.id, id));
    expect((await sender().sweep()).failed).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('keeps every message when the server cannot be used (wrong log-in, nothing listening), and sends them later', async () => {
    const first = await enqueue('a@example.com');
    const second = await enqueue('b@example.com');

    const wrongLogin = await sender(`smtp://${SMTP_USER}:wrong@127.0.0.1:${smtpPort}`).sweep();
    expect(wrongLogin).toEqual({ sent: 0, retrying: 1, failed: 0, kept: 0 });
    expect((await row(first)).last_error).toContain('535');
    // The sweep stopped after the first failure: the second message has used no attempt.
    expect(await row(second)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await sender(`smtp://127.0.0.1:${deadPort}`).sweep()).retrying).toBe(1);
    expect(await row(second)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(received).toHaveLength(0);

    // Once the server works, both go out.
    now = new Date(now.getTime() + 3_600_000);
    expect((await sender().sweep()).sent).toBe(2);
    expect(received.map((m) => m.text?.trim()).sort()).toEqual(['ข้อความถึง a@example.com', 'ข้อความถึง b@example.com']);
  });

  it('sends each message once when two instances sweep at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueue(`student${i}@example.com`));
    const [a, b] = await Promise.all([sender().sweep(), sender().sweep()]);
    expect(a.sent + b.sent).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(6);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses to start SMTP delivery without a sender address', () => {
    expect(() => new MailSender({ db: t.handle.db, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: undefined, log })).toThrow(
      /MAIL_FROM/,
    );
  });
});

describe('without SMTP_URL', () => {
  it('keeps mail in the outbox, logs each new message once, and loses nothing when SMTP is set later', async () => {
    const waiting = await enqueue('waiting@example.com');
    const s = sender(null);
    expect(s.delivers).toBe(false);

    // At start: how many wait, not their contents.
    await s.sweep();
    expect(logged).toEqual([expect.objectContaining({ level: 'info', obj: { pending: 1 } })]);

    const reset = await enqueueMail(
      t.handle.db,
      passwordResetMail({
        to: 'somchai@example.com',
        userId: somchai,
        siteTitle: 'สถาบันเรียน',
        link: 'https://academy.example/reset/tok',
        validMinutes: 30,
      }),
    );
    expect(await s.sweep()).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 1 });
    const entry = logged.at(-1)!;
    expect(entry.obj).toMatchObject({ mailId: reset, kind: 'password_reset', to: 'somchai@example.com' });
    expect(entry.obj.text).toContain('https://academy.example/reset/tok');

    // Outside the demo the log never holds a reset link's token.
    const quiet = sender(null, false);
    await quiet.sweep();
    const again = await enqueueMail(
      t.handle.db,
      passwordResetMail({
        to: 'b@example.com',
        userId: somchai,
        siteTitle: 'x',
        link: 'https://academy.example/reset/tok2',
        validMinutes: 30,
      }),
    );
    await quiet.sweep();
    expect(logged.at(-1)!.obj).toMatchObject({ mailId: again, kind: 'password_reset' });
    expect(logged.at(-1)!.obj.text).toBeUndefined();
    await s.sweep();

    expect((await s.sweep()).kept).toBe(0);
    expect(await row(reset)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(received).toHaveLength(0);

    expect((await sender().sweep()).sent).toBe(3);
    expect((await row(waiting)).status).toBe('sent');
    expect((await row(reset)).status).toBe('sent');
  });
});

describe('as part of the app', () => {
  it('sweeps from start, sends at once on wake() after a commit, and stops on close', async () => {
    const app = Fastify({ logger: false });
    const mail = registerMailSender(app, {
      db: t.handle.db,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: FROM,
      log,
      clock: () => now,
    });
    await app.ready();

    const id = await t.handle.db.transaction((tx) =>
      enqueueMail(tx, { kind: 'test', to: 'welcome@example.com', subject: 'ยินดีต้อนรับ', text: 'สวัสดี' }),
    );
    await mail.wake();
    expect((await row(id)).status).toBe('sent');
    expect(received.map((m) => m.subject)).toEqual(['ยินดีต้อนรับ']);

    await app.close();
    const after = await enqueue('late@example.com');
    expect(await mail.wake()).toEqual({ sent: 0, retrying: 0, failed: 0, kept: 0 });
    expect((await row(after)).status).toBe('pending');
  });
});
