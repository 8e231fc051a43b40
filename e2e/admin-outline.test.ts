// End-to-end: an instructor builds the content of the course they teach, in the system Chromium. Signs
// in at /admin and lands on their own courses only, adds a section and a free-preview video lecture
// with Thai subtitles (a file that is not WebVTT refused on its field), moves the new section first
// with the keyboard's arrow button, drags a lecture by keyboard within its section, grades a student's homework; the student then reads the grade and feedback in
// the player, and a visitor sees the preview first. On a phone an administrator reaches the same page.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { schema } from '@rian/db';
import { aCourse, aHomework, anAdmin, anEnrolment, anInstructor, aSection, aStudent, aTeacher } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'course-content-e2e-password';
let admin: Person;
let instructor: Person;
let student: Person;
let courseId: number;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  instructor = await anInstructor(db, { username: 'teacher', password: PASSWORD });
  student = await aStudent(db, { firstname: 'สมชาย', lastname: 'ใจดี', username: 'somchai', password: PASSWORD });
  const course = await aCourse(db, { title: 'ไพทอนเบื้องต้น', slug: 'python-basics', is_published: true });
  await aCourse(db, { title: 'คอร์สของคนอื่น', slug: 'someone-else' });
  courseId = course.id;
  await aTeacher(db, instructor, [course]);
  const homework = await aHomework(db, course, { title: 'งานเขียนโปรแกรมแรก' });
  await aSection(db, course, {
    name: 'บทที่ 1',
    lectures: [
      { kind: 'document', name: 'เอกสารประกอบ' },
      { kind: 'homework', name: 'งานเขียนโปรแกรมแรก', homework_id: homework.id },
    ],
  });
  await anEnrolment(db, student, course, { plan: course.plan });
  await db
    .insert(schema.homeworkSubmissions)
    .values({ homework_id: homework.id, user_id: student.id, file: 'e2e-hw.py', original_name: 'hello.py' });
});

const GOOD_VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nสวัสดีครับ ยินดีต้อนรับสู่คอร์ส\n';

/** Adds the free-preview video lecture to `section`, its subtitles after it is saved. */
async function addPreviewLecture(page: Page, section: Locator): Promise<void> {
  await section.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-name').fill('ต้อนรับสู่คอร์ส');
  await dialog.getByText('บันทึกบทเรียนก่อน แล้วเปิดแก้ไขอีกครั้งเพื่อเพิ่มคำบรรยาย').waitFor();
  await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
  await dialog.getByText('บทเรียนวิดีโอต้องมีไฟล์หรือลิงก์วิดีโอ').waitFor();
  await dialog.getByTestId('field-video_url').fill('/uploads/preview.mp4');
  await dialog.getByTestId('field-is_preview').check();
  await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
  await section.getByText('ต้อนรับสู่คอร์ส').waitFor();

  await section.getByRole('button', { name: 'แก้ไขบทเรียน' }).click();
  const file = dialog.locator('input[type="file"][accept=".vtt,text/vtt"]');
  await file.setInputFiles({ name: 'wrong.vtt', mimeType: 'text/vtt', buffer: Buffer.from('สวัสดี\n') });
  await dialog.getByText('WebVTT ไม่ถูกต้องที่บรรทัด 1').waitFor();
  await file.setInputFiles({ name: 'th.vtt', mimeType: 'text/vtt', buffer: Buffer.from(GOOD_VTT) });
  await notice(page, 'บันทึกคำบรรยายแล้ว');
  await dialog.getByText('บทเรียนนี้มีคำบรรยายแล้ว เลือกไฟล์ใหม่เพื่อแทนที่').waitFor();
  await dialog.screenshot({ path: screenshotPath('admin-lecture-dialog-desktop') });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

const lectureNames = (section: Locator) => section.getByTestId('lecture-row').locator('p').allTextContents();

/** Drags a lecture up one place with the library's keyboard dragging; the server keeps the order. */
async function dragLectures(page: Page): Promise<void> {
  const chapter = page.getByRole('region', { name: 'บทที่ 1' });
  await chapter.getByLabel('ลากเพื่อย้าย “งานเขียนโปรแกรมแรก” (กด Space แล้วใช้ลูกศร)').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300); // the library animates the move before it accepts the drop
  await page.keyboard.press('Space');
  await notice(page, 'เรียงลำดับใหม่แล้ว');
  await expect.poll(() => lectureNames(chapter)).toEqual(['งานเขียนโปรแกรมแรก', 'เอกสารประกอบ']);

  await page.reload();
  await expect
    .poll(() => lectureNames(page.getByRole('region', { name: 'บทที่ 1' })))
    .toEqual(['งานเขียนโปรแกรมแรก', 'เอกสารประกอบ']);
}

