// End-to-end: an instructor builds the content of the course they teach, in the system Chromium. Signs
// in at /admin and lands on their own courses only, adds a section and a free-preview video lecture,
// moves the new section first with the keyboard, grades a student's homework; a visitor then sees the
// preview first in the course's player. On a phone an administrator reaches the same page.
import { describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import {
  aCourse,
  aHomework,
  anAdmin,
  anInstructor,
  aSection,
  aStudent,
  aTeacher,
  type Person,
} from '../apps/server/test/factories/index.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'course-content-e2e-password';
let admin: Person;
let instructor: Person;
let courseId: number;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  instructor = await anInstructor(db, { username: 'teacher', password: PASSWORD });
  const student = await aStudent(db, { firstname: 'สมชาย', lastname: 'ใจดี' });
  const course = await aCourse(db, { title: 'ไพทอนเบื้องต้น', slug: 'python-basics', is_published: true });
  await aCourse(db, { title: 'คอร์สของคนอื่น', slug: 'someone-else' });
  courseId = course.id;
  await aTeacher(db, instructor, [course]);
  await aSection(db, course, { name: 'บทที่ 1', lectures: [{ kind: 'document', name: 'เอกสารประกอบ' }] });
  const homework = await aHomework(db, course, { title: 'งานเขียนโปรแกรมแรก' });
  await db
    .insert(schema.homeworkSubmissions)
    .values({ homework_id: homework.id, user_id: student.id, file: 'e2e-hw.py', original_name: 'hello.py' });
});

describe('course content in the back office', () => {
  it('an instructor builds their course’s outline, reorders it by keyboard and grades homework; a visitor sees the preview (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, instructor, PASSWORD, '/admin', DESKTOP);
    await page.getByRole('heading', { name: 'คอร์สที่แก้ไขเนื้อหาได้' }).waitFor();
    expect(await page.getByText('คอร์สของคนอื่น').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('admin-content-courses-desktop'), fullPage: true });
    await page.getByRole('link', { name: 'ไพทอนเบื้องต้น' }).click();

    await page.getByLabel('ชื่อบทใหม่').fill('แนะนำคอร์ส');
    await page.getByRole('button', { name: 'เพิ่มบท', exact: true }).click();
    const intro = page.getByRole('region', { name: 'แนะนำคอร์ส' });
    await intro.waitFor();
    await intro.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('field-name').fill('ต้อนรับสู่คอร์ส');
    await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
    await dialog.getByText('บทเรียนวิดีโอต้องมีไฟล์หรือลิงก์วิดีโอ').waitFor();
    await dialog.getByTestId('field-video_url').fill('/uploads/preview.mp4');
    await dialog.getByTestId('field-is_preview').check();
    await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
    await intro.getByText('ต้อนรับสู่คอร์ส').waitFor();

    const up = intro.getByRole('button', { name: 'เลื่อน “แนะนำคอร์ส” ขึ้น' });
    await up.focus();
    await page.keyboard.press('Enter');
    await notice(page, 'เรียงลำดับใหม่แล้ว');
    await expect.poll(() => page.getByTestId('section-card').first().getAttribute('aria-label')).toBe('แนะนำคอร์ส');
    await page.screenshot({ path: screenshotPath('admin-content-outline-desktop'), fullPage: true });

    const submission = page.getByTestId('submission');
    await submission.getByText('สมชาย ใจดี').waitFor();
    await submission.getByLabel('คะแนน (เต็ม 100)').fill('85');
    await submission.getByLabel('ผ่าน').check();
    await submission.getByLabel('ความเห็นถึงผู้เรียน').fill('ดีมาก ลองแยกฟังก์ชันเพิ่ม');
    await submission.getByRole('button', { name: 'บันทึกผลการตรวจ' }).click();
    await notice(page, 'บันทึกผลการตรวจแล้ว');
    await submission.getByText('ตรวจแล้ว 85 คะแนน').waitFor();

    const res = await page.request.get(`${ctx.stack.baseUrl}/private/admin/courses`);
    expect(res.status()).toBe(403);

    const visitor = await ctx.visit(`/course/${courseId}-python-basics`, DESKTOP);
    const playlist = await visitor.page.request.get(`${ctx.stack.baseUrl}/public/course/videoplaylist/${courseId}`);
    const items = (await playlist.json()).data.items as { lectures_name: string; locked: boolean }[];
    expect(items.map((i) => [i.lectures_name, i.locked])).toEqual([
      ['ต้อนรับสู่คอร์ส', false],
      ['เอกสารประกอบ', true],
    ]);
    await visitor.context.close();
    await closeClean({ context, errors });
  });

  it('an administrator reaches a course’s content from its editor on a phone', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/courses/${courseId}`, PHONE);
    await page.getByRole('link', { name: 'จัดการเนื้อหาคอร์ส (บทเรียน แบบทดสอบ การบ้าน)' }).click();
    await page.getByRole('heading', { name: 'เนื้อหาคอร์ส: ไพทอนเบื้องต้น' }).waitFor();
    await page.getByTestId('section-card').first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-content-outline-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
