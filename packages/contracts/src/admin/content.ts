// /private/admin course content (spec §3 playlist item): sections, lectures (video, quiz, homework,
// document), Thai subtitles, quizzes with their answers, homework and its grading. Administrators, and
// instructors for the courses they teach.
import * as z from 'zod/mini';
import { adminList, adminOne } from './list.ts';
import { flag, optionalText, requiredText } from './fields.ts';

const Id = z.int().check(z.positive());

export const LECTURE_TYPES = ['video', 'quiz', 'homework', 'document'] as const;

/** A video: an uploaded file's path (/uploads/…) or an https address (an HLS .m3u8 or a file elsewhere). */
export const videoUrl = z.nullable(
  z.string().check(z.trim(), z.maxLength(2000, 'tooLong'), z.regex(/^(\/uploads\/[\w./-]+|https:\/\/\S+)$/, 'url')),
);

export const AdminLectureSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  section_id: z.number(),
  name: z.string(),
  content_type: z.enum(LECTURE_TYPES),
  video_url: z.nullable(z.string()),
  subtitle_url: z.nullable(z.string()),
  /** Whether Thai captions were written in the back office. */
  has_subtitle: z.boolean(),
  duration_seconds: z.number(),
  is_preview: flag,
  quiz_id: z.nullable(z.number()),
  homework_id: z.nullable(z.number()),
  sort: z.number(),
});
export type AdminLecture = z.infer<typeof AdminLectureSchema>;

export const AdminSectionSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  sort: z.number(),
  lectures: z.array(AdminLectureSchema),
});
export type AdminSection = z.infer<typeof AdminSectionSchema>;

export const SectionCreateSchema = z.object({ name: requiredText(200) });
export type SectionCreate = z.infer<typeof SectionCreateSchema>;
export const SectionPatchSchema = z.partial(SectionCreateSchema);

/** PUT …/order: every id of the list, in the order wanted. */
export const OrderSchema = z.object({ ids: z.array(Id).check(z.minLength(1, 'required'), z.maxLength(1000)) });
export type Order = z.infer<typeof OrderSchema>;

export const LectureCreateSchema = z.object({
  name: requiredText(200),
  content_type: z.enum(LECTURE_TYPES),
  video_url: z.optional(videoUrl),
  duration_seconds: z.optional(z.int().check(z.minimum(0), z.maximum(86_400))),
  is_preview: z.optional(flag),
  quiz_id: z.optional(z.nullable(Id)),
  homework_id: z.optional(z.nullable(Id)),
});
export type LectureCreate = z.infer<typeof LectureCreateSchema>;
export const LecturePatchSchema = z.partial(LectureCreateSchema);
export type LecturePatch = z.infer<typeof LecturePatchSchema>;

/** PUT lectures/{id}/subtitle: Thai WebVTT text; null removes it. */
export const SubtitleBodySchema = z.object({ vtt: z.nullable(z.string().check(z.maxLength(500_000, 'tooLong'))) });

export const AdminChoiceSchema = z.object({ id: z.optional(z.number()), text: requiredText(500), is_correct: z.boolean() });
export const AdminQuestionSchema = z.object({
  id: z.optional(z.number()),
  text: requiredText(2000),
  choices: z.array(AdminChoiceSchema).check(z.minLength(2, 'tooFew'), z.maxLength(10, 'tooMany')),
});
export const AdminQuizSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  pass_percent: z.number(),
  questions: z.array(AdminQuestionSchema),
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

export const QuizSaveSchema = z.object({
  title: requiredText(200),
  pass_percent: z.int().check(z.minimum(0, 'range'), z.maximum(100, 'range')),
  questions: z.array(AdminQuestionSchema).check(z.maxLength(200, 'tooMany')),
});
export type QuizSave = z.infer<typeof QuizSaveSchema>;

const fileType = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{1,10}$/, 'fileType'));
export const AdminHomeworkSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  instructions: z.string(),
  accepted_types: z.array(z.string()),
  submission_count: z.number(),
});
export type AdminHomework = z.infer<typeof AdminHomeworkSchema>;
export const HomeworkCreateSchema = z.object({
  title: requiredText(200),
  instructions: z.optional(optionalText(10_000)),
  accepted_types: z.optional(z.array(fileType).check(z.maxLength(20, 'tooMany'))),
});
export type HomeworkCreate = z.infer<typeof HomeworkCreateSchema>;
export const HomeworkPatchSchema = z.partial(HomeworkCreateSchema);

export const AdminSubmissionSchema = z.object({
  id: z.number(),
  homework_id: z.number(),
  user_id: z.number(),
  student_name: z.string(),
  file: z.string(),
  original_name: z.nullable(z.string()),
  submitted_at: z.string(),
  score: z.nullable(z.number()),
  passed: z.nullable(z.boolean()),
  feedback: z.nullable(z.string()),
  graded_at: z.nullable(z.string()),
});
export type AdminSubmission = z.infer<typeof AdminSubmissionSchema>;
export const GradeSchema = z.object({
  score: z.int().check(z.minimum(0, 'range'), z.maximum(100, 'range')),
  passed: z.boolean(),
  feedback: optionalText(5000),
});
export type Grade = z.infer<typeof GradeSchema>;

/** A course the caller may edit the content of (every course for an administrator). */
export const ContentCourseSchema = z.object({ id: z.number(), title: z.string(), is_published: z.boolean() });

export const OutlineSchema = adminList(AdminSectionSchema);
export const SectionOneSchema = adminOne(AdminSectionSchema);
export const LectureOneSchema = adminOne(AdminLectureSchema);
export const LectureListSchema = adminList(AdminLectureSchema);
export const QuizOneSchema = adminOne(AdminQuizSchema);
export const QuizListSchema = adminList(AdminQuizSchema);
export const HomeworkOneSchema = adminOne(AdminHomeworkSchema);
export const HomeworkListSchema = adminList(AdminHomeworkSchema);
export const SubmissionOneSchema = adminOne(AdminSubmissionSchema);
export const SubmissionListSchema = adminList(AdminSubmissionSchema);
export const ContentCourseListSchema = adminList(ContentCourseSchema);
