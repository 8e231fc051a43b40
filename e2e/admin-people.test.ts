// End-to-end: the back office's People pages in the system Chromium, on a database with the site
// defaults only. The owner finds a student by e-mail, grants them a course by hand with a reason, and
// the student then opens the course; the owner disables another account, which then cannot sign in.
// Screenshots of the member list and page on a desktop and a phone.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin, aSection, aStudent, type MadeCourse, type Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'people-e2e-password';
const made = {} as { admin: Person; student: Person; other: Person; course: MadeCourse };

const ctx = useDefaultsStack(async (db) => {
  made.admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  made.student = await aStudent(db, {
    username: 'somsri',
    email: 'somsri.people@academy.example',
    firstname: 'สมศรี',
    lastname: 'ตั้งใจเรียน',
    tel: '0891234567',
    password: PASSWORD,
  });
  made.other = await aStudent(db, { username: 'shared_acct', firstname: 'บัญชี', lastname: 'ที่ถูกแชร์', password: PASSWORD });
  made.course = await aCourse(db, { title: 'การเงินส่วนบุคคลสำหรับคนทำงาน', slug: 'personal-finance' });
  await aSection(db, made.course, { name: 'เริ่มต้นวางแผนการเงิน', lectures: [{ kind: 'document' }, { kind: 'document' }] });
});

describe('the People pages', () => {
  it('the owner finds a student by e-mail and grants a course with a reason; the student opens it', async () => {
    const { admin, student, course } = made;
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin/users', DESKTOP);
    await page.getByRole('heading', { name: 'สมาชิก', exact: true }).waitFor();
    await page.getByTestId('table-search').fill('somsri.people@');
    await page.getByTestId('table-search').press('Enter');
    await expect.poll(() => page.getByTestId('data-row').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('admin-people-list-desktop') });
    await page.getByTestId('data-row').getByRole('link', { name: 'สมศรี ตั้งใจเรียน' }).click();
    await page.getByRole('heading', { name: 'สมศรี ตั้งใจเรียน' }).waitFor();
    await page.getByTestId('user-access').getByText('ยังไม่มีสิทธิ์เข้าเรียนคอร์สใด').waitFor();

    await page.getByTestId('access-grant').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('access-grant-confirm').click();
    await notice(page, 'คุณกรอกข้อมูลไม่ถูกต้อง');
    await dialog.getByTestId('access-grant-course').click();
    await page.getByRole('option', { name: course.course.title }).click();
    await dialog.getByTestId('access-grant-reason').fill('ทุนการศึกษาสำหรับนักเรียนดีเด่น');
    await page.screenshot({ path: screenshotPath('admin-people-grant-desktop') });
    await dialog.getByTestId('access-grant-confirm').click();
    await notice(page, 'ให้สิทธิ์เข้าเรียนแล้ว');
    const row = page.getByTestId('access-row');
    await row.getByText('ให้สิทธิ์โดย owner: ทุนการศึกษาสำหรับนักเรียนดีเด่น').waitFor();
    expect(await row.textContent()).toContain('ไม่มีวันหมดอายุ');

    // Extended (here: limited) to the 15th of next month, picked in the calendar: access ends at its 24:00, Thai time.
    await row.getByTestId('access-extend').click();
    const extend = page.getByRole('dialog', { name: 'ให้สิทธิ์เข้าเรียนหรือขยายเวลา' });
    await extend.getByTestId('access-grant-until').click();
    const calendar = page.locator('.mantine-Popover-dropdown:visible');
    await calendar.locator('button[data-direction="next"]').first().click();
    await calendar.locator('button', { hasText: /^15$/ }).first().click();
    await extend.getByTestId('access-grant-reason').fill('ทุนหนึ่งภาคเรียน');
    await extend.getByTestId('access-extend-confirm').click();
    await row.getByText('ให้สิทธิ์โดย owner: ทุนหนึ่งภาคเรียน').waitFor();
    expect(await row.textContent()).toMatch(/15 .+ 23:59/);
    await extend.waitFor({ state: 'hidden' });
    await page.screenshot({ path: screenshotPath('admin-people-member-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const db = ctx.stack.db.handle.db;
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'user'), eq(schema.auditLog.entity_id, String(student.id))));
    expect(audit.map((a) => [a.action, a.actor_username])).toEqual([
      ['grant-access', 'owner'],
      ['extend-access', 'owner'],
    ]);
    const [access] = await db.select().from(schema.courseAccess).where(eq(schema.courseAccess.user_id, student.id));
    // 24:00 Thai time of the 15th is 17:00 UTC that day.
    expect(access!.expires_at?.toISOString()).toMatch(/-15T17:00:00\.000Z$/);

    // The member page on a phone, then the student opens the course as its owner.
    const phone = await visitSignedIn(ctx, admin, PASSWORD, `/admin/users/${student.id}`, PHONE);
    await phone.page.getByTestId('access-row').waitFor();
    await phone.page.screenshot({ path: screenshotPath('admin-people-member-phone'), fullPage: true });
    await closeClean(phone);

    const learner = await ctx.visit(`/course/${course.id}-${course.course.slug}?learn=true`, PHONE);
    await learner.page.getByTestId('learning-player').waitFor();
    await signIn(learner.page, 'somsri', PASSWORD);
    await learner.page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await learner.page.screenshot({ path: screenshotPath('admin-people-student-learns-phone') });
    await closeClean(learner);
  });

  it('the owner disables an account with a reason; it can no longer sign in', async () => {
    const { admin, other } = made;
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/users/${other.id}`, PHONE);
    await page.getByRole('heading', { name: 'บัญชี ที่ถูกแชร์' }).waitFor();
    await page.getByTestId('user-disable').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('user-disable-reason').fill('บัญชีถูกใช้ร่วมกันหลายคน');
    await page.screenshot({ path: screenshotPath('admin-people-disable-phone') });
    await dialog.getByTestId('user-disable-confirm').click();
    await notice(page, 'ระงับบัญชีแล้ว');
    await expect.poll(() => page.getByTestId('user-profile').getByTestId('account-state').textContent()).toBe('ถูกระงับ');
    await page.getByTestId('user-enable').waitFor();
    await closeClean({ context, errors });

    const visit = await ctx.visit('/', DESKTOP);
    await visit.page.getByTestId('header-login').click();
    const login = visit.page.getByRole('dialog');
    await login.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill('shared_acct');
    const password = login.getByLabel('รหัสผ่าน', { exact: true });
    await password.fill(PASSWORD);
    await password.press('Enter');
    await login.getByTestId('login-error').waitFor();
    await expect(login.getByTestId('login-error').textContent()).resolves.toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(await visit.page.getByTestId('account-name').count()).toBe(0);
    await closeClean(visit);
  });
});
