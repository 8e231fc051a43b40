// End-to-end: a course's quizzes and homework in the back office, in the system Chromium. An
// administrator makes a quiz of two questions (a pass mark out of range is refused on its field),
// reopens it, makes homework that takes PDF and Word files, and names the quiz in a lecture; an
// enrolled student then passes it in the player. On a phone the course's instructor reorders the
// questions, and an instructor of another course is refused.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aCourse, anAdmin, anEnrolment, anInstructor, aSection, aStudent, aTeacher } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';
import { addQuizLecture, fillQuestion } from './admin-steps.ts';

const PASSWORD = 'assignments-e2e-password';
let admin: Person;
let instructor: Person;
let stranger: Person;
let student: Person;
let courseId: number;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  instructor = await anInstructor(db, { username: 'teacher', password: PASSWORD });
  stranger = await anInstructor(db, { username: 'other-teacher', password: PASSWORD });
  student = await aStudent(db, { username: 'learner', password: PASSWORD });
  const course = await aCourse(db, { title: 'ไพทอนเบื้องต้น', slug: 'python-basics', is_published: true });
  const other = await aCourse(db, { title: 'คอร์สของคนอื่น', slug: 'someone-else' });
  courseId = course.id;
  await aTeacher(db, instructor, [course]);
  await aTeacher(db, stranger, [other]);
  await aSection(db, course, { name: 'บทที่ 1', lectures: [{ kind: 'document', name: 'เอกสารประกอบ' }] });
  await anEnrolment(db, student, course, { plan: course.plan });
});

async function makeQuiz(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'เพิ่มแบบทดสอบ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ชื่อแบบทดสอบ').fill('แบบทดสอบท้ายบทที่ 1');
  await dialog.getByLabel('เกณฑ์ผ่าน (%)').fill('150');
  const cards = dialog.getByTestId('question-card');
  await fillQuestion(cards.nth(0), 'Python เป็นภาษาประเภทใด', ['ภาษาโปรแกรม', 'ภาษามาร์กอัป'], 1);
  await dialog.getByRole('button', { name: 'เพิ่มคำถาม' }).click();
  await fillQuestion(cards.nth(1), 'คำสั่งใดแสดงข้อความบนหน้าจอ', ['input()', 'print()', 'len()'], 2);

  await dialog.getByRole('button', { name: 'บันทึกแบบทดสอบ' }).click();
  await dialog.getByText('กรุณากรอกตัวเลขระหว่าง 0 ถึง 100').waitFor();
  expect(await dialog.getByLabel('เกณฑ์ผ่าน (%)').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('เกณฑ์ผ่าน (%)').fill('50');
  await dialog.getByRole('button', { name: 'บันทึกแบบทดสอบ' }).click();
  await notice(page, 'บันทึกแล้ว');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('quiz-row').getByText('2 คำถาม · เกณฑ์ผ่าน 50%').waitFor();
}

async function reopenQuiz(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'แก้ไข “แบบทดสอบท้ายบทที่ 1”' }).click();
  const dialog = page.getByRole('dialog');
  const cards = dialog.getByTestId('question-card');
  await cards.nth(1).waitFor();
  expect(await cards.nth(0).getByRole('textbox', { name: 'คำถาม', exact: true }).inputValue()).toBe('Python เป็นภาษาประเภทใด');
  expect(await cards.nth(1).getByLabel('ตัวเลือกที่ 3', { exact: true }).inputValue()).toBe('len()');
  expect(await cards.nth(1).getByRole('radio', { name: 'ตัวเลือกที่ 2 เป็นคำตอบที่ถูก' }).isChecked()).toBe(true);
  expect(await dialog.getByLabel('เกณฑ์ผ่าน (%)').inputValue()).toBe('50%');
  await page.screenshot({ path: screenshotPath('admin-quiz-editor-desktop'), fullPage: true });
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function makeHomework(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'เพิ่มงานที่มอบหมาย' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ชื่องาน').fill('รายงานโปรเจกต์แรก');
  await dialog.getByLabel('คำชี้แจง').fill('เขียนสคริปต์ที่อ่านไฟล์ CSV แล้วสรุปผล ส่งเป็นรายงาน');
  const types = dialog.getByLabel('ชนิดไฟล์ที่รับ');
  await types.fill('PDF');
  await types.press('Enter');
  await types.fill('docx');
  await types.press('Enter');
  await types.press('Tab');
  await dialog.getByRole('button', { name: 'บันทึกงานที่มอบหมาย' }).click();
  await notice(page, 'บันทึกแล้ว');
  const row = page.getByTestId('homework-row');
  await row.getByText('pdf', { exact: true }).waitFor();
  await row.getByText('docx', { exact: true }).waitFor();
}

