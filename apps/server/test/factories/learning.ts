// A course's outline and its learners (spec §3 playlist item and progress, §4 access countdown, §6
// who may open a lecture): sections of lectures (videos, a free preview, documents, quizzes,
// homework), the media files those lectures name, instructors linked to the courses they teach,
// students' access with a given number of days left, and progress per lecture.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schema, type Db } from '@rian/db';
import { bundledPreviewVideo } from '@rian/db/seed/media';
import { insertRow, type Spec } from './rows.ts';

export type SectionRow = typeof schema.sections.$inferSelect;
export type LectureRow = typeof schema.lectures.$inferSelect;
export type QuizRow = typeof schema.quizzes.$inferSelect;
export type HomeworkRow = typeof schema.homeworks.$inferSelect;
export type TeacherRow = typeof schema.teachers.$inferSelect;
export type AccessRow = typeof schema.courseAccess.$inferSelect;

/** The preview's clip, served to anyone from the public upload folder. */
export const PREVIEW_VIDEO_URL = '/uploads/preview.mp4';
/** The paid lectures' clip, in the private part of the upload folder that /uploads/ does not serve. */
export const LECTURE_VIDEO_URL = '/uploads/private/lecture.mp4';
/** Thai WebVTT captions (spec §3 subtitle). */
export const SUBTITLE_URL = '/uploads/lecture-th.vtt';

const SUBTITLE = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:03.000',
  'สวัสดีครับ ยินดีต้อนรับสู่บทเรียน',
  '',
  '00:00:03.000 --> 00:00:06.000',
  'เรียนรู้ไปพร้อมกันนะครับ',
  '',
].join('\n');

/**
 * Writes the files the lecture URLs above name into the upload folder: the bundled 6-second H.264
 * clip (public and private copies) and the captions. Video lectures play only once it has run.
 */
export async function putLectureMedia(uploadDir: string): Promise<{ video: string; preview: string; subtitle: string }> {
  const at = (url: string) => join(uploadDir, url.slice('/uploads/'.length));
  const files = { video: at(LECTURE_VIDEO_URL), preview: at(PREVIEW_VIDEO_URL), subtitle: at(SUBTITLE_URL) };
  await mkdir(join(uploadDir, 'private'), { recursive: true });
  await copyFile(bundledPreviewVideo, files.video);
  await copyFile(bundledPreviewVideo, files.preview);
  await writeFile(files.subtitle, SUBTITLE, 'utf8');
  return files;
}

/** A question: its text, its choices, and which choice (by index) is right. */
export type QuestionSpec = [text: string, choices: string[], correct: number];

export interface QuizSpec extends Partial<Omit<typeof schema.quizzes.$inferInsert, 'course_id'>> {
  questions?: QuestionSpec[];
}

export interface MadeQuiz {
  id: number;
  quiz: QuizRow;
  /** Per question in order: its row, its choices, and the right one and a wrong one. */
  questions: {
    question: typeof schema.quizQuestions.$inferSelect;
    choices: (typeof schema.quizChoices.$inferSelect)[];
    right: typeof schema.quizChoices.$inferSelect;
    wrong: typeof schema.quizChoices.$inferSelect;
  }[];
}

/** Three questions of three choices, the right one in a different place each time; 60 % passes. */
export const QUIZ_QUESTIONS: QuestionSpec[] = [
  ['คำสั่งใดแสดงข้อความบนหน้าจอใน Python', ['echo()', 'print()', 'show()'], 1],
  ['ชนิดข้อมูลใดเก็บค่าได้หลายค่าตามลำดับ', ['list', 'int', 'bool'], 0],
  ['ลูป for ใช้ทำอะไร', ['ประกาศฟังก์ชัน', 'จัดการข้อผิดพลาด', 'ทำซ้ำกับสมาชิกแต่ละตัว'], 2],
];

export async function aQuiz(db: Db, course: { id: number }, spec: QuizSpec = {}): Promise<MadeQuiz> {
  const { questions: specs = QUIZ_QUESTIONS, ...columns } = spec;
  const [quiz] = await db
    .insert(schema.quizzes)
    .values({ title: 'แบบทดสอบท้ายบท', pass_percent: 60, ...columns, course_id: course.id })
    .returning();
  const questions: MadeQuiz['questions'] = [];
  for (const [index, [text, texts, correct]] of specs.entries()) {
    const [question] = await db
      .insert(schema.quizQuestions)
      .values({ quiz_id: quiz!.id, text, sort: index + 1 })
      .returning();
    const choices = await db
      .insert(schema.quizChoices)
      .values(texts.map((t, i) => ({ question_id: question!.id, text: t, is_correct: i === correct, sort: i + 1 })))
      .returning();
    questions.push({ question: question!, choices, right: choices[correct]!, wrong: choices.find((c) => !c.is_correct)! });
  }
  return { id: quiz!.id, quiz: quiz!, questions };
}

export async function aHomework(
  db: Db,
  course: { id: number },
  spec: Partial<Omit<typeof schema.homeworks.$inferInsert, 'course_id'>> = {},
): Promise<HomeworkRow> {
  return insertRow(db, schema.homeworks, {
    title: 'งานท้ายบท',
    instructions: 'ทำงานตามโจทย์แล้วอัปโหลดไฟล์ PDF',
    ...spec,
    course_id: course.id,
  });
}

type LectureColumns = Partial<Omit<typeof schema.lectures.$inferInsert, 'course_id' | 'section_id'>>;

/**
 * A lecture of a section. 'video' (the default) is a paid ten-minute lecture with Thai captions,
 * 'preview' the same open to everyone (spec §2), 'document' has no media; 'quiz' and 'homework'
 * make their quiz (of `quiz`) or assignment unless a `quiz_id` or `homework_id` is given.
 */
