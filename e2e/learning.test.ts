// End-to-end: learning (spec §2 ?learn=true player, §3 progress, §4 countdown) on the real
// server and the seeded academy, in the system Chromium. The student owns course 3 (seed: 30-day
// access bought ten days ago); a visitor sees only the preview lecture.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { schema } from '@rian/db';
import { DESKTOP, PHONE, screenshotPath, useStack } from './harness.ts';
import { coursePath, signIn } from './journeys.ts';

const ctx = useStack();
const LEARN = `${coursePath(3)}?learn=true`;

/** The player's video: which lecture it shows and the second it is at. */
async function videoState(page: Page): Promise<{ lecture: number; time: number }> {
  const video = page.getByTestId('lecture-video');
  const lecture = Number(await video.getAttribute('data-lecture'));
  const time = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  return { lecture, time };
}

describe('learning', () => {
  it('a student plays a lecture, leaves, and comes back to the same lecture and second (desktop)', async () => {
    const { context, page, errors } = await ctx.visit(LEARN, DESKTOP);
    await page.getByTestId('learning-player').waitFor();
    await signIn(page, 'student', 'rian-student-demo');
    await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    // spec §4: the seeded access has 20 days left.
    await expect.poll(() => page.getByTestId('access-countdown').textContent()).toMatch(/(19|20) วัน \d\d:\d\d:\d\d/);
    expect(await page.getByTestId('lecture-list').getByRole('link').count()).toBeGreaterThan(10);
    expect(await page.locator('.lecture-link[data-locked]').count()).toBe(0);

    // The second lecture, by the next button.
    await page.getByTestId('next-lecture').click();
    await page.locator('[data-testid="lecture-video"]:not([data-lecture="1"])').waitFor();
    const video = page.getByTestId('lecture-video');
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 4, undefined, { timeout: 20_000 });
    const before = await videoState(page);
    expect(before.lecture).toBeGreaterThan(1);
    expect(await page.getByTestId('lecture-list').locator('[aria-current="true"]').getAttribute('data-testid')).toBe(
      `lecture-${before.lecture}`,
    );
    await page.screenshot({ path: screenshotPath('learning-player-desktop') });

    // Leave (pagehide sends the keepalive save), come back to ?learn=true without a lecture.
    await page.goto(ctx.stack.baseUrl + '/');
    await page.getByTestId('account-name').waitFor();
    await page.goto(ctx.stack.baseUrl + LEARN);
    await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
    await page.getByTestId('resumed-at').waitFor();
    const after = await videoState(page);
    expect(after.lecture).toBe(before.lecture);
    expect(Math.abs(after.time - before.time)).toBeLessThanOrEqual(2);

    // The account page lists the course with its progress and a way back.
    await page.goto(ctx.stack.baseUrl + '/myaccount');
    const mine = page.getByTestId('my-course').first();
    await mine.waitFor();
    expect(await mine.getByTestId('continue-learning').getAttribute('href')).toBe(LEARN);
    await page.getByTestId('my-courses').screenshot({ path: screenshotPath('learning-my-courses-desktop') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student takes the quiz lecture and sees the result (phone)', async () => {
    const { context, page, errors } = await ctx.visit(LEARN, PHONE);
    await page.getByTestId('learning-player').waitFor();
    await signIn(page, 'student', 'rian-student-demo');
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor sees the previews only, with locks and a way to buy (phone)', async () => {
    const { context, page, errors } = await ctx.visit(LEARN, PHONE);
    await page.locator('[data-testid="learning-player"][data-viewer="visitor"]').waitFor();
    await page.getByTestId('visitor-notice').waitFor();
    expect(await page.getByTestId('buy-link').getAttribute('href')).toBe(coursePath(3));
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the instructor sees their courses and the progress of a student of one (desktop)', async () => {
    // The seeded teacher teaches course 1; here the student owns it too, with one lecture done.
    const db = ctx.stack.db.handle.db;
    const [student] = await db.select().from(schema.users).where(eq(schema.users.username, 'student'));
    const [first] = await db
      .select()
      .from(schema.lectures)
      .where(and(eq(schema.lectures.course_id, 1), eq(schema.lectures.content_type, 'video')))
      .orderBy(asc(schema.lectures.id))
      .limit(1);
    await db.insert(schema.courseAccess).values({ user_id: student!.id, course_id: 1 }).onConflictDoNothing();
    await db.insert(schema.lectureProgress).values({
      user_id: student!.id,
      course_id: 1,
      lecture_id: first!.id,
      progress_seconds: first!.duration_seconds,
      read: true,
    });

    const { context, page, errors } = await ctx.visit('/', DESKTOP);
    await signIn(page, 'teacher', 'rian-teacher-demo');
    // The account menu offers the instructor room to instructors.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-instructor').click();
    const courses = page.getByTestId('instructor-courses');
    await courses.waitFor();
    await courses.getByTestId('show-students-1').click();
    const students = page.getByTestId('instructor-students');
    await students.waitFor();
    await expect.poll(() => students.textContent()).toContain('student@rian-academy.example');
    // One lecture of the course done: a percent above zero.
    expect(await students.textContent()).toMatch(/[1-9]\d*\s*%/);
    await page.screenshot({ path: screenshotPath('learning-instructor-desktop'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
