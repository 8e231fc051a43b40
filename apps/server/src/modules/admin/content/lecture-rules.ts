// What a lecture of each type needs (spec §3 playlist item): a video its file or address, a quiz or
// homework lecture its quiz or assignment of the same course; a document has no media. Fields that do
// not belong to the type are cleared, so a lecture changed from video to quiz keeps no stale video. A
// video uploaded to the media library gives the lecture its running time, read from the file, unless
// one is typed in.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { LectureCreate } from '@rian/contracts/admin/content';
import type { Tx } from '../audit/record-audit.ts';
import { inputError } from './outline-view.ts';

const { quizzes, homeworks, uploads } = schema;
const STORED = /^\/uploads\/([\w.-]+)$/;

export interface LectureFields {
  name: string;
  content_type: LectureCreate['content_type'];
  video_url: string | null;
  duration_seconds: number;
  is_preview: 0 | 1;
  quiz_id: number | null;
  homework_id: number | null;
}

async function belongs(tx: Tx, table: typeof quizzes | typeof homeworks, id: number, courseId: number): Promise<boolean> {
  const [row] = await tx.select({ course_id: table.course_id }).from(table).where(eq(table.id, id));
  return row?.course_id === courseId;
}

/** The running time in seconds of the uploaded video an address names, or 0 when it is not one or does not say. */
async function uploadedSeconds(tx: Tx, url: string | null): Promise<number> {
  const name = url ? STORED.exec(url)?.[1] : undefined;
  if (!name) return 0;
  const [row] = await tx.select({ ms: uploads.duration_ms }).from(uploads).where(eq(uploads.name, name));
  return row?.ms ? Math.round(row.ms / 1000) : 0;
}

/** The lecture's columns as stored, or INPUT_ERROR naming the field that is missing or wrong. */
export async function checkLecture(tx: Tx, courseId: number, f: LectureFields): Promise<LectureFields> {
  const type = f.content_type;
  if (type === 'video' && !f.video_url) {
    throw inputError('video_url', 'A video lecture needs a video file or address', 'บทเรียนวิดีโอต้องมีไฟล์หรือลิงก์วิดีโอ');
  }
  if (type === 'quiz' && (f.quiz_id === null || !(await belongs(tx, quizzes, f.quiz_id, courseId)))) {
    throw inputError('quiz_id', 'Choose a quiz of this course', 'กรุณาเลือกแบบทดสอบของคอร์สนี้');
  }
  if (type === 'homework' && (f.homework_id === null || !(await belongs(tx, homeworks, f.homework_id, courseId)))) {
    throw inputError('homework_id', 'Choose a homework of this course', 'กรุณาเลือกการบ้านของคอร์สนี้');
  }
  return {
    ...f,
    video_url: type === 'video' ? f.video_url : null,
    duration_seconds: type !== 'video' ? 0 : f.duration_seconds || (await uploadedSeconds(tx, f.video_url)),
    quiz_id: type === 'quiz' ? f.quiz_id : null,
    homework_id: type === 'homework' ? f.homework_id : null,
  };
}
