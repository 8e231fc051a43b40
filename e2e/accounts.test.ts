// End-to-end: the accounts side of the storefront on the real server and an academy built here
// (spec §2 cart login panel, log-in modal, /forgotpass; §5 tax invoice; §6 guests, sessions and the
// session-expired modal; §8 auth errors), in the system Chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { taxIdCheckDigit } from '@rian/domain/tax-invoice';
import { aCourse, aStudent, aUserGroup, grantAccess } from './factories.ts';
import type { MadeCourse } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import {
  anOutline,
  COURSE_TEXT,
  mailsTo,
  registrationQuestions,
  siteSettings,
  SHOP_SETTINGS,
  useDefaultsStack,
} from './fixtures.ts';

const STUDENT = { username: 'manee', email: 'manee@students.example', password: 'manee-pass_2569', firstname: 'มานี' };
const NEW_PASSWORD = 'new-pass_2569';

/** A course the student owns, and one sold only to a group the student is not in (spec §6). */
let owned: MadeCourse;
let groupOnly: MadeCourse;

const e2e = useDefaultsStack(async (db) => {
  await siteSettings(db, {
    ...SHOP_SETTINGS,
    course_access_rights: 1,
    // Social log-in (spec §2) with all three providers, which sandbox mode serves locally.
    social_login: {
      line: { enabled: true, client_id: 'academy-line', client_secret: 'academy-line-secret' },
      google: { enabled: true, client_id: 'academy-google', client_secret: 'academy-google-secret' },
      facebook: { enabled: true, client_id: 'academy-facebook', client_secret: 'academy-facebook-secret' },
    },
  });
  await registrationQuestions(db);
  const student = await aStudent(db, { ...STUDENT, lastname: 'ใจงาม' });
  // The student is in the default group (1); the partner group is another.
  await db.insert(schema.userGroupMembers).values({ user_id: student.id, group_id: 1 });
  const partners = await aUserGroup(db, [], 'พนักงานบริษัทพันธมิตร');
  owned = await aCourse(db, { ...COURSE_TEXT, layout: '1' });
  groupOnly = await aCourse(db, { ...COURSE_TEXT, layout: 'default', course_for_user_group: [partners] });
  for (const c of [owned, groupOnly]) await anOutline(db, c.id);
  await grantAccess(db, student.id, owned.id);
});
const visit = e2e.visit;

/** Fills the log-in form inside `scope` and presses Enter in the password field (spec §2). */
async function logIn(scope: ReturnType<Page['locator']>, username: string, password: string): Promise<void> {
  await scope.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill(username);
  const field = scope.getByLabel('รหัสผ่าน', { exact: true });
  await field.fill(password);
  await field.press('Enter');
}

async function headerName(page: Page): Promise<string | null> {
  await page.getByTestId('account-name').waitFor();
  return page.getByTestId('account-name').textContent();
}

/** A valid 13-digit taxpayer id: 12 digits and the domain's check digit (design/payments.md). */
const validTaxId = (first12: string) => `${first12}${taxIdCheckDigit(first12)}`;

