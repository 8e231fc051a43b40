// End-to-end: the back office's search box in the system Chromium. The owner presses Ctrl+K on a
// desktop, types a buyer's name, and opens the buyer's order from the hits; on a phone the header's
// button opens it and a course is found by its English title. An instructor has no search box.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anInstructor, anOrder, aStudent, type MadeCourse, type Person } from './factories.ts';
import { useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'search-e2e-password';
const made = {} as { admin: Person; teacher: Person; buyer: Person; course: MadeCourse; orderId: number };

const ctx = useDefaultsStack(async (db) => {
  made.admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  made.teacher = await anInstructor(db, { username: 'teacher', password: PASSWORD });
  made.buyer = await aStudent(db, { firstname: 'วิไลวรรณ', lastname: 'ค้นเจอ', email: 'wilaiwan@academy.example' });
  made.course = await aCourse(db, { title: 'การทำขนมไทยโบราณ', title_en: 'Traditional Thai desserts', slug: 'thai-desserts' });
  made.orderId = (await anOrder(db, { buyer: made.buyer, courses: [made.course] })).id;
});

describe('the back office search', () => {
  it('Ctrl+K finds a buyer and their order by name; a hit opens the order', async () => {
    const visit = await visitSignedIn(ctx, made.admin, PASSWORD, '/admin', DESKTOP);
    const { page } = visit;
    await page.getByTestId('admin-dashboard').waitFor();
    await page.keyboard.press('Control+K');
    const box = page.getByRole('searchbox').or(page.getByPlaceholder('ค้นหาคอร์ส สินค้า คำสั่งซื้อ สมาชิก หน้าเว็บ หรือคูปอง'));
    await box.fill('วิไลวรรณ');
    const results = page.getByTestId('admin-search-results');
    await results
      .getByRole('group', { name: 'สมาชิก' })
      .getByRole('button', { name: /วิไลวรรณ ค้นเจอ/ })
      .waitFor();
    const orders = results.getByRole('group', { name: 'คำสั่งซื้อ' });
    await orders.getByRole('button', { name: new RegExp(`^#${made.orderId}`) }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-search-desktop') });
    await orders.getByRole('button', { name: new RegExp(`^#${made.orderId}`) }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${made.orderId}$`));
    // The search closes (its fade-out) and the order's page shows the buyer. The e-mail alone is no
    // proof: the member's hit in the closing search shows it too, and Ctrl+K pressed before the
    // search has closed closes it instead of opening it.
    await results.waitFor({ state: 'detached' });
    await page.getByText('wilaiwan@academy.example').first().waitFor();

    // Nothing that matches says so.
    await page.keyboard.press('Control+K');
    await box.fill('ไม่มีใครชื่อนี้เลย');
    await results.getByText('ไม่พบรายการที่ตรงกับคำค้นหา').waitFor();
    await page.keyboard.press('Escape');
    await closeClean(visit);
  });

  it('on a phone the header button opens it, and a course is found by its English title', async () => {
    const visit = await visitSignedIn(ctx, made.admin, PASSWORD, '/admin', PHONE);
    const { page } = visit;
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByTestId('admin-search-open').click();
    await page.getByPlaceholder('ค้นหาคอร์ส สินค้า คำสั่งซื้อ สมาชิก หน้าเว็บ หรือคูปอง').fill('desserts');
    const hit = page.getByTestId('admin-search-results').getByRole('button', { name: /การทำขนมไทยโบราณ/ });
    await hit.waitFor();
    await page.screenshot({ path: screenshotPath('admin-search-phone') });
    await hit.click();
    await page.waitForURL(new RegExp(`/admin/courses/${made.course.id}$`));
    await closeClean(visit);
  });

  it('an instructor has no search box', async () => {
    const visit = await visitSignedIn(ctx, made.teacher, PASSWORD, '/admin/content', DESKTOP);
    const { page } = visit;
    await page.getByRole('heading').first().waitFor();
    expect(await page.getByTestId('admin-search-open').count()).toBe(0);
    await closeClean(visit);
  });
});