export interface LectureSpec extends LectureColumns {
  kind?: 'video' | 'preview' | 'document' | 'quiz' | 'homework';
  quiz?: QuizSpec;
}

export interface MadeSection {
  section: SectionRow;
  /** In sort order. */
  lectures: LectureRow[];
  /** The quizzes made for the section's quiz lectures, by quiz id. */
  quizzes: Map<number, MadeQuiz>;
}

const VIDEO: LectureColumns = {
  content_type: 'video',
  video_url: LECTURE_VIDEO_URL,
  subtitle_url: SUBTITLE_URL,
  duration_seconds: 600,
};

async function lectureColumns(db: Db, course: { id: number }, spec: LectureSpec, made: MadeSection['quizzes']) {
  const { kind = 'video', quiz: quizSpec, ...columns } = spec;
  switch (kind) {
    case 'video':
      return { name: 'บทเรียนวิดีโอ', ...VIDEO, ...columns };
    case 'preview':
      return { name: 'ตัวอย่างบทเรียน', ...VIDEO, video_url: PREVIEW_VIDEO_URL, is_preview: 1, ...columns };
    case 'document':
      return { name: 'เอกสารประกอบ', content_type: 'document', ...columns };
    case 'quiz': {
      let quizId = columns.quiz_id;
      if (quizId == null) {
        const quiz = await aQuiz(db, course, { title: columns.name ?? 'แบบทดสอบท้ายบท', ...quizSpec });
        made.set(quiz.id, quiz);
        quizId = quiz.id;
      }
      return { name: 'แบบทดสอบท้ายบท', content_type: 'quiz', ...columns, quiz_id: quizId };
    }
    case 'homework': {
      const homeworkId = columns.homework_id ?? (await aHomework(db, course, { title: columns.name ?? 'งานท้ายบท' })).id;
      return { name: 'งานท้ายบท', content_type: 'homework', ...columns, homework_id: homeworkId };
    }
  }
}

/** A section of the course; by default a free preview and one paid video lecture. */
export async function aSection(
  db: Db,
  course: { id: number },
  spec: Partial<Omit<typeof schema.sections.$inferInsert, 'course_id'>> & { lectures?: LectureSpec[] } = {},
): Promise<MadeSection> {
  const { lectures: specs = [{ kind: 'preview' }, { kind: 'video' }], ...columns } = spec;
  const [section] = await db
    .insert(schema.sections)
    .values({ name: 'บทที่ 1', sort: 1, ...columns, course_id: course.id })
    .returning();
  const quizzes: MadeSection['quizzes'] = new Map();
  const lectures: LectureRow[] = [];
  for (const [index, lectureSpec] of specs.entries()) {
    const values = await lectureColumns(db, course, lectureSpec, quizzes);
    const [row] = await db
      .insert(schema.lectures)
      .values({ sort: index + 1, ...values, course_id: course.id, section_id: section!.id })
      .returning();
    lectures.push(row!);
  }
  return { section: section!, lectures, quizzes };
}

/** A teacher profile linked to the user (teachers.user_id), teaching the given courses (spec §6). */
export async function aTeacher(
  db: Db,
  user: { id: number } | null,
  courses: { id: number }[] = [],
  spec: Spec<typeof schema.teachers> = {},
): Promise<TeacherRow> {
  const [teacher] = await db
    .insert(schema.teachers)
    .values({ name: 'อาจารย์ทดสอบ', title: 'ผู้สอน', user_id: user?.id ?? null, ...spec })
    .returning();
  if (courses.length > 0) {
    await db
      .insert(schema.courseTeachers)
      .values(courses.map((c, i) => ({ course_id: c.id, teacher_id: teacher!.id, sort: i + 1 })));
  }
  return teacher!;
}

const DAY_MS = 86_400_000;

export interface EnrolmentSpec {
  /** The plan bought (its terms show in progress and the countdown); none means granted without one. */
  plan?: { id: number } | null;
  /** How long ago the access started; 0 (now) by default. */
  startedDaysAgo?: number;
  /** Days until the access ends (negative: ended that many days ago); null, the default, is unlimited. */
  daysLeft?: number | null;
  order_id?: number | null;
}

/** A student's access to a course (spec §4), as an order or an administrator would have granted it. */
export async function anEnrolment(
  db: Db,
  student: { id: number },
  course: { id: number },
  { plan = null, startedDaysAgo = 0, daysLeft = null, order_id = null }: EnrolmentSpec = {},
): Promise<AccessRow> {
  const now = Date.now();
  return insertRow(db, schema.courseAccess, {
    user_id: student.id,
    course_id: course.id,
    pricing_plan_id: plan?.id ?? null,
    order_id,
    granted_at: new Date(now - startedDaysAgo * DAY_MS),
    expires_at: daysLeft === null ? null : new Date(now + daysLeft * DAY_MS),
  });
}

/** Where a student is in a lecture (spec §3 progress): the second reached, and done once watched to the end. */
export async function aLectureProgress(
  db: Db,
  student: { id: number },
  lecture: Pick<LectureRow, 'id' | 'course_id' | 'duration_seconds'>,
  spec: { seconds?: number; read?: boolean } = {},
): Promise<typeof schema.lectureProgress.$inferSelect> {
  const seconds = spec.seconds ?? lecture.duration_seconds;
  return insertRow(db, schema.lectureProgress, {
    user_id: student.id,
    course_id: lecture.course_id,
    lecture_id: lecture.id,
    progress_seconds: seconds,
    read: spec.read ?? seconds >= lecture.duration_seconds,
  });
}
