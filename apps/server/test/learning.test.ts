// Learning (spec §2 ?learn=true player, §3 playlist item and progress, §4 access countdown,
// §6 paid playlists need an order, §7 videoplaylist, progress, lasttime and countdowntime calls):
// who sees which lecture, private media with range requests, progress and resume, the countdown,
// server-scored quizzes, homework and the instructor's view, through inject() on a database with the
// site defaults only: the courses, their lectures and the learners are built here.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import {
  CountdownResponseSchema,
  HomeworkResponseSchema,
  InstructorStudentsResponseSchema,
  PlaylistResponseSchema,
  ProgressResponseSchema,
  QuizResponseSchema,
  type PlaylistItem,
} from '@rian/contracts/learning';
import {
  aCourse,
  aHomework,
  anAdmin,
  anEnrolment,
  anInstructor,
  aSection,
  aStudent,
  aTeacher,
  putLectureMedia,
  type LectureRow,
  type MadeCourse,
  type MadeQuiz,
  type Person,
} from './factories/index.ts';
import { useTestApp } from './helpers.ts';

const DAY = 86_400_000;

type Who = 'student' | 'partner' | 'admin' | 'teacher' | 'lapsed' | 'lifetime' | 'teacher2';
const t = useTestApp({ seed: 'defaults' });
const cookie = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const people = {} as Record<Who, Person>;
/** The course the student learns, taught by a teacher without an account. */
let COURSE: number;
/** A course the instructor `teacher` teaches. */
let TAUGHT: number;
let course: MadeCourse;
let lectures: LectureRow[];
let preview: LectureRow;
let video: LectureRow;
let video2: LectureRow;
let quizLecture: LectureRow;
let quiz: MadeQuiz;
let homeworkLecture: LectureRow;
let taughtHomework: LectureRow;
let taughtVideo: LectureRow;
let videoFile: Buffer;

const get = (url: string, who?: Who, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who ? { cookie: cookie[who] } : {}) } });
const post = (url: string, who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookie[who] } });
const playlist = async (who?: Who, courseId: number = COURSE) => {
  const res = await get(`/public/course/videoplaylist/${courseId}`, who);
  expect(res.statusCode).toBe(200);
  return PlaylistResponseSchema.parse(res.json()).data;
};
const item = (items: PlaylistItem[], lectureId: number) => items.find((i) => i.lectures_id === lectureId)!;

