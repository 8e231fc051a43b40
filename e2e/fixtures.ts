// Rows the end-to-end tests build on an academy that holds only the site defaults: the site's
// settings and texts, its registration questions (spec §3 custom labels), course outlines with a
// playable preview video, and pictures in the upload folder. The rest comes from the server's test
// factories.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { schema, type Db } from '@rian/db';
import { aBankAccount, type MadeCourse, type Person } from './factories.ts';
import { DESKTOP, useStack, type Stack, type StackContext, type StackOptions, type Visit } from './harness.ts';

const DAY_MS = 86_400_000;
const bundledPreviewVideo = resolve(import.meta.dirname, '../packages/db/assets/preview.mp4');

export const dbOf = (stack: Stack): Db => stack.db.handle.db;

/** The mails of `kind` to the address `to` in the stack's outbox, the newest first. */
export function mailsTo(stack: Stack, kind: string, to: string) {
  const outbox = schema.mailOutbox;
  return dbOf(stack)
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.to_address, to)))
    .orderBy(desc(outbox.id));
}

/** Signs in through the log-in form the back office shows a visitor at /admin. */
export async function signInAtAdmin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('admin-denied').waitFor();
  await page.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill(username);
  const field = page.getByLabel('รหัสผ่าน', { exact: true });
  await field.fill(password);
  await field.press('Enter');
}

/** Opens `path` as a fresh visitor, who signs in there through the back office's log-in form as `person`. */
export async function visitSignedIn(
  ctx: StackContext,
  person: Person,
  password: string,
  path: string,
  viewport = DESKTOP,
): Promise<Visit> {
  const visit = await ctx.visit(path, viewport);
  await signInAtAdmin(visit.page, person.user.username, password);
  return visit;
}

/** Waits for the back office's notice that says `text`. */
export const notice = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();

/** A course page's address (spec §2: the id, then the slug). */
export const coursePath = (made: MadeCourse): string => `/course/${made.id}-${made.course.slug}`;

/**
 * A course's texts as a real course page has them: a summary, several paragraphs and highlights, so
 * that the page is longer than a screen and its lower parts load only as they come near (spec §2).
 */
export const COURSE_TEXT = {
  short_description: 'เรียนรู้ตั้งแต่พื้นฐานจนลงมือทำได้จริง พร้อมตัวอย่างจากธุรกิจไทย',
  description: Array.from(
    { length: 6 },
    (_, i) =>
      `ย่อหน้าที่ ${i + 1}: คอร์สนี้พาผู้เรียนไปทีละขั้น ตั้งแต่การวางแผน การลงมือทำ จนถึงการวัดผล ` +
      'พร้อมแบบฝึกหัดหลังทุกบทเรียน และตัวอย่างจริงที่นำไปใช้กับงานของตัวเองได้ทันที',
  ).join('\n\n'),
  highlights: ['เรียนได้ทุกที่ทุกเวลา', 'แบบฝึกหัดหลังทุกบทเรียน', 'ถามผู้สอนได้ตลอดคอร์ส', 'ใบประกาศนียบัตรเมื่อเรียนจบ'],
  level: 'เริ่มต้น',
};

/** A registration window that opened a week ago and closes in a month (spec §3). */
export function openWindow(now = new Date()): { start_reg_date: Date; end_reg_date: Date } {
  return { start_reg_date: new Date(now.getTime() - 7 * DAY_MS), end_reg_date: new Date(now.getTime() + 30 * DAY_MS) };
}

/** Site settings row 1 with `patch` over the site defaults. Site settings are memoised by the server: call before the first request. */
export async function siteSettings(db: Db, patch: Partial<typeof schema.siteSettings.$inferInsert>): Promise<void> {
  await db.update(schema.siteSettings).set(patch).where(eq(schema.siteSettings.id, 1));
}

/** A shop as a buyer meets it: how-to-buy text, contact details, and user groups switched on (spec §6). */
export const SHOP_SETTINGS: Partial<typeof schema.siteSettings.$inferInsert> = {
  is_enable_howtobuy: 1,
  howtobuy_description: '1. เลือกคอร์ส\n2. ชำระเงิน\n3. เริ่มเรียน',
  contact_email: 'hello@academy.example',
  contact_tel: '02-000-0000',
  user_group_enabled: 1,
};

/**
 * The stack of a shop test: an academy with the site defaults only, set up as a buyer meets it
 * (SHOP_SETTINGS); `build` then adds the test's own rows.
 */
export function useShopStack(build: (db: Db, stack: Stack) => Promise<void>, options: DefaultsStackOptions = {}) {
  return useDefaultsStack(async (db, stack) => {
    await siteSettings(db, SHOP_SETTINGS);
    await build(db, stack);
  }, options);
}

