// Learning (spec §2 ?learn=true playlist player, §3 playlist item and progress, §4 access countdown,
// §6 paid playlists need an order, §7 playlist, progress and countdown calls).
import * as z from 'zod/mini';
import { IdParamSchema, IdSchema, okResponse } from './common.ts';
import { PlanViewSchema } from './catalogue.ts';

const Id = IdSchema;
const IdParam = IdParamSchema;

export const CONTENT_TYPES = ['video', 'quiz', 'homework', 'document'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * A lecture's media. `url` is served by Rian with HTTP range requests (mp4) or is an HLS playlist
 * (`type: 'hls'`, played through hls.js where the browser has no native HLS). Lecture media of a paid
 * course are served only to an owner with access (or an administrator or the course's instructor);
 * preview lectures to everyone.
 */
export const LectureMediaSchema = z.object({
  url: z.string(),
  type: z.enum(['mp4', 'hls']),
});
export const SubtitleSchema = z.object({
  /** A WebVTT file. */
  url: z.string(),
  lang: z.string(),
  label: z.string(),
});

/** spec §3 playlist item: sections_id, sections_name, lectures_id, lectures_name, content type, video, quiz and homework ids, subtitle. */
export const PlaylistItemSchema = z.object({
  sections_id: z.number(),
  sections_name: z.string(),
  lectures_id: z.number(),
  lectures_name: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  duration_seconds: z.number(),
  is_preview: z.number(),
  /** null when the viewer may not open this lecture (not an owner, access expired) or it has no video. */
  video: z.nullable(LectureMediaSchema),
  subtitles: z.array(SubtitleSchema),
  quiz_id: z.nullable(z.number()),
  homework_id: z.nullable(z.number()),
  /** true when the lecture is closed to this viewer (the list still shows it, with a lock). */
  locked: z.boolean(),
});
export type PlaylistItem = z.infer<typeof PlaylistItemSchema>;

/** GET /public/course/videoplaylist/{courseId}. */
export const PlaylistResponseSchema = okResponse(
  z.object({
    course_id: z.number(),
    title: z.string(),
    /** The viewer's standing: visitor (previews only), owner with access, owner whose access expired, staff. */
    viewer: z.enum(['visitor', 'owner', 'expired', 'staff']),
    items: z.array(PlaylistItemSchema),
  }),
);
export type PlaylistResponse = z.infer<typeof PlaylistResponseSchema>;

export const CourseParamsSchema = z.object({ courseId: IdParam });
export const StudentCourseParamsSchema = z.object({ userId: IdParam, courseId: IdParam });

/** One lecture's progress: the second reached, and whether it is done (readLecture). */
export const LectureProgressSchema = z.object({
  lectures_id: z.number(),
  progressTime: z.number(),
  read: z.boolean(),
  updated_at: z.string(),
});

/**
 * GET /private/progress/student/{userId}/course/{courseId} (spec §3 progress: readLecture,
 * progressTime, startDateTime, courseDays, term, termUnit, planType, orderID, finishDateTime).
 * progressTime is per lecture here (seconds); percent counts done lectures of every type.
 */
export const ProgressResponseSchema = okResponse(
  z.object({
    course_id: z.number(),
    user_id: z.number(),
    readLecture: z.array(z.number()),
    lectures: z.array(LectureProgressSchema),
    percent: z.number(),
    startDateTime: z.nullable(z.string()),
    courseDays: z.nullable(z.number()),
    term: z.nullable(z.number()),
    termUnit: z.nullable(z.string()),
    planType: z.nullable(z.string()),
    orderID: z.nullable(z.number()),
    finishDateTime: z.nullable(z.string()),
  }),
);

/** POST /private/progress/student/{userId}/course/{courseId}: saved while playing, on pause and on leaving. */
export const SaveProgressBodySchema = z.object({
  lectures_id: Id,
  /** Seconds reached in the lecture's video (0 for other content). */
  progressTime: z.number().check(z.minimum(0), z.maximum(86_400)),
  /** The lecture is done (watched to the end, or the viewer marks a document read). */
  read: z.optional(z.boolean()),
});
export const SaveProgressResponseSchema = okResponse(z.object({ percent: z.number() }));

/** GET /private/progress/lasttime/{userId}/course/{courseId}: where to resume (spec §7 section_id, lectures_id). */
export const LastTimeResponseSchema = okResponse(
  z.nullable(z.object({ section_id: z.number(), lectures_id: z.number(), progressTime: z.number() })),
);

/** GET /private/course/countdowntime/{courseId} (spec §4 access countdown, from packages/domain). */
export const CountdownResponseSchema = okResponse(
  z.object({
    unlimited: z.boolean(),
    expiresAt: z.nullable(z.string()),
    remainingMs: z.nullable(z.number()),
    expired: z.boolean(),
    /** The course's renew plans (pricing_type renew), offered when access has ended or is about to. */
    renewPlans: z.array(PlanViewSchema),
  }),
);

/** A quiz as a student sees it: no correct answers before submitting. */
export const QuizSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Score needed to pass, in percent. */
  pass_percent: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      choices: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
  last_attempt: z.nullable(z.object({ score: z.number(), total: z.number(), passed: z.boolean(), submitted_at: z.string() })),
});
export const QuizResponseSchema = okResponse(QuizSchema);
export const QuizParamsSchema = z.object({ quizId: IdParam });
/** POST /private/quiz/{quizId}/submit. */
export const QuizSubmitBodySchema = z.object({
  answers: z.array(z.object({ question_id: Id, choice_id: Id })).check(z.maxLength(200)),
});
export const QuizResultResponseSchema = okResponse(
  z.object({
    score: z.number(),
    total: z.number(),
    passed: z.boolean(),
    /** After submitting: which choice was right for each question. */
    correct: z.array(z.object({ question_id: z.number(), choice_id: z.number() })),
  }),
);

