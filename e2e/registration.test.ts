// End-to-end: the registration form on a layout-4 course page (spec §2 layout four, §3 registration
// payload and custom labels, §5 registration rules, §8 DUPLICATE_EMAIL), on the real server and the
// academy built here, in the system Chromium. The site asks for first and last name, e-mail, phone,
// nickname, user group and the profile picture (required), and one registration question of every
// type, so that every kind of field is exercised.
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { schema } from '@rian/db';
import { aBankAccount, aCourse } from './factories.ts';
import type { MadeCourse } from './factories.ts';
import { closeClean, launchBrowser, screenshotPath, type Stack, startStack } from './harness.ts';
import {
  anOutline,
  COURSE_TEXT,
  coursePath as pathOf,
  dbOf,
  openWindow,
  registrationQuestions,
  siteSettings,
  SHOP_SETTINGS,
} from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const EMAIL = 'somying.jaidee@example.co.th';
const USERNAME = 'somying_j';
const PASSWORD = 'Rian-2026';

let stack: Stack;
let browser: Browser;
let course: MadeCourse;
let questions: (typeof schema.customLabels.$inferSelect)[];

const coursePath = () => pathOf(course);

/** A small PNG made here (a gradient square), so the upload carries real image bytes. */
function makePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set([40 + x * 3, 60 + y * 2, 180], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  stack = await startStack({ seed: 'defaults' });
  const db = dbOf(stack);
  // Before the first request (site settings are memoised for a few seconds): the user group and a
  // profile picture are asked for, both required.
  await siteSettings(db, SHOP_SETTINGS);
  await db.execute(
    sql`update site_settings set contact_fields = contact_fields || '{"studentGroupKpi": {"enable": true, "require": true}, "displayImgUrl": {"enable": true, "require": true}}'::jsonb`,
  );
  questions = await registrationQuestions(db);
  await aBankAccount(db);
  course = await aCourse(db, { ...COURSE_TEXT, ...openWindow(), layout: '4', plans: [{ price: 290_000 }, { price: 490_000 }] });
  await anOutline(db, course.id);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A fresh visitor on the layout-4 course page, with the form's chunk requests recorded. */
async function visitCourse(viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({ viewport, locale: 'th-TH' });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(stack.baseUrl + coursePath(), { waitUntil: 'networkidle' });
  await page.getByTestId('course-layout-4').waitFor();
  return { context, page, errors, scripts };
}

async function openForm(page: Page) {
  await page.getByTestId('pricing').scrollIntoViewIfNeeded();
  const form = page.getByTestId('registration-form');
  await form.waitFor();
  return form;
}

/**
 * The input labelled `label`; a required field's label ends with Mantine's " *" mark, which is
 * hidden from screen readers but part of the label's text.
 */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** The text of the elements an input's aria-describedby points at (its hint and its message). */
async function describedText(page: Page, label: string): Promise<string> {
  return field(page, label).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The label of the focused input (without the required mark), and whether it is a tax invoice field. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { label: el?.labels?.[0]?.textContent?.replace('*', '').trim() ?? null, inTax: Boolean(el?.closest('.reg-tax')) };
  });
}

async function fillContact(page: Page, email: string) {
  await field(page, 'ชื่อ').fill('สมหญิง');
  await field(page, 'นามสกุล').fill('ใจดี');
  await field(page, 'ชื่อเล่น').fill('หญิง');
  await field(page, 'อีเมล').fill(email);
  await field(page, 'เบอร์โทรศัพท์').fill('0812345678');
}

async function fillRequiredAnswers(page: Page) {
  await field(page, 'ระดับการศึกษาสูงสุด').selectOption('ปริญญาโท');
  await page.getByLabel('ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว').check();
}

async function upload(page: Page, field: string, name: string) {
  await page.getByTestId(`upload-${field}`).setInputFiles({ name, mimeType: 'image/png', buffer: makePng(48) });
  await page.getByText(`อัปโหลดแล้ว: ${name}`).waitFor();
}

