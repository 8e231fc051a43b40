// End-to-end: an academy owner completes a course in the back office, in the system Chromium on a
// database with the site defaults only. Adds a teacher with an English title, puts them on a course,
// writes the course's English content, saves, duplicates the course into a draft and previews the
// draft's storefront page; a visitor who switches the storefront to English reads the English
// description and teacher title. On a phone the teachers page and the editor's new sections fit.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { openNewDialog } from './admin-steps.ts';

const PASSWORD = 'course-editor-e2e-password';
let admin: Person;
let courseId = 0;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  const made = await aCourse(db, {
    title: 'ทำอาหารไทยเบื้องต้น',
    slug: 'thai-cooking',
    description: 'เรียนทำอาหารไทยจากครัวจริง',
    level: 'เริ่มต้น',
    first_published_at: new Date(),
  });
  courseId = made.id;
});

describe('the course editor', () => {
  it('an owner adds a teacher, writes English content, duplicates the course; an English reader sees it (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin', DESKTOP);
    await page.getByTestId('admin-dashboard').waitFor();

    const dialog = await openNewDialog(page, 'ผู้สอน', 'teacher');
    await dialog.getByTestId('field-name').fill('เชฟสมศรี');
    await dialog.getByTestId('field-name_en').fill('Chef Somsri');
    await dialog.getByTestId('field-title').fill('เชฟใหญ่');
    await dialog.getByTestId('field-title_en').fill('Head chef');
    await dialog.getByTestId('field-picture_url').fill('not a url');
    await dialog.getByTestId('save-teacher').click();
    await dialog.getByText('ที่อยู่ไฟล์หรือลิงก์ไม่ถูกต้อง').waitFor();
    await page.screenshot({ path: screenshotPath('admin-teacher-form-desktop') });
    await dialog.getByTestId('field-picture_url').fill('');
    await dialog.getByTestId('save-teacher').click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('teacher-table').getByText('เชฟสมศรี').waitFor();
    await page.screenshot({ path: screenshotPath('admin-teachers-desktop'), fullPage: true });

    await page.goto(`${ctx.stack.baseUrl}/admin/courses/${courseId}`);
    await page.getByTestId('course-form').waitFor();
    await page.getByTestId('field-teacher_ids').click();
    await page.getByRole('option', { name: 'เชฟสมศรี' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('field-description_en').fill('Cook Thai food in a real kitchen.');
    await page.getByTestId('field-level_en').fill('Beginner');
    await page.getByTestId('field-highlights_en').fill('Five classic dishes\nMarket shopping');
    await page.getByTestId('field-meta_title_en').fill('Thai cooking from a real kitchen');
    await page.getByTestId('save-course').click();
    await notice(page, 'บันทึกแล้ว');
    await page.screenshot({ path: screenshotPath('admin-course-editor-desktop'), fullPage: true });

    await page.getByTestId('duplicate-course').click();
    await notice(page, 'ทำสำเนาคอร์สแล้ว');
    await page.getByRole('heading', { name: 'ทำอาหารไทยเบื้องต้น (สำเนา)' }).waitFor();
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('draft');
    expect(await page.getByTestId('field-description_en').textContent()).toBe('Cook Thai food in a real kitchen.');
    const previewHref = await page.getByTestId('course-preview-link').getAttribute('href');
    expect(previewHref).toMatch(/^\/course\/\d+-course-\d+\?preview=1$/);
    await page.goto(`${ctx.stack.baseUrl}${previewHref}`);
    await page.getByTestId('preview-banner').waitFor();
    await page.getByRole('heading', { name: 'ทำอาหารไทยเบื้องต้น (สำเนา)' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('course-preview-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const visitor = await ctx.visit(`/course/${courseId}-thai-cooking`, DESKTOP);
    await visitor.page.getByText('เรียนทำอาหารไทยจากครัวจริง').waitFor();
    await visitor.page.getByRole('button', { name: 'English' }).first().click();
    await visitor.page.getByText('Cook Thai food in a real kitchen.').waitFor();
    // The tab's title follows the language: the English share title where the course has one.
    await expect.poll(() => visitor.page.title()).toBe('Thai cooking from a real kitchen');
    await visitor.page.getByText('Market shopping').waitFor();
    await visitor.page.getByTestId('course-teachers').getByText('Head chef').waitFor();
    await visitor.page.getByTestId('course-info').getByText('Beginner').waitFor();
    await visitor.page.screenshot({ path: screenshotPath('course-english-desktop'), fullPage: true });
    await closeClean(visitor);
  });

  it('on a phone the teachers page and the editor fit the screen', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin', PHONE);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('link', { name: 'ผู้สอน' }).click();
    await page.getByTestId('teacher-table').waitFor();
    await page.screenshot({ path: screenshotPath('admin-teachers-phone'), fullPage: true });
    await page.goto(`${ctx.stack.baseUrl}/admin/courses/${courseId}`);
    await page.getByTestId('course-form').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-course-editor-phone'), fullPage: true });
    await page.goto(`${ctx.stack.baseUrl}/course/${courseId}-thai-cooking?preview=1`);
    await page.getByTestId('preview-banner').waitFor();
    await page.screenshot({ path: screenshotPath('course-preview-phone') });
    await closeClean({ context, errors });
  });
});
