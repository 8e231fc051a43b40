// Learning rows of the demo academy (spec §3 playlist item quiz, homework and subtitle):
// a quiz for every quiz lecture, an assignment for every homework lecture, and Thai WebVTT subtitles
// for the video lectures of the courses in SUBTITLED_COURSES. Pure: built from the demo lectures.
import type * as schema from '../schema/index.ts';
import type { DemoContent } from './content.ts';
import type { MediaSpec } from './media.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Marker of this step in seed_runs: applied on top of 'demo-v1', so existing data dirs get it too. */
export const LEARNING_SEED_NAME = 'demo-learning-v1';

/** Course 3 (owned by the demo student) and course 1 (taught by the demo instructor). */
export const SUBTITLED_COURSES = [1, 3] as const;

export const subtitleFile = (courseId: number) => `subtitle-course-${courseId}-th.vtt`;

export interface LearningContent {
  quizzes: Insert<typeof schema.quizzes>[];
  quizQuestions: Insert<typeof schema.quizQuestions>[];
  quizChoices: Insert<typeof schema.quizChoices>[];
  homeworks: Insert<typeof schema.homeworks>[];
  /** subtitle_url per course, set on that course's video lectures. */
  subtitles: { courseId: number; url: string }[];
  media: MediaSpec[];
}

type Question = [text: string, choices: string[], correct: number];

/** Question banks by course; other courses get the general one. The correct choice is never first in all three. */
const QUESTIONS: Record<number, Question[]> = {
  1: [
    ['Customer Persona ช่วยธุรกิจเรื่องใดมากที่สุด', ['ลดต้นทุนการผลิต', 'เข้าใจกลุ่มลูกค้าเป้าหมาย', 'เพิ่มจำนวนพนักงาน'], 1],
    ['คอนเทนต์ที่ดีควรเริ่มจากอะไร', ['ปัญหาหรือความต้องการของลูกค้า', 'ราคาสินค้า', 'โลโก้ของแบรนด์'], 0],
    ['ควรวางแผนคอนเทนต์ล่วงหน้าอย่างน้อยเท่าใด', ['1 วัน', '1 ชั่วโมง', '1 เดือน'], 2],
  ],
  3: [
    ['คำสั่งใดแสดงข้อความบนหน้าจอใน Python', ['echo()', 'print()', 'show()'], 1],
    ['ชนิดข้อมูลใดเก็บค่าได้หลายค่าตามลำดับ', ['list', 'int', 'bool'], 0],
    ['ลูป for ใช้ทำอะไร', ['ประกาศฟังก์ชัน', 'จัดการข้อผิดพลาด', 'ทำซ้ำกับสมาชิกแต่ละตัว'], 2],
  ],
};
const GENERAL: Question[] = [
  ['ข้อใดเป็นวิธีทบทวนบทเรียนที่ได้ผล', ['ข้ามแบบฝึกหัด', 'สรุปเนื้อหาด้วยคำพูดของตัวเอง', 'ดูวิดีโอด้วยความเร็วสูงสุด'], 1],
  ['เมื่อไม่เข้าใจเนื้อหา ควรทำอย่างไร', ['ดูบทเรียนซ้ำและจดคำถามไว้', 'หยุดเรียน', 'เดาคำตอบ'], 0],
  ['แบบทดสอบท้ายบทมีไว้เพื่ออะไร', ['แทนการเรียน', 'ตัดเกรดเท่านั้น', 'ตรวจความเข้าใจของตัวเอง'], 2],
];

const INSTRUCTIONS = 'ทำงานตามโจทย์ของบทเรียนนี้ แล้วอัปโหลดไฟล์งาน (PDF, Word, รูปภาพ หรือ ZIP ขนาดไม่เกิน 20 MB) ผู้สอนจะตรวจและให้คำแนะนำ';

/** Six seconds of Thai captions for the bundled preview video (spec §3 subtitle). */
function vtt(courseTitle: string): string {
  return [
    'WEBVTT',
    '',
    '1',
    '00:00:00.000 --> 00:00:02.000',
    'สวัสดีครับ ยินดีต้อนรับสู่บทเรียน',
    '',
    '2',
    '00:00:02.000 --> 00:00:04.000',
    courseTitle.slice(0, 60),
    '',
    '3',
    '00:00:04.000 --> 00:00:06.000',
    'เรียนรู้ อะคาเดมี',
    '',
  ].join('\n');
}

export function buildLearningContent(c: DemoContent): LearningContent {
  const out: LearningContent = { quizzes: [], quizQuestions: [], quizChoices: [], homeworks: [], subtitles: [], media: [] };
  let questionId = 0;
  let choiceId = 0;
  for (const l of c.lectures) {
    if (l.quiz_id != null) {
      out.quizzes.push({ id: l.quiz_id, course_id: l.course_id, title: l.name, pass_percent: 60 });
      (QUESTIONS[l.course_id] ?? GENERAL).forEach(([text, choices, correct], qIndex) => {
        questionId += 1;
        out.quizQuestions.push({ id: questionId, quiz_id: l.quiz_id!, text, sort: qIndex + 1 });
        choices.forEach((choice, cIndex) => {
          choiceId += 1;
          out.quizChoices.push({
            id: choiceId,
            question_id: questionId,
            text: choice,
            is_correct: cIndex === correct,
            sort: cIndex + 1,
          });
        });
      });
    }
    if (l.homework_id != null) {
      out.homeworks.push({ id: l.homework_id, course_id: l.course_id, title: l.name, instructions: INSTRUCTIONS });
    }
  }
  for (const courseId of SUBTITLED_COURSES) {
    const course = c.courses.find((x) => x.id === courseId);
    if (!course) continue;
    out.subtitles.push({ courseId, url: `/uploads/${subtitleFile(courseId)}` });
    out.media.push({ kind: 'text', file: subtitleFile(courseId), body: vtt(course.title) });
  }
  return out;
}
