// End-to-end: learning (spec §2 ?learn=true player, §3 progress, §4 countdown) on the real
// server, in the system Chromium, on an academy with the site defaults only. The test builds a
// course of two sections (a free preview, videos, a document, a quiz and homework) to which a student
// bought 30 days' access ten days ago, and a course an instructor teaches; a visitor sees only the preview.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  aCourse,
  anEnrolment,
  anInstructor,
  aLectureProgress,
  aSection,
  aStudent,
  aTeacher,
  putLectureMedia,
} from './factories.ts';
import type { LectureRow, MadeCourse, Person } from './factories.ts';
import { useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'learning-e2e-password';
let course: MadeCourse;
let lectures: LectureRow[];
let student: Person;
let instructor: Person;
let taught: MadeCourse;
let taughtVideo: LectureRow;

const ctx = useDefaultsStack(async (db, stack) => {
  await putLectureMedia(stack.db.uploadDir);
  course = await aCourse(db, {
    title: 'เริ่มต้นเขียนโปรแกรมด้วย Python',
    slug: 'python-for-beginners',
    short_description: 'เรียนเขียนโปรแกรมภาษา Python ตั้งแต่ศูนย์',
    plans: [
      { name: 'เรียนได้ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 99_000 },
      { name: 'ต่ออายุ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 49_000, pricing_type: 'renew' },
    ],
  });
  const intro = await aSection(db, course, {
    name: 'เริ่มต้นกับ Python',
    lectures: [
      { kind: 'preview', name: 'Python คืออะไร และทำอะไรได้บ้าง' },
      { name: 'ติดตั้ง Python และ VS Code' },
      { name: 'เขียนโปรแกรมแรกของคุณ' },
      { kind: 'document', name: 'สรุปคำสั่งพื้นฐาน' },
    ],
  });
  const basics = await aSection(db, course, {
    name: 'พื้นฐานการเขียนโปรแกรม',
    sort: 2,
    lectures: [
      { name: 'ตัวแปรและชนิดข้อมูล' },
      { kind: 'quiz', name: 'แบบทดสอบท้ายบท: พื้นฐาน Python' },
      { kind: 'homework', name: 'โปรเจกต์จบ: สคริปต์ช่วยงานของคุณ' },
    ],
  });
  lectures = [...intro.lectures, ...basics.lectures];
  student = await aStudent(db, { password: PASSWORD });
  await anEnrolment(db, student, course, { plan: course.plan, startedDaysAgo: 10, daysLeft: 20 });

  instructor = await anInstructor(db, { password: PASSWORD, firstname: 'อาจารย์', lastname: 'ผู้สอน' });
  taught = await aCourse(db, { title: 'การตลาดออนไลน์สำหรับธุรกิจ', slug: 'online-marketing' });
  [, taughtVideo] = (await aSection(db, taught, { lectures: [{ kind: 'preview' }, {}, { kind: 'homework' }] })).lectures as [
    LectureRow,
    LectureRow,
  ];
  await aTeacher(db, instructor, [taught]);
});
const coursePath = () => `/course/${course.id}-${course.course.slug}`;
const learn = () => `${coursePath()}?learn=true`;

/** The player's video: which lecture it shows and the second it is at. */
async function videoState(page: Page): Promise<{ lecture: number; time: number }> {
  const video = page.getByTestId('lecture-video');
  const lecture = Number(await video.getAttribute('data-lecture'));
  const time = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  return { lecture, time };
}

describe('learning', () => {
  it('a student plays a lecture, leaves, and comes back to the same lecture and second (desktop)', async () => {
    const { context, page, errors } = await ctx.visit(learn(), DESKTOP);
    await page.getByTestId('learning-player').waitFor();
    await signIn(page, student.user.username, PASSWORD);
    await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    // spec §4: the access has 20 days left.
    await expect.poll(() => page.getByTestId('access-countdown').textContent()).toMatch(/(19|20) วัน \d\d:\d\d:\d\d/);
    expect(await page.getByTestId('lecture-list').getByRole('link').count()).toBe(lectures.length);
    expect(await page.locator('.lecture-link[data-locked]').count()).toBe(0);

    // The second lecture, by the next button.
    await page.getByTestId('next-lecture').click();
    await page.locator(`[data-testid="lecture-video"]:not([data-lecture="${lectures[0]!.id}"])`).waitFor();
    const video = page.getByTestId('lecture-video');
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 4, undefined, { timeout: 20_000 });
    const before = await videoState(page);
    expect(before.lecture).toBe(lectures[1]!.id);
    expect(await page.getByTestId('lecture-list').locator('[aria-current="true"]').getAttribute('data-testid')).toBe(
      `lecture-${before.lecture}`,
    );
    await page.screenshot({ path: screenshotPath('learning-player-desktop') });

    // Leave (pagehide sends the keepalive save), come back to ?learn=true without a lecture.
    await page.goto(ctx.stack.baseUrl + '/');
    await page.getByTestId('account-name').waitFor();
    await page.goto(ctx.stack.baseUrl + learn());
    await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await page.getByTestId('resumed-at').waitFor();
    const after = await videoState(page);
    expect(after.lecture).toBe(before.lecture);
    expect(Math.abs(after.time - before.time)).toBeLessThanOrEqual(2);

    // The account page lists the course with its progress and a way back.
    await page.goto(ctx.stack.baseUrl + '/myaccount');
    const mine = page.getByTestId('my-course').first();
    await mine.waitFor();
    expect(await mine.getByTestId('continue-learning').getAttribute('href')).toBe(learn());
    await page.getByTestId('my-courses').screenshot({ path: screenshotPath('learning-my-courses-desktop') });
    await closeClean({ context, errors });
  });

  it('a student takes the quiz lecture and sees the result (phone)', async () => {
    const { context, page, errors } = await ctx.visit(learn(), PHONE);
    await page.getByTestId('learning-player').waitFor();
    await signIn(page, student.user.username, PASSWORD);
    await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await page.screenshot({ path: screenshotPath('learning-player-phone') });
    await page
      .getByTestId('lecture-list')
      .getByRole('link', { name: /แบบทดสอบท้ายบท/ })
      .click();
    const quiz = page.getByTestId('quiz-lecture');
    await quiz.waitFor();
    const questions = quiz.locator('fieldset');
    const n = await questions.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await questions.nth(i).getByRole('radio').first().check();
    await page.getByTestId('quiz-submit').click();
    const result = page.getByTestId('quiz-result');
    await result.waitFor();
    expect(await result.textContent()).toMatch(/ได้ \d+ จาก \d+ คะแนน/);
    expect(await quiz.locator('.quiz__choice[data-right]').count()).toBe(n);
    await page.screenshot({ path: screenshotPath('learning-quiz-phone'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('a visitor sees the previews only, with locks and a way to buy (phone)', async () => {
    const { context, page, errors } = await ctx.visit(learn(), PHONE);
    await page.locator('[data-testid="learning-player"][data-viewer="visitor"]').waitFor();
    await page.getByTestId('visitor-notice').waitFor();
    expect(await page.getByTestId('buy-link').getAttribute('href')).toBe(coursePath());
    // The preview lecture opens; every other lecture carries a lock.
    const links = page.getByTestId('lecture-list').getByRole('link');
    const first = await links.first().getAttribute('data-testid');
    expect(first).toBe(`lecture-${(await videoState(page)).lecture}`);
    const locked = page.locator('.lecture-link[data-locked]');
    expect(await locked.count()).toBe((await links.count()) - 1);
    await locked.first().click();
    await page.getByTestId('locked-lecture').waitFor();
    expect(await page.getByTestId('lecture-video').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('learning-visitor-phone'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('the instructor sees their courses and the progress of a student of one (desktop)', async () => {
    // The student owns the instructor's course too, with its first paid video watched.
    const db = ctx.stack.db.handle.db;
    await anEnrolment(db, student, taught);
    await aLectureProgress(db, student, taughtVideo);

    const { context, page, errors } = await ctx.visit('/', DESKTOP);
    await signIn(page, instructor.user.username, PASSWORD);
    // The account menu offers the instructor room to instructors.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-instructor').click();
    const courses = page.getByTestId('instructor-courses');
    await courses.waitFor();
    await courses.getByTestId(`show-students-${taught.id}`).click();
    const students = page.getByTestId('instructor-students');
    await students.waitFor();
    await expect.poll(() => students.textContent()).toContain(student.user.email);
    // One lecture of the course done: a percent above zero.
    expect(await students.textContent()).toMatch(/[1-9]\d*\s*%/);
    await page.screenshot({ path: screenshotPath('learning-instructor-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });
});
