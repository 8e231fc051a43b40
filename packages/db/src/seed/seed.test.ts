// The demo seed on an in-memory PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
// database: coverage of the spec's scenarios (§2 layouts, §3 entities, §6 access, §9 listing
// rules), idempotency, media regeneration and sequences moved past the fixed ids.
import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type DbHandle } from '../client.ts';
import * as s from '../schema/index.ts';
import { DEMO_COURSE_IDS, DEMO_LOGINS, LEARNING_SEED_NAME, seedDemo, type SeedResult } from './index.ts';

const NOW = new Date('2025-06-01T03:00:00Z');

const TABLES: Record<string, PgTable> = {
  site_settings: s.siteSettings,
  text_overrides: s.textOverrides,
  user_groups: s.userGroups,
  users: s.users,
  user_group_members: s.userGroupMembers,
  categories: s.categories,
  teachers: s.teachers,
  courses: s.courses,
  course_teachers: s.courseTeachers,
  sections: s.sections,
  lectures: s.lectures,
  pricing_plans: s.pricingPlans,
  products: s.products,
  shipping_fees: s.shippingFees,
  coupons: s.coupons,
  promotions: s.promotions,
  payment_methods: s.paymentMethods,
  bank_accounts: s.bankAccounts,
  custom_labels: s.customLabels,
  course_access: s.courseAccess,
  seed_runs: s.seedRuns,
};

const SERIAL_TABLES = Object.keys(TABLES).filter(
  (t) => !['site_settings', 'payment_methods', 'user_group_members', 'course_teachers', 'seed_runs'].includes(t),
);