async function quizLecture(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'กลับไปที่บทและบทเรียน' }).click();
  await addQuizLecture(page, page.getByRole('region', { name: 'บทที่ 1' }), 'แบบทดสอบท้ายบท', 'แบบทดสอบท้ายบทที่ 1');
}

describe('quizzes and homework in the back office', () => {
  it('an administrator makes a quiz and homework, a lecture names the quiz, and a student passes it (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/courses/${courseId}/content`, DESKTOP);
    await page.getByRole('link', { name: 'แบบทดสอบและงานที่มอบหมาย' }).click();
    await page.getByRole('heading', { name: 'แบบทดสอบและงานที่มอบหมาย', level: 1 }).waitFor();
    await makeQuiz(page);
    await reopenQuiz(page);
    await makeHomework(page);
    await page.screenshot({ path: screenshotPath('admin-assignments-desktop'), fullPage: true });
    await quizLecture(page);
    await closeClean({ context, errors });

    const learner = await ctx.visit(`/course/${courseId}-python-basics?learn=true`, DESKTOP);
    await learner.page.getByTestId('learning-player').waitFor();
    await signIn(learner.page, student.user.username, PASSWORD);
    await learner.page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await learner.page
      .getByTestId('lecture-list')
      .getByRole('link', { name: /แบบทดสอบท้ายบท/ })
      .click();
    const quiz = learner.page.getByTestId('quiz-lecture');
    await quiz.getByRole('radio', { name: 'ภาษาโปรแกรม' }).check();
    await quiz.getByRole('radio', { name: 'print()' }).check();
    await learner.page.getByTestId('quiz-submit').click();
    await learner.page.locator('[data-testid="quiz-result"][data-passed]').waitFor();
    expect(await learner.page.getByTestId('quiz-result').textContent()).toMatch(/ได้ 2 จาก 2 คะแนน/);
    await closeClean(learner);
  });

  it('the course’s instructor reorders the questions on a phone; an instructor of another course is refused', async () => {
    const path = `/admin/courses/${courseId}/assignments`;
    const { context, page, errors } = await visitSignedIn(ctx, instructor, PASSWORD, path, PHONE);
    await page.getByRole('button', { name: 'แก้ไข “แบบทดสอบท้ายบทที่ 1”' }).click();
    const dialog = page.getByRole('dialog');
    const first = dialog.getByTestId('question-card').first().getByRole('textbox', { name: 'คำถาม', exact: true });
    await dialog.getByRole('button', { name: 'เลื่อนคำถามที่ 2 ขึ้น' }).click();
    expect(await first.inputValue()).toBe('คำสั่งใดแสดงข้อความบนหน้าจอ');
    await page.screenshot({ path: screenshotPath('admin-quiz-editor-phone'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'บันทึกแบบทดสอบ' }).click();
    await notice(page, 'บันทึกแล้ว');
    await page.screenshot({ path: screenshotPath('admin-assignments-phone'), fullPage: true });
    await closeClean({ context, errors });

    const other = await visitSignedIn(ctx, stranger, PASSWORD, path, PHONE);
    await other.page.getByTestId('assignments-denied').waitFor();
    expect(await other.page.getByText('คุณไม่มีสิทธิ์แก้ไขเนื้อหาของคอร์สนี้').count()).toBe(1);
    expect(await other.page.getByTestId('quiz-row').count()).toBe(0);
    await other.context.close();
  });
});