/** Homework as a student sees it, with their own submissions. */
export const HomeworkSchema = z.object({
  id: z.number(),
  title: z.string(),
  instructions: z.string(),
  /** File extensions the instructor accepts, without the dot; empty accepts any. */
  accepted_types: z.array(z.string()),
  submissions: z.array(
    z.object({
      id: z.number(),
      file: z.string(),
      original_name: z.nullable(z.string()),
      submitted_at: z.string(),
      /** The instructor's grade: a score out of 100, passed or not, and feedback; null until graded. */
      grade: z.nullable(
        z.object({ score: z.number(), passed: z.boolean(), feedback: z.nullable(z.string()), graded_at: z.string() }),
      ),
    }),
  ),
});
export const HomeworkResponseSchema = okResponse(HomeworkSchema);
export const HomeworkParamsSchema = z.object({ homeworkId: IdParam });
/** POST /private/homework/{homeworkId}/submit: a file uploaded before (POST /api/home/test_upload?kind=homework). */
export const HomeworkSubmitBodySchema = z.object({ file: z.string().check(z.minLength(1), z.maxLength(200)) });
export const HomeworkSubmitResponseSchema = okResponse(z.object({ id: z.number() }));

/** GET /private/myaccount/courses: the signed-in student's courses with their progress (account page). */
export const MyCoursesResponseSchema = okResponse(
  z.array(
    z.object({
      course_id: z.number(),
      title: z.string(),
      url: z.string(),
      percent: z.number(),
      expiresAt: z.nullable(z.string()),
      expired: z.boolean(),
    }),
  ),
);

/** GET /private/instructor/courses: the courses an instructor teaches (an administrator: every course). */
export const InstructorCoursesResponseSchema = okResponse(
  z.array(z.object({ course_id: z.number(), title: z.string(), students: z.number(), average_percent: z.number() })),
);
/** GET /private/instructor/courses/{courseId}/students: each owner's progress and homework. */
export const InstructorStudentsResponseSchema = okResponse(
  z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      email: z.string(),
      percent: z.number(),
      last_activity: z.nullable(z.string()),
      expiresAt: z.nullable(z.string()),
      homework: z.array(
        z.object({
          homework_id: z.number(),
          title: z.string(),
          file: z.string(),
          original_name: z.nullable(z.string()),
          submitted_at: z.string(),
        }),
      ),
      quizzes: z.array(
        z.object({ quiz_id: z.number(), title: z.string(), score: z.number(), total: z.number(), passed: z.boolean() }),
      ),
    }),
  ),
);