async function gradeHomework(page: Page): Promise<void> {
  const submission = page.getByTestId('submission');
  await submission.getByText('สมชาย ใจดี').waitFor();
  await submission.getByLabel('คะแนน (เต็ม 100)').fill('85');
  await submission.getByLabel('ผ่าน').check();
  await submission.getByLabel('ความเห็นถึงผู้เรียน').fill('ดีมาก ลองแยกฟังก์ชันเพิ่ม');
  await submission.getByRole('button', { name: 'บันทึกผลการตรวจ' }).click();
  await notice(page, 'บันทึกผลการตรวจแล้ว');
  await submission.getByText('ตรวจแล้ว 85 คะแนน').waitFor();
}

describe('course content in the back office', () => {
  it('an instructor builds their course’s outline, drags and reorders it, adds subtitles and grades homework; the student and a visitor see it (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, instructor, PASSWORD, '/admin', DESKTOP);
    await page.getByRole('heading', { name: 'คอร์สที่แก้ไขเนื้อหาได้' }).waitFor();
    expect(await page.getByText('คอร์สของคนอื่น').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('admin-content-courses-desktop'), fullPage: true });
    await page.getByRole('link', { name: 'ไพทอนเบื้องต้น' }).click();

    await page.getByLabel('ชื่อบทใหม่').fill('แนะนำคอร์ส');
    await page.getByRole('button', { name: 'เพิ่มบท', exact: true }).click();
    const intro = page.getByRole('region', { name: 'แนะนำคอร์ส' });
    await intro.waitFor();
    await addPreviewLecture(page, intro);

    const up = intro.getByRole('button', { name: 'เลื่อน “แนะนำคอร์ส” ขึ้น' });
    await up.focus();
    await page.keyboard.press('Enter');
    await notice(page, 'เรียงลำดับใหม่แล้ว');
    await expect.poll(() => page.getByTestId('section-card').first().getAttribute('aria-label')).toBe('แนะนำคอร์ส');
    await dragLectures(page);
    await page.screenshot({ path: screenshotPath('admin-content-outline-desktop'), fullPage: true });

    await gradeHomework(page);
    const res = await page.request.get(`${ctx.stack.baseUrl}/private/admin/courses`);
    expect(res.status()).toBe(403);
    await closeClean({ context, errors });

    const learner = await ctx.visit(`/course/${courseId}-python-basics?learn=true`, DESKTOP);
    await learner.page.getByTestId('learning-player').waitFor();
    await signIn(learner.page, 'somchai', PASSWORD);
    await learner.page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await learner.page
      .getByTestId('lecture-list')
      .getByRole('link', { name: /งานเขียนโปรแกรมแรก/ })
      .click();
    const grade = learner.page.getByTestId('homework-grade');
    await grade.getByText('คะแนน 85/100').waitFor();
    await grade.getByText('ผ่าน', { exact: true }).waitFor();
    await grade.getByText('ดีมาก ลองแยกฟังก์ชันเพิ่ม').waitFor();
    await learner.page.screenshot({ path: screenshotPath('learning-homework-graded-desktop'), fullPage: true });
    await closeClean(learner);

    const visitor = await ctx.visit(`/course/${courseId}-python-basics`, DESKTOP);
    const playlist = await visitor.page.request.get(`${ctx.stack.baseUrl}/public/course/videoplaylist/${courseId}`);
    const items = (await playlist.json()).data.items as { lectures_name: string; locked: boolean; subtitles: unknown[] }[];
    expect(items.map((i) => [i.lectures_name, i.locked, i.subtitles.length])).toEqual([
      ['ต้อนรับสู่คอร์ส', false, 1],
      ['งานเขียนโปรแกรมแรก', true, 0],
      ['เอกสารประกอบ', true, 0],
    ]);
    await visitor.context.close();
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