async function tableCounts(handle: DbHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

/** Every '/uploads/<file>' the seeded rows point at. */
async function referencedUploads(handle: DbHandle): Promise<string[]> {
  const { db } = handle;
  const urls: (string | null)[] = [];
  for (const r of await db.select().from(s.siteSettings)) urls.push(r.logo_url, r.favicon_url, r.og_image_url);
  for (const r of await db.select().from(s.courses)) urls.push(r.picture_url, r.video_url, r.og_image_url);
  for (const r of await db.select().from(s.lectures)) urls.push(r.video_url);
  for (const r of await db.select().from(s.teachers)) urls.push(r.picture_url);
  for (const r of await db.select().from(s.users)) urls.push(r.display_img_url);
  for (const r of await db.select().from(s.products)) urls.push(r.picture_url, ...r.image_detail.map((i) => i.url));
  for (const r of await db.select().from(s.promotions)) urls.push(r.picture_url);
  for (const r of await db.select().from(s.bankAccounts)) urls.push(r.prompt_pay_image);
  const files = new Set<string>();
  for (const u of urls) {
    if (u === null) continue;
    expect(u).toMatch(/^\/uploads\/(private\/)?[a-z0-9-]+\.(jpg|png|mp4)$/);
    files.add(u.slice('/uploads/'.length));
  }
  return [...files].sort();
}

interface Target {
  handle: DbHandle;
  /** A second connection to the same database, to race two seeds against each other. */
  other: DbHandle;
  dispose(): Promise<void>;
}

function seedSuite(label: string, open: () => Promise<Target>) {
  describe(label, () => {
    let target: Target;
    let handle: DbHandle;
    let uploadDir: string;
    let first: SeedResult[];
    let countsAfterFirst: Record<string, number>;

    beforeAll(async () => {
      target = await open();
      handle = target.handle;
      await migrate(handle);
      uploadDir = await mkdtemp(join(tmpdir(), 'rian-seed-'));
      // Two starts at once: the marker must let exactly one of them apply the rows.
      first = await Promise.all([seedDemo(handle, { uploadDir, now: NOW }), seedDemo(target.other, { uploadDir, now: NOW })]);
      countsAfterFirst = await tableCounts(handle);
    }, 60_000);

    afterAll(async () => {
      await target?.dispose();
      if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
    });

    it('applies exactly once even when two instances start together', () => {
      expect(first.map((r) => r.applied).sort()).toEqual([false, true]);
      expect(countsAfterFirst.seed_runs).toBe(2);
    });

    it('sets up the site (spec §2 flags, §5 contact switches, §9 auto-cancel)', async () => {
      const [site] = await handle.db.select().from(s.siteSettings);
      expect(site).toMatchObject({
        id: 1,
        title_en: 'Rian Academy',
        course_layout: 'default',
        course_teacher: 1,
        course_group: 1,
        course_bestseller: 1,
        auto_cancel: 48,
        vat_rate_bp: 700,
        is_enable_howtobuy: 1,
      });
      expect(site?.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(site?.howtobuy_description).toMatch(/ชำระเงิน/);
      expect(site?.og_image_url).toMatch(/^\/uploads\//);
      const fields = site?.contact_fields;
      expect(Object.keys(fields ?? {}).sort()).toEqual(
        ['address', 'displayImgUrl', 'email', 'firstname', 'lastname', 'nickname', 'studentGroupKpi', 'tel'].sort(),
      );
      expect(fields?.email).toEqual({ enable: true, require: true });
      for (const f of Object.values(fields ?? {})) if (f.require) expect(f.enable).toBe(true);
      const overrides = await handle.db.select().from(s.textOverrides);
      expect(overrides.some((o) => o.lang === 'th' && o.key === 'home.heroTitle')).toBe(true);
    });

    it('covers every course scenario', async () => {
      const courses = await handle.db.select().from(s.courses);
      const categories = await handle.db.select().from(s.categories);
      expect(courses.length).toBeGreaterThanOrEqual(12);
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(categories.map((c) => c.link_path)).toEqual(
        expect.arrayContaining(['business', 'programming', 'design', 'language']),
      );
      const byId = new Map(courses.map((c) => [c.id, c]));
      const course = (id: number) => {
        const c = byId.get(id);
        if (!c) throw new Error(`course ${id} missing`);
        return c;
      };

      const layouts = new Set(courses.map((c) => c.layout));
      for (const l of ['1', '3', '4', 'default', null]) expect(layouts).toContain(l);
      expect(courses.filter((c) => c.layout === null).length).toBeGreaterThanOrEqual(2);
      expect(course(DEMO_COURSE_IDS.layout1).layout).toBe('1');
      expect(course(DEMO_COURSE_IDS.layout3).layout).toBe('3');
      expect(course(DEMO_COURSE_IDS.layout4).layout).toBe('4');
      expect(course(DEMO_COURSE_IDS.layoutDefault).layout).toBe('default');
      expect(courses.filter((c) => c.is_bestseller === 1).length).toBeGreaterThanOrEqual(3);

      expect(course(DEMO_COURSE_IDS.seatLimited)).toMatchObject({ seat: 30, seats_taken: 27 });
      expect(course(DEMO_COURSE_IDS.full)).toMatchObject({ seat: 20, seats_taken: 20 });
      const closed = course(DEMO_COURSE_IDS.closedWindow);
      expect(closed.end_reg_date!.getTime()).toBeLessThan(NOW.getTime());
      const future = course(DEMO_COURSE_IDS.futureWindow);
      expect(future.start_reg_date!.getTime()).toBeGreaterThan(NOW.getTime());
      const open = courses.filter((c) => c.start_reg_date && c.end_reg_date && c.start_reg_date < NOW && c.end_reg_date > NOW);
      expect(open.length).toBeGreaterThanOrEqual(2);

      const groups = await handle.db.select().from(s.userGroups);
      expect(groups.length).toBeGreaterThanOrEqual(3);
      expect(groups.filter((g) => g.is_default === 1)).toHaveLength(1);
      const restricted = course(DEMO_COURSE_IDS.groupRestricted).course_for_user_group;
      expect(restricted.length).toBeGreaterThan(0);
      for (const g of restricted) expect(groups.map((x) => x.id)).toContain(g);
      const members = await handle.db.select().from(s.userGroupMembers).where(eq(s.userGroupMembers.group_id, restricted[0]!));
      expect(members.length).toBeGreaterThan(0);

      const english = course(DEMO_COURSE_IDS.english);
      expect(english.course_language).toBe('en');
      expect(english.title).not.toMatch(/[\u0E00-\u0E7F]/);
      expect(english.description).not.toMatch(/[\u0E00-\u0E7F]/);
      expect(course(DEMO_COURSE_IDS.unpublished).is_published).toBe(false);
      expect(courses.filter((c) => !c.is_published)).toHaveLength(1);

      for (const c of courses) {
        expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(c.highlights.length).toBeGreaterThanOrEqual(4);
        expect(c.highlights.length).toBeLessThanOrEqual(6);
        expect(c.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
        expect(c.picture_url).toBe(`/uploads/course-${c.id}.jpg`);
        if (c.course_language === 'th') expect(c.title + c.short_description).toMatch(/[\u0E00-\u0E7F]/);
      }
      expect(courses.filter((c) => c.meta_title !== null).length).toBeGreaterThanOrEqual(2);
      expect(new Set(courses.map((c) => c.slug)).size).toBe(courses.length);
    });

    it('gives every course an outline of 2-4 sections and 2-5 lectures each, first lecture as preview', async () => {
      const courses = await handle.db.select().from(s.courses);
      const sections = await handle.db.select().from(s.sections);
      const lectures = await handle.db.select().from(s.lectures);
      for (const c of courses) {
        const own = sections.filter((x) => x.course_id === c.id).sort((a, b) => a.sort - b.sort);
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(4);
        for (const sec of own) {
          const n = lectures.filter((l) => l.section_id === sec.id).length;
          expect(n).toBeGreaterThanOrEqual(2);
          expect(n).toBeLessThanOrEqual(5);
        }
        const firstSection = own[0]!;
        const firstLecture = lectures.filter((l) => l.section_id === firstSection.id).sort((a, b) => a.sort - b.sort)[0];
        expect(firstLecture?.is_preview).toBe(1);
        expect(lectures.filter((l) => l.course_id === c.id && l.is_preview === 1)).toHaveLength(1);
      }
      const types = lectures.map((l) => l.content_type);
      expect(types).toContain('quiz');
      expect(types).toContain('homework');
      expect(types.filter((t) => t === 'video').length).toBeGreaterThan(lectures.length * 0.8);
      for (const l of lectures.filter((x) => x.content_type === 'video')) {
        // Previews are public; the paid lectures' video sits in the private part of the upload folder.
        expect(l.video_url).toBe(l.is_preview === 1 ? '/uploads/preview.mp4' : '/uploads/private/lecture.mp4');
        expect(l.duration_seconds).toBeGreaterThanOrEqual(60);
      }
    });

    it('links teachers to courses and one teacher to the instructor', async () => {
      const teachers = await handle.db.select().from(s.teachers);
      const links = await handle.db.select().from(s.courseTeachers);
      const courses = await handle.db.select().from(s.courses);
      expect(teachers.length).toBeGreaterThanOrEqual(4);
      for (const c of courses) {
        const n = links.filter((l) => l.course_id === c.id).length;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(2);
      }
      const [instructor] = await handle.db.select().from(s.users).where(eq(s.users.role, 'instructor'));
      expect(teachers.filter((t) => t.user_id === instructor?.id)).toHaveLength(1);
    });

    it('has every pricing plan case (spec §3, §6, §9)', async () => {
      const plans = await handle.db.select().from(s.pricingPlans);
      const courses = await handle.db.select().from(s.courses);
      for (const t of ['Period', 'Actual', 'One-Time Payment', 'Free']) expect(plans.map((p) => p.plan_type)).toContain(t);
      expect(plans.some((p) => p.plan_type === 'Period' && p.term === 6 && p.term_unit === 'Month(s)')).toBe(true);
      expect(plans.some((p) => p.plan_type === 'Actual' && p.term === 30 && p.term_unit === 'Day(s)')).toBe(true);
      expect(plans.some((p) => p.plan_type === 'Actual' && p.term_unit === 'Hour(s)')).toBe(true);
      expect(plans.some((p) => p.plan_type === 'Free' && p.need_approval === 1 && p.price === 0)).toBe(true);
      expect(plans.some((p) => p.is_for_member === 1)).toBe(true);
      expect(plans.some((p) => p.pricing_type === 'renew')).toBe(true);
      expect(plans.some((p) => p.status_show === 0)).toBe(true);
      expect(plans.some((p) => p.price === null)).toBe(true);
      expect(new Set(plans.filter((p) => p.price_usd !== null).map((p) => p.course_id)).size).toBeGreaterThanOrEqual(3);
      expect(courses.some((c) => plans.filter((p) => p.course_id === c.id).every((p) => p.price_usd === null))).toBe(true);

      // spec §9 listing rule; free_for plans are listed only to some students, so never the default.
      const listed = (p: (typeof plans)[number]) =>
        p.status_show === 1 && p.pricing_type === 'default' && p.price !== null && p.free_for === null;
      for (const c of courses) {
        const own = plans.filter((p) => p.course_id === c.id);
        expect(own.filter(listed).length).toBeGreaterThanOrEqual(1);
        expect(own.filter((p) => p.is_default === 1)).toHaveLength(1);
        const def = own.find((p) => p.is_default === 1)!;
        expect(listed(def)).toBe(true);
        expect(def.is_for_member).toBe(0);
      }

      // The free_for 'Student' plan lists exactly the course the demo student owns.
      const freeFor = plans.filter((p) => p.free_for === 'Student');
      expect(freeFor).toHaveLength(1);
      expect(freeFor[0]).toMatchObject({
        course_id: DEMO_COURSE_IDS.freeForStudentPlan,
        free_course_ids: String(DEMO_COURSE_IDS.ownedByStudent),
        price: 0,
      });
      const [student] = await handle.db.select().from(s.users).where(eq(s.users.username, 'student'));
      const access = await handle.db.select().from(s.courseAccess).where(eq(s.courseAccess.user_id, student!.id));
      expect(access.map((a) => a.course_id)).toEqual([DEMO_COURSE_IDS.ownedByStudent]);
      expect(access[0]!.expires_at!.getTime()).toBeGreaterThan(NOW.getTime());
    });

    it('stocks the shop', async () => {
      const products = await handle.db.select().from(s.products);
      expect(products.length).toBeGreaterThanOrEqual(4);
      expect(products.some((p) => p.available_qty === 0)).toBe(true);
      expect(products.some((p) => p.price_usd !== null)).toBe(true);
      expect(products.some((p) => p.price_usd === null)).toBe(true);
      expect(products.some((p) => p.full_price !== null && p.full_price > p.price)).toBe(true);
      for (const p of products) {
        expect(p.image_detail.length).toBeGreaterThanOrEqual(2);
        expect(p.image_detail.length).toBeLessThanOrEqual(4);
        expect(p.sku).toBeTruthy();
        expect(p.title).toMatch(/[\u0E00-\u0E7F]/);
      }
      const fees = await handle.db.select().from(s.shippingFees);
      expect(fees.filter((f) => f.product_id === null)).toHaveLength(2);
      expect(fees.filter((f) => f.product_id !== null).length).toBeGreaterThanOrEqual(1);
    });

    it('has coupons and promotions of every kind', async () => {
      const coupons = await handle.db.select().from(s.coupons);
      for (const type of ['P1', 'P2'])
        for (const d of ['amount', 'percent'])
          expect(coupons.some((c) => c.coupon_type === type && c.discount_type === d && c.end_at! > NOW)).toBe(true);
      expect(coupons.some((c) => c.coupon_type === 'P2' && c.number_of_course === 2)).toBe(true);
      expect(coupons.some((c) => c.coupon_type === 'P2' && c.number_of_course === 3)).toBe(true);
      expect(coupons.some((c) => JSON.stringify(c.payment_method) === '[1]')).toBe(true);
      expect(coupons.some((c) => c.usage_limit === 5 && c.used_count === 4)).toBe(true);
      expect(coupons.some((c) => c.discount_amount_usd !== null)).toBe(true);
      expect(coupons.some((c) => c.end_at !== null && c.end_at < NOW)).toBe(true);
      for (const c of coupons) expect(c.code).toBe(c.code.toUpperCase());

      const promotions = await handle.db.select().from(s.promotions);
      for (const type of ['P1', 'P2'])
        for (const d of ['amount', 'percent'])
          expect(promotions.some((p) => p.promotion_type === type && p.discount_type === d)).toBe(true);
      for (const p of promotions) {
        expect(p.description_list.length).toBeGreaterThan(0);
        expect(p.courses.length).toBeGreaterThan(0);
      }
    });

    it('enables the eleven payment methods, bank accounts and custom labels', async () => {
      const methods = await handle.db.select().from(s.paymentMethods);
      expect(methods.map((m) => m.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]);
      expect(methods.every((m) => m.is_enabled)).toBe(true);
      expect([...methods].sort((a, b) => a.sort - b.sort).map((m) => m.id)).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]);
      expect(new Set(methods.map((m) => m.payment_type)).size).toBe(11);
      expect(methods.find((m) => m.id === 3)?.name_web).toBe('Rian Academy');
      expect(methods.find((m) => m.id === 8)?.application_id_1).toBe('pkey_test_demo');

      const banks = await handle.db.select().from(s.bankAccounts);
      expect(banks.length).toBeGreaterThanOrEqual(3);
      for (const b of banks) expect(b.account_id).toMatch(/^\d{3}-\d-\d{5}-\d$/);
      expect(banks.some((b) => b.prompt_pay_image !== null && b.promptpay_id !== null)).toBe(true);

      const labels = await handle.db.select().from(s.customLabels);
      expect(labels.map((l) => l.type_label).sort()).toEqual(['checkbox', 'image', 'inputtext', 'multiple', 'radio', 'select']);
      for (const l of labels.filter((x) => ['select', 'multiple', 'checkbox', 'radio'].includes(x.type_label)))
        expect(l.item_list.length).toBeGreaterThan(0);
    });

    it('creates the demo users with argon2id hashes of the printed passwords', async () => {
      const users = await handle.db.select().from(s.users);
      expect(users.map((u) => [u.role, u.role_id]).sort()).toEqual(
        [
          ['admin', 1],
          ['instructor', 2],
          ['student', 3],
          ['student', 3],
        ].sort(),
      );
      for (const role of ['admin', 'instructor', 'student'] as const) expect(DEMO_LOGINS.some((l) => l.role === role)).toBe(true);
      for (const login of DEMO_LOGINS) {
        const user = users.find((u) => u.username === login.username);
        expect(user?.email).toBe(login.email);
        expect(user?.role).toBe(login.role);
        expect(user?.password_hash).toMatch(/^\$argon2id\$/);
        expect(await verify(user!.password_hash!, login.password)).toBe(true);
        expect(await verify(user!.password_hash!, `${login.password}x`)).toBe(false);
      }
    });

    it('writes every referenced media file with the expected sizes', async () => {
      const files = await referencedUploads(handle);
      expect(files).toContain('preview.mp4');
      for (const f of files) expect((await stat(join(uploadDir, f))).size).toBeGreaterThan(0);
      const written = new Set(first.flatMap((r) => r.mediaWritten));
      for (const f of files) expect(written).toContain(f);
      const size = async (f: string) => {
        const m = await sharp(join(uploadDir, f)).metadata();
        return [m.format, m.width, m.height];
      };
      expect(await size('course-1.jpg')).toEqual(['jpeg', 1280, 720]);
      expect(await size('product-1-1.jpg')).toEqual(['jpeg', 1000, 1000]);
      expect(await size('teacher-1.jpg')).toEqual(['jpeg', 400, 400]);
      expect(await size('promotion-1.jpg')).toEqual(['jpeg', 1200, 400]);
      expect((await size('promptpay-qr.png'))[0]).toBe('png');
      const video = (await stat(join(uploadDir, 'preview.mp4'))).size;
      expect(video).toBeLessThan(300 * 1024);
    });

    it('is idempotent and regenerates missing media on a later start', async () => {
      const again = await seedDemo(handle, { uploadDir, now: new Date(NOW.getTime() + 86_400_000) });
      expect(again).toEqual({ applied: false, mediaWritten: [] });
      expect(await tableCounts(handle)).toEqual(countsAfterFirst);

      await unlink(join(uploadDir, 'course-2.jpg'));
      await unlink(join(uploadDir, 'preview.mp4'));
      const refill = await seedDemo(handle, { uploadDir });
      expect(refill).toEqual({ applied: false, mediaWritten: ['course-2.jpg', 'preview.mp4'] });
      expect((await stat(join(uploadDir, 'course-2.jpg'))).size).toBeGreaterThan(0);
      expect(await tableCounts(handle)).toEqual(countsAfterFirst);
    });

    it('seeds quizzes, homework and Thai subtitles, also onto a database seeded before them', async () => {
      const owned = DEMO_COURSE_IDS.ownedByStudent;
      const lectures = await handle.db.select().from(s.lectures).where(eq(s.lectures.course_id, owned));
      const quizLecture = lectures.find((l) => l.content_type === 'quiz');
      const homeworkLecture = lectures.find((l) => l.content_type === 'homework');
      const [quiz] = await handle.db.select().from(s.quizzes).where(eq(s.quizzes.id, quizLecture!.quiz_id!));
      expect(quiz).toMatchObject({ course_id: owned });
      const questions = await handle.db.select().from(s.quizQuestions).where(eq(s.quizQuestions.quiz_id, quiz!.id));
      expect(questions).toHaveLength(3);
      for (const q of questions) {
        const choices = await handle.db.select().from(s.quizChoices).where(eq(s.quizChoices.question_id, q.id));
        expect(choices.filter((c) => c.is_correct)).toHaveLength(1);
      }
      const [hw] = await handle.db.select().from(s.homeworks).where(eq(s.homeworks.id, homeworkLecture!.homework_id!));
      expect(hw).toMatchObject({ course_id: owned });
      for (const courseId of [owned, 1]) {
        const videos = (await handle.db.select().from(s.lectures).where(eq(s.lectures.course_id, courseId))).filter(
          (l) => l.content_type === 'video',
        );
        for (const v of videos) expect(v.subtitle_url).toBe(`/uploads/subtitle-course-${courseId}-th.vtt`);
        const text = await readFile(join(uploadDir, `subtitle-course-${courseId}-th.vtt`), 'utf8');
        expect(text.startsWith('WEBVTT')).toBe(true);
        expect(text).toMatch(/[\u0E00-\u0E7F]/);
      }
      // Every quiz and homework lecture names a row.
      const all = await handle.db.select().from(s.lectures);
      const quizIds = new Set((await handle.db.select().from(s.quizzes)).map((q) => q.id));
      const hwIds = new Set((await handle.db.select().from(s.homeworks)).map((h) => h.id));
      for (const l of all) {
        if (l.content_type === 'quiz') expect(quizIds.has(l.quiz_id!)).toBe(true);
        if (l.content_type === 'homework') expect(hwIds.has(l.homework_id!)).toBe(true);
      }

      // A data dir seeded before the learning step: its marker and rows absent, the next start adds them.
      await handle.db.delete(s.quizzes);
      await handle.db.delete(s.homeworks);
      await handle.db.update(s.lectures).set({ subtitle_url: null });
      await handle.db.delete(s.seedRuns).where(eq(s.seedRuns.name, LEARNING_SEED_NAME));
      const upgraded = await seedDemo(handle, { uploadDir, now: NOW });
      expect(upgraded.applied).toBe(true);
      expect((await handle.db.select().from(s.quizzes)).length).toBe(quizIds.size);
      expect((await handle.db.select().from(s.seedRuns)).map((r) => r.name).sort()).toEqual(
        [LEARNING_SEED_NAME, 'demo-v1'].sort(),
      );
      expect(await seedDemo(handle, { uploadDir, now: NOW })).toEqual({ applied: false, mediaWritten: [] });
    });

    it('moves every serial sequence past the fixed ids', async () => {
      for (const table of SERIAL_TABLES) {
        const res = await handle.db.execute(
          sql`SELECT pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) AS last, (SELECT max(id) FROM ${sql.identifier(table)}) AS max`,
        );
        const row = (res as unknown as { rows: { last: unknown; max: unknown }[] }).rows[0];
        expect(Number(row?.last), table).toBe(Number(row?.max));
      }
      const [maxRow] = await handle.db.select({ n: count() }).from(s.courses);
      const [created] = await handle.db
        .insert(s.courses)
        .values({ title: 'คอร์สใหม่', slug: 'new-course' })
        .returning({ id: s.courses.id });
      expect(created?.id).toBe((maxRow?.n ?? 0) + 1);
      const [plan] = await handle.db
        .insert(s.pricingPlans)
        .values({ name: 'แพ็กเกจใหม่', course_id: created!.id, plan_type: 'Free', price: 0 })
        .returning({ id: s.pricingPlans.id });
      expect(plan?.id).toBe(countsAfterFirst.pricing_plans! + 1);
    });
  });
}

seedSuite('demo seed on PGlite', async () => {
  const handle = await createDb({ dataDir: 'memory://' });
  // One embedded database per process: the "second instance" shares the handle (PGlite
  // serialises transactions), which still exercises the marker check.
  return { handle, other: handle, dispose: () => handle.close() };
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('with TEST_DATABASE_URL', () => {
  seedSuite('demo seed on PostgreSQL', async () => {
    const name = `rian_seed_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
    const other = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
    return {
      handle,
      other,
      async dispose() {
        await handle.close();
        await other.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  });
});
