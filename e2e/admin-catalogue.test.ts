// End-to-end: the back office as an academy's administrator meets it, in the system Chromium on a
// database with the site defaults only. Signs in at /admin, makes a category, makes a course from its
// title, fills it in, publishes it (a visitor then finds it), reads the audit log; on a phone the
// navigation is a drawer and unsaved changes ask before leaving. A student is refused.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, aStudent } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { openNewDialog } from './admin-steps.ts';

const PASSWORD = 'back-office-e2e-password';
let admin: Person;
let student: Person;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD, firstname: 'เจ้าของ', lastname: 'สถาบัน' });
  student = await aStudent(db, { password: PASSWORD });
  await aCourse(db, { title: 'คอร์สที่มีอยู่แล้ว', slug: 'existing-course', sort: 100 });
});

describe('the back office', () => {
  it('an administrator signs in, makes a category and a course, publishes it, and a visitor finds it (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin', DESKTOP);
    await page.getByTestId('admin-dashboard').waitFor();
    // The figures show "…" until their counts arrive.
    await expect.poll(() => page.getByTestId('count-drafts').textContent()).toBe('0');
    await page.screenshot({ path: screenshotPath('admin-dashboard-desktop'), fullPage: true });

    const dialog = await openNewDialog(page, 'หมวดหมู่', 'category');
    await dialog.getByTestId('field-name').fill('ภาษาไทย');
    await dialog.getByTestId('field-link_path').fill('Thai Language');
    await dialog.getByTestId('save-category').click();
    await dialog.getByText('ใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ตัวเลข และขีดกลาง').waitFor();
    await dialog.getByTestId('field-link_path').fill('thai-language');
    await dialog.getByTestId('save-category').click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('category-table').getByText('thai-language').waitFor();

    await page.getByRole('link', { name: 'คอร์สเรียน' }).click();
    await page.getByTestId('new-course').click();
    await page.getByTestId('new-course-title').fill('พูดไทยในชีวิตประจำวัน');
    await page.getByRole('button', { name: 'สร้างฉบับร่าง' }).click();
    await page.getByTestId('course-form').waitFor();
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('draft');
    await page.getByTestId('field-slug').fill('everyday-thai');
    await page.getByTestId('field-short_description').fill('ประโยคที่ใช้ได้ทุกวัน');
    await page.getByTestId('field-seat').fill('30');
    await page.getByTestId('field-category_id').click();
    await page.getByRole('option', { name: 'ภาษาไทย' }).click();
    await page.getByTestId('save-course').click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('course-publish').click();
    await page.locator('[data-status="published"]').waitFor();
    await page.screenshot({ path: screenshotPath('admin-course-desktop'), fullPage: true });
    const url = new URL(page.url());
    const id = Number(url.pathname.split('/').pop());

    const visitor = await ctx.visit(`/course/${id}-everyday-thai`, DESKTOP);
    await visitor.page.getByRole('heading', { name: 'พูดไทยในชีวิตประจำวัน' }).first().waitFor();
    await visitor.context.close();

    await page.getByRole('link', { name: 'บันทึกการแก้ไข' }).click();
    const rows = page.getByTestId('audit-table').getByTestId('data-row');
    await rows.first().waitFor();
    const actions = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[2]?.textContent));
    expect(actions).toEqual(['เผยแพร่', 'แก้ไข', 'สร้าง', 'สร้าง']);
    await page.screenshot({ path: screenshotPath('admin-audit-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('on a phone the menu is a drawer, and leaving unsaved changes asks first', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin', PHONE);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('link', { name: 'คอร์สเรียน' }).click();
    await page.getByTestId('course-table').getByRole('link', { name: 'คอร์สที่มีอยู่แล้ว' }).click();
    await page.getByTestId('field-title').fill('ชื่อที่ยังไม่บันทึก');
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'คอร์สเรียน' }).click();
    await page.getByText('มีการแก้ไขที่ยังไม่ได้บันทึก').waitFor();
    await page.getByRole('button', { name: 'อยู่ต่อ' }).waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot only
    await page.screenshot({ path: screenshotPath('admin-unsaved-phone') });
    await page.getByRole('button', { name: 'อยู่ต่อ' }).click();
    expect(await page.getByTestId('field-title').inputValue()).toBe('ชื่อที่ยังไม่บันทึก');
    await closeClean({ context, errors });
  });

  it('a student who signs in at /admin is refused, and the API says 403', async () => {
    const { context, page } = await visitSignedIn(ctx, student, PASSWORD, '/admin', PHONE);
    await page.getByText('บัญชีนี้ไม่มีสิทธิ์เข้าระบบจัดการ').waitFor();
    const res = await page.request.get(`${ctx.stack.baseUrl}/private/admin/courses`);
    expect(res.status()).toBe(403);
    await context.close();
  });
});
