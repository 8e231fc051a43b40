// /private/admin course content: sections and lectures (with reordering and moving between sections),
// Thai WebVTT subtitles, quizzes with their answers, homework and its grading, which the student reads.
// Administrators edit every course; an instructor only the courses they teach.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  aCourse,
  aHomework,
  anAdmin,
  anEnrolment,
  anInstructor,
  aQuiz,
  aSection,
  aStudent,
  aTeacher,
  type Person,
} from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, expectInputError } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(who: Person | null, method: Method, url: string, payload?: object) {
  const headers = who ? { cookie: who.cookie } : {};
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
  return { status: res.statusCode, body: json, text: res.body, headers: res.headers };
}

const auditOf = (entity: string, id: number) => auditRows(db(), id, entity);

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nสวัสดีครับ\n\n00:00:02.500 --> 00:00:05.000\nเริ่มกันเลย\n';

describe('course content in the back office', () => {
  it('a video lecture of an uploaded file takes its running time from the file unless one is typed', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    await db()
      .insert(schema.uploads)
      .values({ name: 'lesson-one.mp4', kind: 'video', mime: 'video/mp4', size: 1000, duration_ms: 754_600 });
    const section = await call(admin, 'POST', `/private/admin/courses/${course.id}/sections`, { name: 'บทที่ 1' });
    const lecture = (body: object) => call(admin, 'POST', `/private/admin/sections/${section.body.data.id}/lectures`, body);
    const read = await lecture({ name: 'จากไฟล์', content_type: 'video', video_url: '/uploads/lesson-one.mp4' });
    expect(read.body.data.duration_seconds).toBe(755);
    const typed = await lecture({
      name: 'พิมพ์เอง',
      content_type: 'video',
      video_url: '/uploads/lesson-one.mp4',
      duration_seconds: 700,
    });
    expect(typed.body.data.duration_seconds).toBe(700);
    const external = await lecture({ name: 'ภายนอก', content_type: 'video', video_url: 'https://cdn.example.com/a.m3u8' });
    expect([external.status, external.body.data.duration_seconds]).toEqual([201, 0]);
  });

  it('builds an outline: sections and lectures of each type, in order, each write audited', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const one = await call(admin, 'POST', `/private/admin/courses/${course.id}/sections`, { name: '  บทนำ  ' });
    expect([one.status, one.body.data]).toMatchObject([201, { name: 'บทนำ', sort: 1, lectures: [] }]);
    const two = await call(admin, 'POST', `/private/admin/courses/${course.id}/sections`, { name: 'พื้นฐาน' });
    expect(two.body.data.sort).toBe(2);

    const sectionId = one.body.data.id;
    const video = await call(admin, 'POST', `/private/admin/sections/${sectionId}/lectures`, {
      name: 'ต้อนรับ',
      content_type: 'video',
      video_url: 'https://cdn.example.com/intro/master.m3u8',
      duration_seconds: 90,
      is_preview: 1,
    });
    expect([video.status, video.body.data]).toMatchObject([
      201,
      { content_type: 'video', is_preview: 1, sort: 1, has_subtitle: false },
    ]);
    const doc = await call(admin, 'POST', `/private/admin/sections/${sectionId}/lectures`, {
      name: 'เอกสาร',
      content_type: 'document',
      video_url: '/uploads/ignored.mp4',
    });
    expect(doc.body.data).toMatchObject({ content_type: 'document', video_url: null, sort: 2 });

    const outline = await call(admin, 'GET', `/private/admin/courses/${course.id}/sections`);
    expect(
      outline.body.data.map((s: { name: string; lectures: { name: string }[] }) => [s.name, s.lectures.map((l) => l.name)]),
    ).toEqual([
      ['บทนำ', ['ต้อนรับ', 'เอกสาร']],
      ['พื้นฐาน', []],
    ]);
    const renamed = await call(admin, 'PATCH', `/private/admin/sections/${sectionId}`, { name: 'บทนำคอร์ส' });
    expect(renamed.body.data.name).toBe('บทนำคอร์ส');
    const audit = await auditOf('section', sectionId);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
    ]);
    expect(audit[1]!.after).toEqual({ name: 'บทนำคอร์ส' });
    expect((await auditOf('lecture', video.body.data.id)).map((a) => a.action)).toEqual(['create']);

    // The storefront's player shows the new preview to a visitor.
    await call(admin, 'POST', `/private/admin/courses/${course.id}/publish`);
    const playlist = await call(null, 'GET', `/public/course/videoplaylist/${course.id}`);
    expect(playlist.body.data.items.map((i: { lectures_name: string; locked: boolean }) => [i.lectures_name, i.locked])).toEqual([
      ['ต้อนรับ', false],
      ['เอกสาร', true],
    ]);
  });

  it('refuses lectures that are not whole: a video without media, a quiz or homework of another course', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const other = await aCourse(db());
    const { section } = await aSection(db(), course, { lectures: [] });
    const foreign = await aQuiz(db(), other);
    const url = `/private/admin/sections/${section.id}/lectures`;
    const noVideo = await call(admin, 'POST', url, { name: 'ก', content_type: 'video' });
    expectInputError(noVideo, 'video_url');
    const badUrl = await call(admin, 'POST', url, { name: 'ก', content_type: 'video', video_url: 'javascript:alert(1)' });
    expect([badUrl.status, badUrl.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const quiz = await call(admin, 'POST', url, { name: 'ก', content_type: 'quiz', quiz_id: foreign.id });
    expect([quiz.status, quiz.body.error.details[0].path]).toEqual([400, 'quiz_id']);
    const hw = await call(admin, 'POST', url, { name: 'ก', content_type: 'homework', homework_id: 999_999 });
    expect([hw.status, hw.body.error.details[0].path]).toEqual([400, 'homework_id']);
    const blank = await call(admin, 'POST', url, { name: '  ', content_type: 'document' });
    expect([blank.status, blank.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    expect(await db().select().from(schema.lectures).where(eq(schema.lectures.section_id, section.id))).toEqual([]);
    const missing = await call(admin, 'GET', '/private/admin/lectures/999999');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('reorders sections and lectures in one call each, moving a lecture to another section', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const a = await aSection(db(), course, { name: 'ก', sort: 1, lectures: [{ name: 'ก1' }, { name: 'ก2' }] });
    const b = await aSection(db(), course, { name: 'ข', sort: 2, lectures: [{ name: 'ข1' }] });
    const sections = await call(admin, 'PUT', `/private/admin/courses/${course.id}/sections/order`, {
      ids: [b.section.id, a.section.id],
    });
    expect(sections.body.data.map((s: { name: string }) => s.name)).toEqual(['ข', 'ก']);

    const [a1, a2] = a.lectures;
    const [b1] = b.lectures;
    const moved = await call(admin, 'PUT', `/private/admin/sections/${b.section.id}/lectures/order`, { ids: [a2!.id, b1!.id] });
    expect(moved.body.data.lectures.map((l: { name: string }) => l.name)).toEqual(['ก2', 'ข1']);
    const outline = await call(admin, 'GET', `/private/admin/courses/${course.id}/sections`);
    expect(outline.body.data.map((s: { lectures: { name: string }[] }) => s.lectures.map((l) => l.name))).toEqual([
      ['ก2', 'ข1'],
      ['ก1'],
    ]);
    const audit = await auditOf('section_lectures', b.section.id);
    expect(audit[0]!.after).toEqual({ ids: [a2!.id, b1!.id], moved: [{ id: a2!.id, from: a.section.id }] });

    const other = await aCourse(db());
    const stranger = await aSection(db(), other, { lectures: [{ name: 'x' }] });
    for (const ids of [[b1!.id], [a1!.id, a2!.id, b1!.id, stranger.lectures[0]!.id], [a2!.id, a2!.id, b1!.id]]) {
      const refused = await call(admin, 'PUT', `/private/admin/sections/${b.section.id}/lectures/order`, { ids });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    }
    const partial = await call(admin, 'PUT', `/private/admin/courses/${course.id}/sections/order`, { ids: [a.section.id] });
    expect([partial.status, partial.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const after = await call(admin, 'GET', `/private/admin/courses/${course.id}/sections`);
    expect(after.body.data).toEqual(outline.body.data);
  });

  it('keeps Thai WebVTT subtitles that parse, refuses the rest with SUBTITLE_INVALID, and plays them', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    const course = await aCourse(db(), { is_published: true });
    const { lectures } = await aSection(db(), course, { lectures: [{ kind: 'video', subtitle_url: null }] });
    const id = lectures[0]!.id;
    for (const vtt of ['1\n00:00:00,000 --> 00:00:01,000\nSRT', 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nย้อนกลับ']) {
      const refused = await call(admin, 'PUT', `/private/admin/lectures/${id}/subtitle`, { vtt });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'SUBTITLE_INVALID']);
    }
    const saved = await call(admin, 'PUT', `/private/admin/lectures/${id}/subtitle`, { vtt: VTT });
    expect(saved.body.data.has_subtitle).toBe(true);
    expect((await auditOf('lecture', id)).map((a) => [a.action, a.after])).toEqual([
      ['set_subtitle', { has_subtitle: true, bytes: Buffer.byteLength(VTT) }],
    ]);

    await anEnrolment(db(), student, course);
    const playlist = await call(student, 'GET', `/public/course/videoplaylist/${course.id}`);
    expect(playlist.body.data.items[0].subtitles).toEqual([
      { url: `/private/lectures/${id}/subtitle.vtt`, lang: 'th', label: 'ไทย' },
    ]);
    const file = await call(student, 'GET', `/private/lectures/${id}/subtitle.vtt`);
    expect([file.status, file.headers['content-type'], file.text]).toEqual([200, 'text/vtt; charset=utf-8', VTT]);
    const outsider = await call(await aStudent(db()), 'GET', `/private/lectures/${id}/subtitle.vtt`);
    expect(outsider.status).toBe(403);

    const removed = await call(admin, 'PUT', `/private/admin/lectures/${id}/subtitle`, { vtt: null });
    expect(removed.body.data.has_subtitle).toBe(false);
  });

  it('saves a quiz whole with one right answer per question, which a student never reads before answering', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    const course = await aCourse(db(), { is_published: true });
    await anEnrolment(db(), student, course);
    const quiz = {
      title: 'แบบทดสอบบทที่ 1',
      pass_percent: 50,
      questions: [
        {
          text: '1 + 1 เท่ากับเท่าไร',
          choices: [
            { text: '2', is_correct: true },
            { text: '3', is_correct: false },
          ],
        },
        {
          text: 'สีของท้องฟ้า',
          choices: [
            { text: 'เขียว', is_correct: false },
            { text: 'ฟ้า', is_correct: true },
          ],
        },
      ],
    };
    const twoRight = {
      ...quiz,
      questions: [
        {
          text: 'ก',
          choices: [
            { text: 'ก', is_correct: true },
            { text: 'ข', is_correct: true },
          ],
        },
      ],
    };
    const refused = await call(admin, 'POST', `/private/admin/courses/${course.id}/quizzes`, twoRight);
    expectInputError(refused, 'questions.0.choices');
    const badMark = await call(admin, 'POST', `/private/admin/courses/${course.id}/quizzes`, { ...quiz, pass_percent: 101 });
    expect(badMark.status).toBe(400);

    const made = await call(admin, 'POST', `/private/admin/courses/${course.id}/quizzes`, quiz);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data.questions[1].choices.map((c: { is_correct: boolean }) => c.is_correct)).toEqual([false, true]);
    const edited = await call(admin, 'PATCH', `/private/admin/quizzes/${id}`, {
      ...quiz,
      pass_percent: 100,
      questions: quiz.questions.slice(0, 1),
    });
    expect(edited.body.data).toMatchObject({ pass_percent: 100, questions: [{ text: '1 + 1 เท่ากับเท่าไร' }] });
    expect((await auditOf('quiz', id)).map((a) => a.action)).toEqual(['create', 'update']);

    const seen = await call(student, 'GET', `/private/quiz/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain('is_correct');

    const { section } = await aSection(db(), course, { lectures: [] });
    await call(admin, 'POST', `/private/admin/sections/${section.id}/lectures`, {
      name: 'สอบ',
      content_type: 'quiz',
      quiz_id: id,
    });
    const inUse = await call(admin, 'DELETE', `/private/admin/quizzes/${id}`);
    expect([inUse.status, inUse.body.error.code]).toEqual([409, 'IN_USE']);
  });

  it('grades a homework submission; the student reads the score and feedback on their homework', async () => {
    const instructor = await anInstructor(db());
    const student = await aStudent(db());
    const course = await aCourse(db(), { is_published: true });
    await aTeacher(db(), instructor, [course]);
    await anEnrolment(db(), student, course);
    const made = await call(instructor, 'POST', `/private/admin/courses/${course.id}/homeworks`, {
      title: 'เขียนโปรแกรมแรก',
      instructions: 'ส่งไฟล์โค้ด',
      accepted_types: ['PY', 'pdf', 'py'],
    });
    expect(made.body.data).toMatchObject({ accepted_types: ['py', 'pdf'], submission_count: 0 });
    const hwId = made.body.data.id;
    const badType = await call(instructor, 'PATCH', `/private/admin/homeworks/${hwId}`, { accepted_types: ['.exe'] });
    expect(badType.status).toBe(400);
    const [sub] = await db()
      .insert(schema.homeworkSubmissions)
      .values({ homework_id: hwId, user_id: student.id, file: 'hw-test-1.py', original_name: 'first.py' })
      .returning();

    const list = await call(instructor, 'GET', `/private/admin/homeworks/${hwId}/submissions`);
    expect(list.body.data).toMatchObject([{ id: sub!.id, original_name: 'first.py', score: null, graded_at: null }]);
    const outOfRange = await call(instructor, 'PATCH', `/private/admin/submissions/${sub!.id}`, {
      score: 120,
      passed: true,
      feedback: '',
    });
    expect([outOfRange.status, outOfRange.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const graded = await call(instructor, 'PATCH', `/private/admin/submissions/${sub!.id}`, {
      score: 85,
      passed: true,
      feedback: 'ดีมาก ตั้งชื่อตัวแปรให้ชัดขึ้นอีกนิด',
    });
    expect(graded.body.data).toMatchObject({ score: 85, passed: true, feedback: 'ดีมาก ตั้งชื่อตัวแปรให้ชัดขึ้นอีกนิด' });
    const audit = await auditOf('homework_submission', sub!.id);
    expect(audit.map((a) => [a.action, a.actor_id, a.actor_role])).toEqual([['grade', instructor.id, 'instructor']]);

    const mine = await call(student, 'GET', `/private/homework/${hwId}`);
    expect(mine.body.data.accepted_types).toEqual(['py', 'pdf']);
    expect(mine.body.data.submissions[0].grade).toMatchObject({ score: 85, passed: true, feedback: 'ดีมาก ตั้งชื่อตัวแปรให้ชัดขึ้นอีกนิด' });

    const inUse = await call(instructor, 'DELETE', `/private/admin/homeworks/${hwId}`);
    expect([inUse.status, inUse.body.error.code]).toEqual([409, 'IN_USE']);
  });

  it('lets an instructor edit only the content of the courses they teach, and lists only those', async () => {
    const instructor = await anInstructor(db());
    const mine = await aCourse(db(), { title: 'คอร์สของฉัน' });
    const theirs = await aCourse(db(), { title: 'คอร์สของคนอื่น' });
    await aTeacher(db(), instructor, [mine]);
    const s1 = await aSection(db(), mine, { lectures: [{ kind: 'document' }] });
    const s2 = await aSection(db(), theirs, { lectures: [{ kind: 'document' }] });
    const hw = await aHomework(db(), theirs);

    const courses = await call(instructor, 'GET', '/private/admin/content/courses');
    expect(courses.body.data.map((c: { title: string }) => c.title)).toEqual(['คอร์สของฉัน']);
    expect((await call(instructor, 'GET', `/private/admin/courses/${mine.id}/sections`)).status).toBe(200);
    expect((await call(instructor, 'PATCH', `/private/admin/lectures/${s1.lectures[0]!.id}`, { name: 'ใหม่' })).status).toBe(200);
    for (const [method, url] of [
      ['GET', `/private/admin/courses/${theirs.id}/sections`],
      ['PATCH', `/private/admin/lectures/${s2.lectures[0]!.id}`],
      ['DELETE', `/private/admin/sections/${s2.section.id}`],
      ['GET', `/private/admin/homeworks/${hw.id}/submissions`],
      ['GET', `/private/admin/courses/${mine.id}`],
      ['GET', '/private/admin/courses'],
    ] as const) {
      const res = await call(instructor, method, url, method === 'GET' ? undefined : { name: 'x' });
      expect([url, res.status, res.body.error?.code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    // A teacher row of the course that is not linked to the instructor's user gives nothing.
    const other = await anInstructor(db());
    await aTeacher(db(), null, [theirs]);
    expect((await call(other, 'GET', `/private/admin/courses/${theirs.id}/sections`)).status).toBe(403);
    expect((await call(other, 'GET', '/private/admin/content/courses')).body.data).toEqual([]);
    expect((await call(await aStudent(db()), 'GET', '/private/admin/content/courses')).status).toBe(403);
  });

  it('deletes a section with its lectures', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const { section, lectures } = await aSection(db(), course);
    const gone = await call(admin, 'DELETE', `/private/admin/sections/${section.id}`);
    expect(gone.body.data).toEqual({ id: section.id });
    expect(await db().select().from(schema.lectures).where(eq(schema.lectures.id, lectures[0]!.id))).toEqual([]);
    const audit = await auditOf('section', section.id);
    expect(audit[0]).toMatchObject({
      action: 'delete',
      before: { id: section.id, lectures: [{ id: lectures[0]!.id }, { id: lectures[1]!.id }] },
    });
  });
});