beforeAll(async () => {
  const db = t.db.handle.db;
  videoFile = await readFile((await putLectureMedia(t.db.uploadDir)).video);
  people.student = await aStudent(db);
  people.partner = await aStudent(db);
  people.admin = await anAdmin(db);
  people.teacher = await anInstructor(db);
  people.lapsed = await aStudent(db);
  people.lifetime = await aStudent(db);
  // An instructor who teaches nothing.
  people.teacher2 = await anInstructor(db);
  for (const who of Object.keys(people) as Who[]) {
    id[who] = people[who].id;
    cookie[who] = people[who].cookie;
  }

  // A 30-day plan, a lifetime plan (the default) and a 30-day renewal (spec §4).
  course = await aCourse(db, {
    plans: [
      { name: 'เรียนได้ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 99_000 },
      { name: 'เรียนได้ตลอดชีพ', price: 259_000, is_default: 1 },
      { name: 'ต่ออายุ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 49_000, pricing_type: 'renew' },
    ],
  });
  COURSE = course.id;
  await aTeacher(db, null, [course]);
  const intro = await aSection(db, course, {
    name: 'เริ่มต้น',
    lectures: [{ kind: 'preview' }, { kind: 'video', name: 'ตัวแปร' }, { kind: 'video', name: 'ลูป' }],
  });
  const practice = await aSection(db, course, {
    name: 'ฝึกฝน',
    sort: 2,
    lectures: [{ kind: 'document' }, { kind: 'quiz' }, { kind: 'homework' }],
  });
  lectures = [...intro.lectures, ...practice.lectures];
  [preview, video, video2] = intro.lectures as [LectureRow, LectureRow, LectureRow];
  [, quizLecture, homeworkLecture] = practice.lectures as [LectureRow, LectureRow, LectureRow];
  quiz = practice.quizzes.get(quizLecture.quiz_id!)!;

  const taught = await aCourse(db);
  TAUGHT = taught.id;
  await aTeacher(db, people.teacher, [taught]);
  [, taughtVideo, taughtHomework] = (await aSection(db, taught, { lectures: [{ kind: 'preview' }, {}, { kind: 'homework' }] }))
    .lectures as [LectureRow, LectureRow, LectureRow];

  const actual = course.plan;
  // Bought the 30-day plan ten days ago: 20 days left.
  await anEnrolment(db, people.student, course, { plan: actual, startedDaysAgo: 10, daysLeft: 20 });
  // Bought the 30-day plan 40 days ago: ended 10 days ago.
  await anEnrolment(db, people.lapsed, course, { plan: actual, startedDaysAgo: 40, daysLeft: -10 });
  await anEnrolment(db, people.lifetime, course, { startedDaysAgo: 1 });
});

describe('playlist (spec §2, §3, §6)', () => {
  it('shows a visitor the previews only', async () => {
    const data = await playlist();
    expect(data.viewer).toBe('visitor');
    expect(data.items).toHaveLength(lectures.length);
    expect(item(data.items, preview.id)).toMatchObject({
      locked: false,
      video: { url: `/public/lectures/${preview.id}/video`, type: 'mp4' },
      subtitles: [{ url: `/public/lectures/${preview.id}/subtitle.vtt`, lang: 'th', label: 'ไทย' }],
    });
    for (const i of data.items.filter((x) => x.lectures_id !== preview.id)) {
      expect(i).toMatchObject({ locked: true, video: null, subtitles: [] });
    }
    expect(item(data.items, quizLecture.id).quiz_id).toBe(quizLecture.quiz_id);
  });

  it('shows an owner every lecture with private media URLs', async () => {
    const data = await playlist('student');
    expect(data.viewer).toBe('owner');
    expect(data.items.every((i) => !i.locked)).toBe(true);
    expect(item(data.items, video.id)).toMatchObject({
      video: { url: `/private/lectures/${video.id}/video`, type: 'mp4' },
      subtitles: [{ url: `/private/lectures/${video.id}/subtitle.vtt`, lang: 'th' }],
      content_type: 'video',
    });
    expect(item(data.items, homeworkLecture.id)).toMatchObject({ video: null, homework_id: homeworkLecture.homework_id });
  });

  it('shows a non-owner and an expired owner the previews only', async () => {
    const other = await playlist('partner');
    expect(other.viewer).toBe('visitor');
    expect(item(other.items, video.id)).toMatchObject({ locked: true, video: null });
    const lapsed = await playlist('lapsed');
    expect(lapsed.viewer).toBe('expired');
    expect(item(lapsed.items, video.id)).toMatchObject({ locked: true, video: null });
    expect(item(lapsed.items, preview.id).locked).toBe(false);
  });

  it('opens everything to an administrator and to the course’s instructor only', async () => {
    expect((await playlist('admin')).viewer).toBe('staff');
    expect((await playlist('teacher', TAUGHT)).viewer).toBe('staff');
    expect((await playlist('teacher', COURSE)).viewer).toBe('visitor');
    expect((await get('/public/course/videoplaylist/999')).statusCode).toBe(404);
  });

  it('passes an external HLS URL through to viewers with access', async () => {
    const db = t.db.handle.db;
    await db
      .update(schema.lectures)
      .set({ video_url: 'https://cdn.example/v/master.m3u8' })
      .where(eq(schema.lectures.id, video2.id));
    try {
      expect(item((await playlist('student')).items, video2.id).video).toEqual({
        url: 'https://cdn.example/v/master.m3u8',
        type: 'hls',
      });
      expect(item((await playlist('partner')).items, video2.id).video).toBeNull();
    } finally {
      await db.update(schema.lectures).set({ video_url: video2.video_url }).where(eq(schema.lectures.id, video2.id));
    }
  });
});

describe('lecture media with range requests', () => {
  it('serves an owner a byte range (206, the right bytes, Content-Range)', async () => {
    const url = `/private/lectures/${video.id}/video`;
    const res = await get(url, 'student', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${videoFile.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(String(res.headers['cache-control'])).toMatch(/^private/);
    expect(res.rawPayload.equals(videoFile.subarray(100, 200))).toBe(true);

    const tail = await get(url, 'student', { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videoFile.subarray(videoFile.length - 16))).toBe(true);
    const open = await get(url, 'student', { range: `bytes=${videoFile.length - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${videoFile.length - 5}-${videoFile.length - 1}/${videoFile.length}`);
    const beyond = await get(url, 'student', { range: `bytes=${videoFile.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${videoFile.length}`);
    const whole = await get(url, 'student');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(videoFile)).toBe(true);
  });

  it('serves Thai WebVTT subtitles', async () => {
    const res = await get(`/private/lectures/${video.id}/subtitle.vtt`, 'student');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body.startsWith('WEBVTT')).toBe(true);
    expect(res.body).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses a non-owner (403), an expired owner (403) and a visitor (401) the private video', async () => {
    const url = `/private/lectures/${video.id}/video`;
    const other = await get(url, 'partner', { range: 'bytes=0-9' });
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const lapsed = await get(url, 'lapsed');
    expect([lapsed.statusCode, lapsed.json().error.code]).toEqual([403, 'ACCESS_EXPIRED']);
    const visitor = await get(url);
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([401, 'PERMISSION_DENIED']);
    expect((await get(`/private/lectures/${video.id}/subtitle.vtt`, 'partner')).statusCode).toBe(403);
    // The paid lectures' file itself is in the private part of the upload folder: /uploads/ does not serve it.
    const [row] = await t.db.handle.db
      .select({ video_url: schema.lectures.video_url })
      .from(schema.lectures)
      .where(eq(schema.lectures.id, video.id));
    expect(row!.video_url).toMatch(/^\/uploads\/private\//);
    expect((await get(row!.video_url!, 'partner')).statusCode).toBe(404);
    expect((await get(row!.video_url!, 'student')).statusCode).toBe(404);
  });

  it('serves previews on the public route to anyone, and nothing else there', async () => {
    const res = await get(`/public/lectures/${preview.id}/video`, undefined, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(videoFile.subarray(0, 10))).toBe(true);
    expect((await get(`/public/lectures/${video.id}/video`)).statusCode).toBe(404);
    expect((await get(`/public/lectures/${preview.id}/subtitle.vtt`)).statusCode).toBe(200);
  });
});

describe('progress and resume (spec §3, §7)', () => {
  const progressUrl = (userId: number, courseId = COURSE) => `/private/progress/student/${userId}/course/${courseId}`;

  it('saves progress, keeps the furthest second, and reads it back with lasttime', async () => {
    let res = await post(progressUrl(id.student), 'student', { lectures_id: video.id, progressTime: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.percent).toBe(0);
    await post(progressUrl(id.student), 'student', { lectures_id: video.id, progressTime: 12 });
    res = await get(progressUrl(id.student), 'student');
    const data = ProgressResponseSchema.parse(res.json()).data;
    expect(data.lectures).toEqual([expect.objectContaining({ lectures_id: video.id, progressTime: 30, read: false })]);
    expect(data).toMatchObject({ planType: 'Actual', term: 30, termUnit: 'Day(s)', readLecture: [], orderID: null });
    expect(data.finishDateTime).not.toBeNull();

    await new Promise((r) => setTimeout(r, 5));
    await post(progressUrl(id.student), 'student', { lectures_id: video2.id, progressTime: 7 });
    res = await get(`/private/progress/lasttime/${id.student}/course/${COURSE}`, 'student');
    expect(res.json().data).toEqual({ section_id: video2.section_id, lectures_id: video2.id, progressTime: 7 });
  });

  it('marks a video read at 90 % of its length; read on a quiz or homework is not taken', async () => {
    const res = await post(progressUrl(id.student), 'student', {
      lectures_id: video.id,
      progressTime: Math.ceil(video.duration_seconds * 0.9),
    });
    expect(res.json().data.percent).toBe(Math.floor(100 / lectures.length));
    await post(progressUrl(id.student), 'student', { lectures_id: quizLecture.id, progressTime: 0, read: true });
    await post(progressUrl(id.student), 'student', { lectures_id: homeworkLecture.id, progressTime: 0, read: true });
    const data = ProgressResponseSchema.parse((await get(progressUrl(id.student), 'student')).json()).data;
    expect(data.readLecture).toEqual([video.id]);
  });

  it('refuses another student’s progress (403) and lets an administrator read it', async () => {
    const other = await get(progressUrl(id.student), 'partner');
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await post(progressUrl(id.student), 'partner', { lectures_id: video.id, progressTime: 1 })).statusCode).toBe(403);
    expect((await get(`/private/progress/lasttime/${id.student}/course/${COURSE}`, 'partner')).statusCode).toBe(403);
    // Not the instructor of this course.
    expect((await get(progressUrl(id.student), 'teacher')).statusCode).toBe(403);
    const admin = await get(progressUrl(id.student), 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.readLecture).toEqual([video.id]);
  });

  it('saves only lectures the user may open, of that course', async () => {
    const other = await post(progressUrl(id.partner), 'partner', { lectures_id: video.id, progressTime: 5 });
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const lapsed = await post(progressUrl(id.lapsed), 'lapsed', { lectures_id: video.id, progressTime: 5 });
    expect([lapsed.statusCode, lapsed.json().error.code]).toEqual([403, 'ACCESS_EXPIRED']);
    expect((await post(progressUrl(id.partner), 'partner', { lectures_id: preview.id, progressTime: 3 })).statusCode).toBe(200);
    const elsewhere = Math.max(taughtHomework.id, ...lectures.map((l) => l.id)) + 1000;
    expect((await post(progressUrl(id.student), 'student', { lectures_id: elsewhere, progressTime: 5 })).statusCode).toBe(404);
    // A lecture of another course is not one of this course's.
    expect((await post(progressUrl(id.student), 'student', { lectures_id: taughtVideo.id, progressTime: 5 })).statusCode).toBe(
      404,
    );
    expect((await get(`/private/progress/lasttime/${id.lifetime}/course/${COURSE}`, 'lifetime')).json().data).toBeNull();
  });
});

describe('access countdown (spec §4)', () => {
  const countdown = async (who: Who) => {
    const res = await get(`/private/course/countdowntime/${COURSE}`, who);
    expect(res.statusCode).toBe(200);
    return CountdownResponseSchema.parse(res.json()).data;
  };

  it('counts an Actual plan down from its start, with the renew plans', async () => {
    const cd = await countdown('student');
    expect(cd).toMatchObject({ unlimited: false, expired: false });
    expect(cd.remainingMs!).toBeGreaterThan(19 * DAY);
    expect(cd.remainingMs!).toBeLessThanOrEqual(20 * DAY);
    expect(cd.renewPlans.length).toBeGreaterThan(0);
    expect(cd.renewPlans.every((p) => p.pricing_type === 'renew' && p.course_id === COURSE)).toBe(true);
  });

  it('is unlimited without a plan, and expired after the end', async () => {
    expect(await countdown('lifetime')).toMatchObject({ unlimited: true, expiresAt: null, remainingMs: null, expired: false });
    const lapsed = await countdown('lapsed');
    expect(lapsed).toMatchObject({ unlimited: false, remainingMs: 0, expired: true });
    expect(lapsed.renewPlans.length).toBeGreaterThan(0);
  });

  it('answers 404 to a student who does not own the course', async () => {
    const res = await get(`/private/course/countdowntime/${COURSE}`, 'partner');
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('quizzes', () => {
  const quizId = () => quiz.id;

  it('shows the questions without the correct answers', async () => {
    const res = await get(`/private/quiz/${quizId()}`, 'student');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/is_correct|correct/);
    const shown = QuizResponseSchema.parse(res.json()).data;
    expect(shown.questions).toHaveLength(3);
    expect(shown.last_attempt).toBeNull();
    expect((await get(`/private/quiz/${quizId()}`, 'partner')).statusCode).toBe(403);
    expect((await get(`/private/quiz/${quizId()}`, 'lapsed')).json().error.code).toBe('ACCESS_EXPIRED');
  });

  it('scores on the server, stores the attempt, and marks the lecture done when passed', async () => {
    const right = quiz.questions.map((q) => ({ question_id: q.question.id, choice_id: q.right.id }));
    const wrong = quiz.questions.map((q) => ({ question_id: q.question.id, choice_id: q.wrong.id }));

    let res = await post(`/private/quiz/${quizId()}/submit`, 'student', { answers: [right[0]!, ...wrong.slice(1)] });
    expect(res.json().data).toMatchObject({ score: 1, total: 3, passed: false });
    expect(res.json().data.correct).toEqual(right);
    let progress = await get(`/private/progress/student/${id.student}/course/${COURSE}`, 'student');
    expect(progress.json().data.readLecture).not.toContain(quizLecture.id);

    res = await post(`/private/quiz/${quizId()}/submit`, 'student', { answers: right });
    expect(res.json().data).toMatchObject({ score: 3, total: 3, passed: true });
    progress = await get(`/private/progress/student/${id.student}/course/${COURSE}`, 'student');
    expect(progress.json().data.readLecture).toContain(quizLecture.id);
    const again = QuizResponseSchema.parse((await get(`/private/quiz/${quizId()}`, 'student')).json()).data;
    expect(again.last_attempt).toMatchObject({ score: 3, total: 3, passed: true });
    expect((await post(`/private/quiz/${quizId()}/submit`, 'partner', { answers: right })).statusCode).toBe(403);
  });
});

// A minimal PDF: its magic bytes are what the upload check reads.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
async function uploadHomework(who: Who, name = 'งานของฉัน.pdf'): Promise<string> {
  const fd = new FormData();
  fd.append('imageinput0', new Blob([new Uint8Array(pdf)]), name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/home/test_upload?kind=homework',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '', cookie: cookie[who] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileName;
}

describe('homework and the instructor’s view', () => {
  it('takes the student’s own homework upload and marks the lecture done', async () => {
    const hwId = homeworkLecture.homework_id!;
    const file = await uploadHomework('student');
    const res = await post(`/private/homework/${hwId}/submit`, 'student', { file });
    expect(res.statusCode).toBe(200);
    const hw = HomeworkResponseSchema.parse((await get(`/private/homework/${hwId}`, 'student')).json()).data;
    expect(hw.submissions).toEqual([expect.objectContaining({ id: res.json().data.id, file, original_name: 'งานของฉัน.pdf' })]);
    const progress = await get(`/private/progress/student/${id.student}/course/${COURSE}`, 'student');
    expect(progress.json().data.readLecture).toContain(homeworkLecture.id);
    // Someone else's file, or one never uploaded, is refused.
    const partnerFile = await uploadHomework('partner');
    expect((await post(`/private/homework/${hwId}/submit`, 'student', { file: partnerFile })).statusCode).toBe(400);
    expect((await post(`/private/homework/${hwId}/submit`, 'partner', { file: partnerFile })).statusCode).toBe(403);
    expect((await get(`/private/homework/${hwId}`, 'lapsed')).json().error.code).toBe('ACCESS_EXPIRED');
  });

  it('refuses a file of a type the homework does not take (FILE_TYPE_NOT_ALLOWED), by the bytes, not the name', async () => {
    const zipOnly = await aHomework(t.db.handle.db, { id: COURSE }, { accepted_types: ['zip'] });
    const file = await uploadHomework('student', 'งาน.zip'); // a PDF named .zip: stored as what its bytes say
    const res = await post(`/private/homework/${zipOnly.id}/submit`, 'student', { file });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const pdfToo = await aHomework(t.db.handle.db, { id: COURSE }, { accepted_types: ['zip', 'pdf'] });
    expect((await post(`/private/homework/${pdfToo.id}/submit`, 'student', { file })).statusCode).toBe(200);
  });

  it('shows the course’s instructor the students and their files; another instructor is refused', async () => {
    await anEnrolment(t.db.handle.db, people.student, { id: TAUGHT });
    const file = await uploadHomework('student', 'plan.pdf');
    expect((await post(`/private/homework/${taughtHomework.homework_id}/submit`, 'student', { file })).statusCode).toBe(200);

    const courses = await get('/private/instructor/courses', 'teacher');
    expect(courses.statusCode).toBe(200);
    const taught = courses.json().data.find((c: { course_id: number }) => c.course_id === TAUGHT);
    expect(taught).toMatchObject({ students: 1 });
    expect(taught.average_percent).toBeGreaterThan(0);

    const res = await get(`/private/instructor/courses/${TAUGHT}/students`, 'teacher');
    expect(res.statusCode).toBe(200);
    const [row] = InstructorStudentsResponseSchema.parse(res.json()).data;
    expect(row).toMatchObject({ user_id: id.student, email: people.student.user.email });
    expect(row!.homework).toEqual([
      expect.objectContaining({ homework_id: taughtHomework.homework_id, file, original_name: 'plan.pdf' }),
    ]);
    expect(row!.last_activity).not.toBeNull();

    const asTeacher = await get(`/private/files/${file}`, 'teacher');
    expect(asTeacher.statusCode).toBe(200);
    expect(asTeacher.rawPayload.equals(pdf)).toBe(true);
    expect((await get(`/private/files/${file}`, 'teacher2')).statusCode).toBe(403);
    expect((await get(`/private/files/${file}`, 'partner')).statusCode).toBe(403);
    expect((await get(`/private/instructor/courses/${TAUGHT}/students`, 'teacher2')).statusCode).toBe(403);
    expect((await get(`/private/instructor/courses/${COURSE}/students`, 'teacher')).statusCode).toBe(403);
    expect((await get('/private/instructor/courses', 'teacher2')).json().data).toEqual([]);
    expect((await get('/private/instructor/courses', 'partner')).statusCode).toBe(403);
    const admin = await get(`/private/instructor/courses/${COURSE}/students`, 'admin');
    expect(
      admin
        .json()
        .data.map((s: { user_id: number }) => s.user_id)
        .sort(),
    ).toEqual([id.student, id.lapsed, id.lifetime].sort());
    // An administrator sees every course, taught by them or not.
    const all = (await get('/private/instructor/courses', 'admin')).json().data;
    expect(all.map((c: { course_id: number }) => c.course_id)).toEqual([COURSE, TAUGHT]);
  });

  it('counts every content type in the percent (video, quiz, homework)', async () => {
    const expected = Math.floor((3 * 100) / lectures.length);
    const data = ProgressResponseSchema.parse(
      (await get(`/private/progress/student/${id.student}/course/${COURSE}`, 'student')).json(),
    ).data;
    expect(data.readLecture.sort()).toEqual([video.id, quizLecture.id, homeworkLecture.id].sort());
    expect(data.percent).toBe(expected);
    const mine = await get('/private/myaccount/courses', 'student');
    expect(mine.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          course_id: COURSE,
          percent: expected,
          expired: false,
          url: `/course/${COURSE}-${course.course.slug}`,
        }),
      ]),
    );
    const lapsed = await get('/private/myaccount/courses', 'lapsed');
    expect(lapsed.json().data).toEqual([expect.objectContaining({ course_id: COURSE, expired: true, percent: 0 })]);
  });
});