// The server allows 5 password-reset calls (forgot, link check, reset) and 10 log-ins a minute from
// one address (apps/server/src/lib/rate-limit.ts); these tests stay within both.
describe('accounts', () => {
  it('logs in from the cart panel with Enter, shows the name in the header, and signs out', async () => {
    const { context, page, errors } = await visit('/cart');
    const panel = page.getByTestId('cart-login');
    await panel.waitFor();
    // The header offers log-in to a visitor.
    await page.getByTestId('header-login').waitFor();
    await page.screenshot({ path: screenshotPath('accounts-cart-login-desktop'), fullPage: true });

    await logIn(panel, STUDENT.username, STUDENT.password);
    expect(await headerName(page)).toBe(STUDENT.firstname);
    // The panel gives way to a plain "logged in as".
    await expect(page.getByTestId('cart-signed-in').textContent()).resolves.toBe('เข้าสู่ระบบแล้วในชื่อ มานี ใจงาม');

    // The session is the server's: a reload keeps it.
    await page.reload();
    expect(await headerName(page)).toBe(STUDENT.firstname);

    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('link', { name: 'บัญชีของฉัน' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('accounts-header-menu-desktop') });
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'บัญชีของฉัน' }).isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('account-menu').getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByTestId('header-login').waitFor();
    await page.getByTestId('cart-login').waitFor();
    await page.reload();
    await page.getByTestId('header-login').waitFor();
    expect(await page.getByTestId('account-name').count()).toBe(0);
    await closeClean({ context, errors });
  });

  it('shows the Thai message for a wrong password and the missing-field messages', async () => {
    const { context, page } = await visit('/cart', PHONE);
    const panel = page.getByTestId('cart-login');
    await panel.waitFor();
    // Empty fields are caught in the browser, field by field.
    await panel.getByTestId('login-submit').click();
    await panel.getByText('กรุณากรอกชื่อผู้ใช้หรืออีเมล').waitFor();

    await logIn(panel, STUDENT.username, 'not-the-password');
    await panel.getByTestId('login-error').waitFor();
    await expect(panel.getByTestId('login-error').textContent()).resolves.toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('accounts-cart-login-phone'), fullPage: true });
    // The same failure in English once English is chosen.
    await page.getByRole('button', { name: 'English' }).click();
    await panel.getByText('The username or password is incorrect.').waitFor();
    await panel.getByLabel('Username or e-mail').waitFor();
    await context.close();
  });

  it('after log-in a course page shows what this student may do: owned, or closed to their group (spec §6)', async () => {
    const { context, page } = await visit('/cart', PHONE);
    await logIn(page.getByTestId('cart-login'), STUDENT.username, STUDENT.password);
    expect(await headerName(page)).toBe(STUDENT.firstname);
    // This course is for the partner group only; the student is in the default group. The page is
    // rendered for the signed-in viewer by the server, so a plain navigation shows it at once.
    await page.goto(`${e2e.stack.baseUrl}/course/${groupOnly.id}`);
    await expect(page.getByTestId('purchase-refusal').first().textContent()).resolves.toBe('คอร์สนี้เปิดให้เฉพาะสมาชิกกลุ่มที่กำหนด');
    expect(await page.getByTestId('register-link').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('accounts-course-group-refusal-phone') });
    // The course the student owns.
    await page.goto(`${e2e.stack.baseUrl}/course/${owned.id}`);
    await page.getByText('คุณเป็นเจ้าของคอร์สนี้แล้ว').first().waitFor();
    await context.close();
  });

  it('logs in from the header modal, by e-mail; Escape closes it and focus returns', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await visit('/courses', viewport);
      await page.getByTestId('header-login').click();
      const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
      await dialog.waitFor();
      // The username field has focus as the modal opens.
      await expect(dialog.getByLabel('ชื่อผู้ใช้หรืออีเมล').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.screenshot({ path: screenshotPath(`accounts-login-modal-${name}`) });
      // spec §2: 85 % wide, at most 750 px.
      const box = await page.locator('.auth-modal').boundingBox();
      expect(box?.width).toBeLessThanOrEqual(750);
      expect(box?.width).toBeLessThanOrEqual(viewport.width * 0.85 + 1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // Focus returns to the button that opened the modal once it has closed.
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'header-login');
      await context.close();
    }

    const { context, page } = await visit('/courses');
    await page.getByTestId('header-login').click();
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await logIn(dialog, STUDENT.email, STUDENT.password);
    await dialog.waitFor({ state: 'hidden' });
    expect(await headerName(page)).toBe(STUDENT.firstname);
    await context.close();
  });

  it('registers from the log-in modal with generated credentials that the welcome e-mail carries (spec §5)', async () => {
    const { context, page } = await visit('/courses', PHONE);
    await page.getByTestId('header-login').click();
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await dialog.getByTestId('register-toggle').click();
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
    await field('อีเมล').waitFor();
    const email = `modal.${Date.now()}@example.com`;
    await field('ชื่อ').fill('กมล');
    await field('นามสกุล').fill('สุขใจ');
    await field('อีเมล').fill(email);
    await field('เบอร์โทรศัพท์').fill('0898765432');
    await field('ระดับการศึกษาสูงสุด').selectOption('ปริญญาตรี');
    await dialog.getByLabel('ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว').check();
    // Without layout four there is no username or password to choose.
    expect(await field('ชื่อผู้ใช้').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('accounts-modal-register-phone') });
    await dialog.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await page.getByText('สมัครสมาชิกเรียบร้อยแล้ว').waitFor();
    await page.getByText(`เราได้ส่งชื่อผู้ใช้และรหัสผ่านไปที่ ${email}`, { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-login"]') === null);
    expect(await headerName(page)).toBe('กมล');

    const [mail] = await mailsTo(e2e.stack, 'welcome', email);
    const username = /Username\): (\S+)/.exec(mail!.text_body)?.[1];
    const password = /Password\): (\S+)/.exec(mail!.text_body)?.[1];
    expect(username).toMatch(/^modal\.\d+@example\.com_\d+$/);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    await context.close();

    // The mailed credentials sign in from another browser.
    const other = await visit('/cart');
    await logIn(other.page.getByTestId('cart-login'), username!, password!);
    await other.page.waitForFunction(() => document.querySelector('[data-testid="header-login"]') === null);
    expect(await headerName(other.page)).toBe('กมล');
    await other.context.close();
  });
  it('saves juristic-person tax data on /myaccount and shows it after a reload', async () => {
    const { context, page, errors } = await visit('/myaccount');
    // A visitor is asked to log in on the page itself.
    const page_ = page.getByTestId('myaccount-page');
    await logIn(page_, STUDENT.username, STUDENT.password);
    await page.getByTestId('profile-summary').waitFor();
    await expect(page.getByTestId('profile-summary').textContent()).resolves.toContain(STUDENT.email);

    const form = page.getByTestId('tax-form');
    await form.getByLabel('นิติบุคคล').check();
    // The labels follow the person type (spec §5).
    await form.getByLabel('ชื่อบริษัท').fill('บริษัท เรียนดี จำกัด');
    await form.getByLabel('เลขที่สาขา').fill('00000');
    // A wrong check digit is caught in the browser with the domain's message.
    const taxId = validTaxId('010555123456');
    const wrong = `${taxId.slice(0, 12)}${(Number(taxId[12]) + 1) % 10}`;
    await form.getByLabel('เลขประจำตัวผู้เสียภาษี').fill(wrong);
    await form.getByLabel(/^ที่อยู่ตามใบกำกับภาษี/).fill('99/9 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร');
    await form.getByLabel('รหัสไปรษณีย์').fill('10500');
    await form.getByTestId('tax-save').click();
    await form.getByText('เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง').waitFor();
    await expect(form.getByTestId('tax-error').textContent()).resolves.toBe('ข้อมูลใบกำกับภาษีไม่ถูกต้อง');
    // Focus goes to the field to fix.
    await expect(form.getByLabel('เลขประจำตัวผู้เสียภาษี').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await form.getByLabel('เลขประจำตัวผู้เสียภาษี').fill(taxId);
    // Another address for the documents.
    await form.getByLabel('จัดส่งเอกสารไปยังที่อยู่ตามใบกำกับภาษี').uncheck();
    await form.getByLabel('ที่อยู่สำหรับจัดส่งเอกสาร').fill('ตู้ ปณ. 123 ปณฝ. บางรัก กรุงเทพมหานคร 10500');
    // The company certificate (spec §5), a private upload.
    await form.locator('input[type="file"]').setInputFiles({
      name: 'company-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await form.getByTestId('certificate-file').waitFor();
    await expect(form.getByTestId('certificate-file').textContent()).resolves.toBe('ไฟล์ที่อัปโหลด: company-certificate.pdf');

    // Changing the person type would clear all this: it asks first, and "cancel" keeps everything.
    await form.getByLabel('บุคคลธรรมดา').click();
    const confirm = page.getByRole('dialog', { name: 'เปลี่ยนประเภทผู้เสียภาษี' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'ยกเลิก' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(form.getByLabel('นิติบุคคล').isChecked()).resolves.toBe(true);
    await expect(form.getByLabel('ชื่อบริษัท').inputValue()).resolves.toBe('บริษัท เรียนดี จำกัด');

    await form.getByTestId('tax-save').click();
    await page.getByTestId('saved-notice').waitFor();
    await expect(page.getByTestId('saved-notice').textContent()).resolves.toContain('บันทึกข้อมูลใบกำกับภาษีแล้ว');
    expect(await form.getByTestId('tax-error').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('accounts-myaccount-desktop'), fullPage: true });

    // What the server stored is what the form shows after a reload.
    const [row] = await e2e.stack.db.handle.db.select().from(schema.users).where(eq(schema.users.username, STUDENT.username));
    expect(row).toMatchObject({
      tax_person_type: 'juristic_person',
      tax_name_one: 'บริษัท เรียนดี จำกัด',
      tax_payer_identification_no: taxId,
      tax_is_delivery_by_tax_address: 0,
    });
    expect(row?.tax_company_certificate).toBeTruthy();
    await page.reload();
    const reloaded = page.getByTestId('tax-form');
    await reloaded.waitFor();
    await expect(reloaded.getByLabel('นิติบุคคล').isChecked()).resolves.toBe(true);
    await expect(reloaded.getByLabel('ชื่อบริษัท').inputValue()).resolves.toBe('บริษัท เรียนดี จำกัด');
    await expect(reloaded.getByLabel('เลขประจำตัวผู้เสียภาษี').inputValue()).resolves.toBe(taxId);
    await expect(reloaded.getByLabel('ที่อยู่สำหรับจัดส่งเอกสาร').inputValue()).resolves.toBe('ตู้ ปณ. 123 ปณฝ. บางรัก กรุงเทพมหานคร 10500');
    await reloaded.getByTestId('certificate-file').waitFor();
    await expect(reloaded.getByTestId('certificate-file').textContent()).resolves.toBe('มีหนังสือรับรองที่อัปโหลดไว้แล้ว');
    await closeClean({ context, errors });

    const phone = await visit('/myaccount', PHONE);
    await logIn(phone.page.getByTestId('myaccount-page'), STUDENT.username, STUDENT.password);
    await phone.page.getByTestId('tax-form').waitFor();
    await phone.page.screenshot({ path: screenshotPath('accounts-myaccount-phone'), fullPage: true });
    await phone.context.close();
  });

  it('serves /forgotpass and /myaccount as pages that search engines leave out', async () => {
    for (const path of ['/forgotpass', '/myaccount', '/forgotpass?token=abc']) {
      const res = await fetch(e2e.stack.baseUrl + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  it('says the same for an address without an account, and refuses a made-up link', async () => {
    const { context, page } = await visit('/forgotpass');
    await page.getByLabel('อีเมล').fill('nobody-here@example.com');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await page.screenshot({ path: screenshotPath('accounts-forgotpass-desktop'), fullPage: true });
    await page.goto(`${e2e.stack.baseUrl}/forgotpass?token=${'x'.repeat(43)}`);
    await page.getByTestId('reset-invalid').waitFor();
    await expect(page.getByTestId('reset-invalid').textContent()).resolves.toContain('ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว');
    await expect(page.getByRole('link', { name: 'ขอลิงก์ใหม่' }).getAttribute('href')).resolves.toBe('/forgotpass');
    await context.close();
  });

  it('resets a forgotten password: the e-mailed link, other sessions end, the new password works', async () => {
    // A second browser that is signed in before the reset.
    const other = await visit('/cart');
    await logIn(other.page.getByTestId('cart-login'), STUDENT.username, STUDENT.password);
    expect(await headerName(other.page)).toBe(STUDENT.firstname);

    const { context, page, errors } = await visit('/forgotpass', PHONE);
    await page.screenshot({ path: screenshotPath('accounts-forgotpass-phone'), fullPage: true });
    await page.getByLabel('อีเมล').fill(STUDENT.email);
    await page.getByLabel('อีเมล').press('Enter');
    await page.getByTestId('forgot-sent').waitFor();
    await expect(page.getByTestId('forgot-sent').textContent()).resolves.toContain(`หากอีเมล ${STUDENT.email} ลงทะเบียนไว้กับเรา`);

    const [mail] = await mailsTo(e2e.stack, 'password_reset', STUDENT.email);
    const link = /https?:\/\/[^\s"<]+\/forgotpass\?token=[A-Za-z0-9_-]+/.exec(mail?.text_body ?? '')?.[0];
    expect(link, 'reset link in the e-mail').toBeTruthy();
    expect(link?.startsWith(e2e.stack.baseUrl)).toBe(true);

    await page.goto(link!);
    const password = page.getByLabel('รหัสผ่านใหม่', { exact: true });
    await password.waitFor();
    // The domain's rules, in the browser: the confirmation must match.
    await password.fill(NEW_PASSWORD);
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(`${NEW_PASSWORD}x`);
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').press('Enter');
    await page.getByText('รหัสผ่านไม่ตรงกัน').waitFor();
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: screenshotPath('accounts-reset-desktop'), fullPage: true });
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await expect(page.getByTestId('reset-done').textContent()).resolves.toContain('ออกจากระบบในทุกอุปกรณ์');

    // The other browser's session is gone: on /myaccount it is told so, and logs in again from the modal.
    await other.page.goto(e2e.stack.baseUrl + '/myaccount');
    const expired = other.page.getByRole('dialog', { name: 'เซสชันหมดอายุ' });
    await expired.waitFor();
    await expect(expired.textContent()).resolves.toContain('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
    await other.page.screenshot({ path: screenshotPath('accounts-session-expired-desktop') });
    await expired.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    const loginModal = other.page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await logIn(loginModal, STUDENT.username, STUDENT.password);
    await expect(loginModal.getByTestId('login-error').textContent()).resolves.toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await logIn(loginModal, STUDENT.username, NEW_PASSWORD);
    await loginModal.waitFor({ state: 'hidden' });
    expect(await headerName(other.page)).toBe(STUDENT.firstname);
    await other.page.getByTestId('tax-form').waitFor();
    await closeClean(other);
    await closeClean({ context, errors });
  });

  it('logs in with Google through the sandbox provider and comes back to /cart signed in', async () => {
    const { context, page, errors } = await visit('/cart');
    const google = page.getByRole('link', { name: 'เข้าสู่ระบบด้วย Google' });
    await google.waitFor();
    // Each provider has its own named link (spec §2: a chat app, Google, Facebook).
    for (const name of ['เข้าสู่ระบบด้วย LINE', 'เข้าสู่ระบบด้วย Facebook']) {
      await expect(page.getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
    // The guest id goes along so the guest's cart joins the account (spec §6).
    const guestId = await page.evaluate(() => (JSON.parse(localStorage.getItem('rian.guest') ?? '{}') as { id?: string }).id);
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(google.getAttribute('href')).resolves.toContain(`guest_id=${guestId}`);

    // Refusing at the provider comes back with the §8 message in Thai.
    await google.click();
    await page.getByRole('button', { name: 'ปฏิเสธ / Deny' }).click();
    await page.waitForURL(/\/cart\?login_error=/);
    await page.getByTestId('login-error').waitFor();
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe('เข้าสู่ระบบด้วยบัญชีโซเชียลไม่สำเร็จ กรุณาลองอีกครั้ง');

    await page.getByRole('link', { name: 'เข้าสู่ระบบด้วย Google' }).click();
    await page.getByRole('button', { name: 'อนุญาต / Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/cart' && !url.search.includes('login_error'));
    expect(await headerName(page)).toBe('ผู้ทดสอบ');
    await page.getByTestId('cart-signed-in').waitFor();
    await closeClean({ context, errors });
  });
});