/**
 * The stack of a checkout test: a shop (useShopStack) whose registration asks its questions and which
 * takes bank transfers to one account; `build` then adds the test's own rows.
 */
export function useCheckoutStack(build: (db: Db, stack: Stack) => Promise<void>) {
  return useShopStack(async (db, stack) => {
    await registrationQuestions(db);
    await aBankAccount(db);
    await build(db, stack);
  });
}

/** How a stack with the site defaults only may differ from the usual one (its public host, say). */
export type DefaultsStackOptions = Omit<StackOptions, 'seed' | 'production'>;

/** The stack of a test that builds its own rows (`build`) on an academy with the site defaults only. */
export function useDefaultsStack(build: (db: Db, stack: Stack) => Promise<void>, options: DefaultsStackOptions = {}) {
  return useStack((stack) => build(dbOf(stack), stack), { ...options, seed: 'defaults' });
}

/** A customised text (architecture.md, i18n), e.g. the home page's hero title. */
export async function aTextOverride(db: Db, lang: 'th' | 'en', key: string, value: string): Promise<void> {
  await db.insert(schema.textOverrides).values({ lang, key, value });
}

export async function aCategory(db: Db, spec: Partial<typeof schema.categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.categories)
    .values({ name: 'ธุรกิจและการตลาด', name_en: 'Business & Marketing', link_path: 'business', ...spec })
    .returning();
  return row!;
}

/** spec §3: one registration question of every type, in this order; the select and the consent are required. */
export const REGISTRATION_QUESTIONS = [
  { type_label: 'inputtext', label: 'ชื่อบริษัทหรือหน่วยงาน', required: 0, item_list: [] },
  { type_label: 'select', label: 'ระดับการศึกษาสูงสุด', required: 1, item_list: ['ต่ำกว่าปริญญาตรี', 'ปริญญาตรี', 'ปริญญาโท', 'ปริญญาเอก'] },
  {
    type_label: 'multiple',
    label: 'หัวข้อที่สนใจ (เลือกได้หลายข้อ)',
    required: 0,
    item_list: ['การตลาดออนไลน์', 'การเขียนโปรแกรม', 'การออกแบบ', 'ภาษาต่างประเทศ'],
  },
  { type_label: 'checkbox', label: 'การยินยอม', required: 1, item_list: ['ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว'] },
  { type_label: 'radio', label: 'รู้จักเราจากช่องทางใด', required: 0, item_list: ['Facebook', 'Google', 'YouTube', 'เพื่อนแนะนำ'] },
  { type_label: 'image', label: 'รูปบัตรนักศึกษา (สำหรับสิทธิ์ส่วนลดนักศึกษา)', required: 0, item_list: [] },
] as const;

export async function registrationQuestions(db: Db) {
  return db
    .insert(schema.customLabels)
    .values(REGISTRATION_QUESTIONS.map((q, i) => ({ ...q, item_list: [...q.item_list], order_label: i + 1 })))
    .returning();
}

/** The bundled preview video (6 s, H.264) in the upload folder; its public URL. */
export async function previewVideo(stack: Stack): Promise<string> {
  await copyFile(bundledPreviewVideo, join(stack.db.uploadDir, 'preview.mp4'));
  return '/uploads/preview.mp4';
}

/** A gradient picture written to the upload folder; its public URL. */
export async function aPicture(
  stack: Stack,
  file: string,
  color = '#2563eb',
  size = { width: 600, height: 314 },
): Promise<string> {
  const path = join(stack.db.uploadDir, file);
  await mkdir(dirname(path), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="50%" cy="50%" r="30%" fill="#fff" fill-opacity="0.4"/></svg>`;
  await writeFile(path, await sharp(Buffer.from(svg)).jpeg().toBuffer());
  return `/uploads/${file}`;
}

/**
 * Two sections of video lectures for the course, the first lecture a free preview (spec §2) playing
 * `videoUrl`.
 */
export async function anOutline(db: Db, courseId: number, videoUrl: string | null = null): Promise<void> {
  const outline: [string, string[]][] = [
    ['เริ่มต้น', ['แนะนำคอร์ส', 'เตรียมเครื่องมือ']],
    ['ลงมือทำ', ['บทเรียนแรก', 'บทเรียนที่สอง', 'สรุป']],
  ];
  for (const [s, [sectionName, lectures]] of outline.entries()) {
    const [section] = await db
      .insert(schema.sections)
      .values({ course_id: courseId, name: sectionName, sort: s + 1 })
      .returning();
    await db.insert(schema.lectures).values(
      lectures.map((name, l) => ({
        course_id: courseId,
        section_id: section!.id,
        name,
        video_url: videoUrl,
        duration_seconds: 300,
        is_preview: s === 0 && l === 0 ? 1 : 0,
        sort: l + 1,
      })),
    );
  }
}
