// The course editor's remaining parts (spec §3 course detail): English content the storefront shows to
// an English reader (Thai where the English is empty), the teachers resource, and duplicating a course
// with its plans, outline and its own copies of quizzes and homework. Every write leaves its audit row.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin, anInstructor, aSection, aStudent, aTeacher } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const call = callAs(t);

const auditOf = (entity: string, id: number) => auditRows(db(), id, entity);

describe('English course content', () => {
  it('is edited in the back office and sent beside the Thai, empty English left null for the Thai to show', async () => {
    const admin = await anAdmin(db());
    const { id } = await aCourse(db(), { description: 'รายละเอียดภาษาไทย', level: 'เริ่มต้น' });
    const saved = await call(admin, 'PATCH', `/private/admin/courses/${id}`, {
      short_description_en: 'Learn Thai cooking',
      description_en: 'An English description.\n\nSecond paragraph.',
      highlights_en: ['Five recipes'],
      level_en: '',
      duration_text_en: '3 hours',
      meta_title_en: 'Thai cooking online',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ description_en: 'An English description.\n\nSecond paragraph.', level_en: null });
    const [update] = (await auditOf('course', id)).slice(-1);
    expect(update!.after).toMatchObject({ short_description_en: 'Learn Thai cooking', highlights_en: ['Five recipes'] });

    const page = await t.app.inject({ url: `/public/course/url/${id}` });
    expect(page.json().data).toMatchObject({
      description: 'รายละเอียดภาษาไทย',
      description_en: 'An English description.\n\nSecond paragraph.',
      short_description_en: 'Learn Thai cooking',
      highlights_en: ['Five recipes'],
      level: 'เริ่มต้น',
      level_en: null,
      duration_text_en: '3 hours',
      meta: { title_en: 'Thai cooking online', description_en: 'Learn Thai cooking' },
    });
    // Without an English share title or description, English readers keep the Thai ones (null).
    const thai = await aCourse(db(), { short_description: 'สั้น ๆ' });
    const thaiPage = await t.app.inject({ url: `/public/course/url/${thai.id}` });
    expect(thaiPage.json().data.meta).toMatchObject({ title_en: null, description_en: null });
    const list = await t.app.inject({ url: '/public/courses?filter=all&keyword=cooking' });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('refuses an English field over its length with INPUT_ERROR and writes nothing', async () => {
    const admin = await anAdmin(db());
    const { id } = await aCourse(db());
    const bad = await call(admin, 'PATCH', `/private/admin/courses/${id}`, { level_en: 'x'.repeat(101), title: 'ใหม่' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const [row] = await db().select().from(schema.courses).where(eq(schema.courses.id, id));
    expect(row!.title).not.toBe('ใหม่');
  });
});

describe('teachers in the back office', () => {
  it('holds the permission matrix on every teachers call', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    for (const [method, url] of [
      ['GET', '/private/admin/teachers'],
      ['POST', '/private/admin/teachers'],
      ['GET', '/private/admin/teachers/1'],
      ['PATCH', '/private/admin/teachers/1'],
      ['DELETE', '/private/admin/teachers/1'],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).status).toBe(401);
      expect((await call(student, method, url, method === 'GET' ? undefined : {})).status).toBe(403);
      expect((await call(instructor, method, url, method === 'GET' ? undefined : {})).status).toBe(403);
    }
  });

  it('creates, lists, edits and deletes a teacher in Thai and English, linked to an instructor account', async () => {
    const admin = await anAdmin(db());
    const instructor = await anInstructor(db());
    const made = await call(admin, 'POST', '/private/admin/teachers', {
      name: 'อาจารย์สมศรี',
      name_en: 'Somsri',
      title: 'เชฟ',
      title_en: 'Chef',
      biography: 'สอนทำอาหารมา 20 ปี',
      biography_en: 'Twenty years of teaching cooking',
      user_id: instructor.id,
    });
    expect(made.status).toBe(201);
    const teacher = made.body.data;
    expect(teacher).toMatchObject({ name: 'อาจารย์สมศรี', title_en: 'Chef', username: instructor.user.username, course_count: 0 });

    const listed = await call(admin, 'GET', '/private/admin/teachers?q=somsri');
    expect(listed.body.data.map((x: { id: number }) => x.id)).toEqual([teacher.id]);

    const edited = await call(admin, 'PATCH', `/private/admin/teachers/${teacher.id}`, { title_en: 'Head chef', user_id: null });
    expect(edited.body.data).toMatchObject({ title_en: 'Head chef', user_id: null, username: null, name: 'อาจารย์สมศรี' });
    expect((await call(admin, 'GET', `/private/admin/teachers/${teacher.id}`)).body.data.title_en).toBe('Head chef');

    const gone = await call(admin, 'DELETE', `/private/admin/teachers/${teacher.id}`);
    expect(gone.status).toBe(200);
    expect((await call(admin, 'GET', `/private/admin/teachers/${teacher.id}`)).status).toBe(404);

    const audit = await auditOf('teacher', teacher.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['delete', admin.id],
    ]);
    expect(audit[1]!.before).toEqual({ title_en: 'Chef', user_id: instructor.id, username: instructor.user.username });
  });

  it('shows the English title and biography on the course page', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const made = await call(admin, 'POST', '/private/admin/teachers', {
      name: 'ครูเอ',
      title: 'ครู',
      title_en: 'Teacher',
      biography_en: 'Bio',
    });
    await call(admin, 'PATCH', `/private/admin/courses/${course.id}`, { teacher_ids: [made.body.data.id] });
    const page = await t.app.inject({ url: `/public/course/url/${course.id}` });
    expect(page.json().data.teachers).toEqual([
      expect.objectContaining({ name: 'ครูเอ', title_en: 'Teacher', biography_en: 'Bio' }),
    ]);
  });

  it('refuses a missing name, a student account and deleting a teacher a course shows, writing nothing', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    const noName = await call(admin, 'POST', '/private/admin/teachers', { name: '  ' });
    expect([noName.status, noName.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const asStudent = await call(admin, 'POST', '/private/admin/teachers', { name: 'ครูบี', user_id: student.id });
    expect([asStudent.status, asStudent.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    expect(await db().select().from(schema.teachers).where(eq(schema.teachers.name, 'ครูบี'))).toEqual([]);

    const course = await aCourse(db());
    const teacher = await aTeacher(db(), null, [course]);
    const refused = await call(admin, 'DELETE', `/private/admin/teachers/${teacher.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await call(admin, 'GET', `/private/admin/teachers/${teacher.id}`)).status).toBe(200);
    expect((await call(admin, 'GET', '/private/admin/teachers/999999')).status).toBe(404);
  });
});

describe('duplicating a course', () => {
  it('makes a draft copy with its fields, teachers, plans, outline and its own quiz and homework', async () => {
    const admin = await anAdmin(db());
    const source = await aCourse(db(), {
      title: 'คอร์สต้นฉบับ',
      title_en: 'Original',
      description_en: 'English',
      seat: 30,
      seats_taken: 12,
      first_published_at: new Date(),
      plans: [{ name: 'รายปี' }, { name: 'ตลอดชีพ', price: 250_000 }],
    });
    const teacher = await aTeacher(db(), null, [source]);
    await aSection(db(), source, { lectures: [{ kind: 'video' }, { kind: 'quiz' }, { kind: 'homework' }] });

    const res = await call(admin, 'POST', `/private/admin/courses/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = res.body.data;
    expect(copy).toMatchObject({
      title: 'คอร์สต้นฉบับ (สำเนา)',
      title_en: 'Original (copy)',
      description_en: 'English',
      slug: `course-${copy.id}`,
      status: 'draft',
      seat: 30,
      seats_taken: 0,
      teacher_ids: [teacher.id],
    });

    const plans = await db().select().from(schema.pricingPlans).where(eq(schema.pricingPlans.course_id, copy.id));
    expect(plans.map((p) => [p.name, p.price]).sort()).toEqual([
      ['ตลอดชีพ', 250_000],
      ['รายปี', 100_000],
    ]);
    const lectures = await db().select().from(schema.lectures).where(eq(schema.lectures.course_id, copy.id));
    const original = await db().select().from(schema.lectures).where(eq(schema.lectures.course_id, source.id));
    expect(lectures.map((l) => l.content_type).sort()).toEqual(['homework', 'quiz', 'video']);
    const quizLecture = lectures.find((l) => l.content_type === 'quiz')!;
    const [quiz] = await db().select().from(schema.quizzes).where(eq(schema.quizzes.id, quizLecture.quiz_id!));
    expect(quiz!.course_id).toBe(copy.id);
    expect(quizLecture.quiz_id).not.toBe(original.find((l) => l.content_type === 'quiz')!.quiz_id);
    const questions = await db().select().from(schema.quizQuestions).where(eq(schema.quizQuestions.quiz_id, quiz!.id));
    expect(questions.length).toBeGreaterThan(0);
    const homeworkLecture = lectures.find((l) => l.content_type === 'homework')!;
    const [homework] = await db().select().from(schema.homeworks).where(eq(schema.homeworks.id, homeworkLecture.homework_id!));
    expect(homework!.course_id).toBe(copy.id);

    const hidden = await t.app.inject({ url: `/public/course/url/${copy.id}` });
    expect(hidden.statusCode).toBe(404);
    const [audit] = await auditOf('course', copy.id);
    expect(audit).toMatchObject({ action: 'duplicate', actor_id: admin.id, before: { source_id: source.id } });
  });

  it('answers NOT_FOUND for no such course and holds the permission matrix', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    expect((await call(admin, 'POST', '/private/admin/courses/999999/duplicate')).status).toBe(404);
    const { id } = await aCourse(db());
    expect((await call(null, 'POST', `/private/admin/courses/${id}/duplicate`)).status).toBe(401);
    expect((await call(student, 'POST', `/private/admin/courses/${id}/duplicate`)).status).toBe(403);
  });
});

describe('previewing a course as a visitor', () => {
  it('shows an administrator the page of a draft, never cached nor indexed, and nobody else', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    const { id } = await aCourse(db(), { title: 'ฉบับร่างลับ', slug: 'secret-draft', is_published: false });
    const seen = await t.app.inject({ url: `/private/admin/courses/${id}/preview`, headers: { cookie: admin.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id, title: 'ฉบับร่างลับ', statusOrder: null });
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await call(student, 'GET', `/private/admin/courses/${id}/preview`)).status).toBe(403);
    expect((await call(null, 'GET', `/private/admin/courses/${id}/preview`)).status).toBe(401);
    expect((await call(admin, 'GET', '/private/admin/courses/999999/preview')).status).toBe(404);
    expect((await t.app.inject({ url: `/public/course/url/${id}` })).statusCode).toBe(404);
  });

  it('serves the preview page unindexed and without the draft inlined', async () => {
    const { id } = await aCourse(db(), { title: 'ร่างที่ไม่ควรรั่ว', slug: 'leak-check', is_published: false });
    const page = await t.app.inject({ url: `/course/${id}-leak-check?preview=1` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('noindex');
    expect(page.body).not.toContain('ร่างที่ไม่ควรรั่ว');
    expect((await t.app.inject({ url: `/course/${id}-leak-check` })).statusCode).toBe(404);
  });
});