describe('registration form on the layout-4 course page', () => {
  it('loads when it comes near, shows the spec messages, registers with every kind of answer and signs in', async () => {
    const { context, page, errors, scripts } = await visitCourse(PHONE);
    // Not part of the page's first load: the checkout and the form are fetched only when they come near.
    expect(scripts.some((s) => s.includes('CourseCheckout') || s.includes('RegistrationForm'))).toBe(false);
    expect(await page.getByTestId('registration-form').count()).toBe(0);
    const form = await openForm(page);
    expect(scripts.some((s) => s.includes('CourseCheckout'))).toBe(true);
    expect(scripts.some((s) => s.includes('RegistrationForm'))).toBe(true);

    // An empty submit: every required field says what it needs, and focus goes to the first one.
    await form.getByTestId('registration-submit').click();
    await form.getByTestId('registration-invalid').waitFor();
    expect(await focused(page)).toEqual({ label: 'ชื่อ', inTax: false });
    const text = await form.textContent();
    for (const message of [
      'กรุณากรอกชื่อ',
      'กรุณากรอกนามสกุล',
      'กรุณากรอกอีเมล',
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณาอัปโหลดรูปโปรไฟล์',
      'กรุณาเลือกระดับการศึกษาสูงสุด',
      'กรุณาเลือกการยินยอม',
      'กรุณากรอกชื่อผู้ใช้',
      'กรุณากรอกรหัสผ่าน',
    ]) {
      expect(text).toContain(message);
    }
    // The user group starts at the site's default group, so it needs nothing.
    expect(await field(page, 'กลุ่มผู้ใช้').inputValue()).toBe('1');
    expect(await describedText(page, 'ชื่อ')).toContain('กรุณากรอกชื่อ');
    // spec §5: the username placeholder hints English letters and digits only.
    expect(await field(page, 'ชื่อผู้ใช้').getAttribute('placeholder')).toBe('ภาษาอังกฤษและตัวเลขเท่านั้น');
    await page.getByTestId('checkout-buyer').screenshot({ path: screenshotPath('registration-invalid-phone') });

    // A bad e-mail and mismatching passwords, checked when the field is left.
    await fillContact(page, 'somying@');
    await field(page, 'เบอร์โทรศัพท์').focus();
    await page.getByText('รูปแบบอีเมลไม่ถูกต้อง').waitFor();
    expect(await describedText(page, 'อีเมล')).toContain('รูปแบบอีเมลไม่ถูกต้อง');
    await field(page, 'ชื่อผู้ใช้').fill('สมหญิง ใจดี');
    await field(page, 'รหัสผ่าน').fill(PASSWORD);
    await field(page, 'ยืนยันรหัสผ่าน').fill(`${PASSWORD}x`);
    await field(page, 'ยืนยันรหัสผ่าน').blur();
    await page.getByText('รหัสผ่านไม่ตรงกัน').waitFor();
    expect(await describedText(page, 'ยืนยันรหัสผ่าน')).toContain('รหัสผ่านไม่ตรงกัน');
    expect(await describedText(page, 'ชื่อผู้ใช้')).toContain('ชื่อผู้ใช้ห้ามมีอักขระพิเศษหรือช่องว่าง');

    // Now right: contact fields, picture, every custom label type, credentials.
    await field(page, 'อีเมล').fill(EMAIL);
    await upload(page, 'displayImgUrl', 'somying.png');
    expect(await form.getByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' }).isVisible()).toBe(true);
    await field(page, 'ชื่อบริษัทหรือหน่วยงาน').fill('บริษัท เรียนดี จำกัด');
    await fillRequiredAnswers(page);
    await form.getByText('การตลาดออนไลน์', { exact: true }).click();
    await form.getByText('การออกแบบ', { exact: true }).click();
    await field(page, 'Google').check();
    await upload(page, `customLabel.${questions[5]!.id}`, 'student-card.png');
    await field(page, 'ชื่อผู้ใช้').fill(USERNAME);
    await field(page, 'ยืนยันรหัสผ่าน').fill(PASSWORD);
    expect(await form.textContent()).not.toContain('รหัสผ่านไม่ตรงกัน');

    // The tax invoice option: its fields and spec §5 messages, then valid data.
    await page.getByLabel('ต้องการใบกำกับภาษี').check();
    await page.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('12345');
    await form.getByTestId('registration-submit').click();
    await page.getByText('ข้อมูลใบกำกับภาษีไม่ถูกต้อง').waitFor();
    expect(await form.textContent()).toContain('กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก');
    expect(await form.textContent()).toContain('กรุณากรอกรหัสไปรษณีย์ 5 หลัก');
    expect(await focused(page)).toEqual({ label: 'ชื่อ', inTax: true });
    await field(form, 'ชื่อ').nth(1).fill('สมหญิง');
    await field(form, 'นามสกุล').nth(1).fill('ใจดี');
    await page.getByLabel('เลขประจำตัวผู้เสียภาษี (13 หลัก)').fill('1-1017-00230-70-8');
    await page.getByLabel('ที่อยู่สำหรับออกใบกำกับภาษี').fill('99 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร');
    await page.getByLabel('รหัสไปรษณีย์').fill('10110');
    await page.getByTestId('checkout-buyer').screenshot({ path: screenshotPath('registration-filled-phone') });

    // spec §4: in layout four the visitor registers, is signed in, and the order is created: the
    // payment step of the chosen method (bank transfer, the first) replaces the form.
    expect(await form.getByTestId('registration-submit').textContent()).toBe('สมัครสมาชิกและสั่งซื้อ');
    await form.getByTestId('registration-submit').click();
    const step = page.getByTestId('payment-step');
    await step.waitFor();
    expect(await step.getByTestId('bank-account').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('registration-done-phone') });

    // Signed in: the session cookie came with the answer.
    const session = await page.evaluate(() => fetch('/public/auth/session').then((r) => r.json()));
    expect(session.user).toMatchObject({ email: EMAIL, username: USERNAME, firstname: 'สมหญิง', lastname: 'ใจดี' });

    // spec §6: the guest's name and e-mail are kept in the browser.
    const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('rian.guest') ?? 'null'));
    expect(guest).toMatchObject({ firstname: 'สมหญิง', lastname: 'ใจดี', email: EMAIL });

    // What was stored: answers with their validation flag and label (spec §3), tax data, the picture.
    const db = stack.db.handle.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, EMAIL));
    expect(user?.tel).toBe('0812345678');
    const answer = (i: number, value: unknown) => ({ id: questions[i]!.id, value, validation: true, label: questions[i]!.label });
    expect(user?.custom_label).toEqual([
      answer(0, 'บริษัท เรียนดี จำกัด'),
      answer(1, 'ปริญญาโท'),
      answer(2, ['การตลาดออนไลน์', 'การออกแบบ']),
      answer(3, ['ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว']),
      answer(4, 'Google'),
      answer(5, expect.stringMatching(/\.png$/)),
    ]);
    expect(questions.map((q) => q.label)).toEqual([
      'ชื่อบริษัทหรือหน่วยงาน',
      'ระดับการศึกษาสูงสุด',
      'หัวข้อที่สนใจ (เลือกได้หลายข้อ)',
      'การยินยอม',
      'รู้จักเราจากช่องทางใด',
      'รูปบัตรนักศึกษา (สำหรับสิทธิ์ส่วนลดนักศึกษา)',
    ]);
    expect(user).toMatchObject({
      tax_payer_identification_no: '1101700230708',
      tax_postcode: '10110',
      tax_person_type: 'normal_person',
    });
    const owned = await db.select().from(schema.uploads).where(eq(schema.uploads.owner_user_id, user!.id));
    expect(owned.map((u) => u.original_name).sort()).toEqual(['somying.png', 'student-card.png']);

    // The welcome mail waits in the outbox (no SMTP in tests).
    const mail = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to_address, EMAIL));
    expect(mail.map((m) => m.kind)).toContain('welcome');

    await closeClean({ context, errors });

    // The uploaded picture is the new student's profile picture.
    expect(user?.display_img_url).toBe(owned.find((u) => u.original_name === 'somying.png')?.name);
  });

  it('offers to log in when the e-mail is already registered (DUPLICATE_EMAIL)', async () => {
    const { context, page, errors } = await visitCourse(DESKTOP);
    const form = await openForm(page);
    await fillContact(page, EMAIL.toUpperCase());
    await upload(page, 'displayImgUrl', 'again.png');
    await fillRequiredAnswers(page);
    await field(page, 'ชื่อผู้ใช้').fill('somying_two');
    await field(page, 'รหัสผ่าน').fill(PASSWORD);
    await field(page, 'ยืนยันรหัสผ่าน').fill(PASSWORD);
    await page.getByTestId('checkout-buyer').screenshot({ path: screenshotPath('registration-filled-desktop') });
    await form.getByTestId('registration-submit').click();

    const failure = page.getByTestId('registration-error');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('อีเมลนี้ถูกใช้งานแล้ว');
    // The message is under the e-mail field too, and focus went there.
    expect(await describedText(page, 'อีเมล')).toContain('อีเมลนี้ถูกใช้งานแล้ว');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
    await page.screenshot({ path: screenshotPath('registration-duplicate-desktop') });

    // Nothing was created, and the visitor is still a visitor.
    const users = await stack.db.handle.db
      .select()
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${EMAIL}`);
    expect(users).toHaveLength(1);
    const session = await page.evaluate(() => fetch('/public/auth/session').then((r) => r.json()));
    expect(session.user).toBeNull();

    // The offer opens the checkout's log-in form in place of the registration form.
    await failure.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.getByTestId('checkout-buyer').getByLabel('รหัสผ่าน', { exact: false }).first().waitFor();
    expect(await page.getByTestId('registration-form').count()).toBe(0);
    await closeClean({ context, errors });
  });

  it('shows the form in English with the same rules', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    // What the language switch leaves: the choice in this browser and the cookie the server writes the page by.
    await context.addInitScript(() => localStorage.setItem('rian.lang', 'en'));
    await context.addCookies([{ name: 'rian_lang', value: 'en', url: stack.baseUrl }]);
    const page = await context.newPage();
    await page.goto(stack.baseUrl + coursePath());
    await page.getByTestId('course-layout-4').waitFor();
    const form = await openForm(page);
    await field(page, 'E-mail').fill('not-an-email');
    await field(page, 'E-mail').blur();
    await page.getByText('The e-mail format is invalid.').waitFor();
    await form.getByTestId('registration-submit').click();
    expect(await form.textContent()).toContain('Please upload Profile Picture');
    expect(await field(page, 'Username').getAttribute('placeholder')).toBe('English letters and digits only');
    await page.getByTestId('checkout-buyer').screenshot({ path: screenshotPath('registration-invalid-desktop-en') });
    await context.close();
  });
});
