// Learning (issue 7): who may open a course's lectures (spec §6 "paid playlist access requires an
// order"), the playlist (spec §2 ?learn=true, §3 playlist item), progress and resume (spec §3
// progress, §7 progress and lasttime), the access countdown (spec §4), quizzes, homework and the
// account and instructor views.
import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { accessCountdown } from '@rian/domain/access-countdown';
import { courseUrl } from '@rian/domain/course-url';
import { DomainError } from '@rian/domain/errors';
import type { Viewer } from '@rian/domain/plans';
import type { PlanView } from '@rian/contracts';
import { planView } from '../catalogue/catalogue.service.ts';

const {
  courses,
  courseAccess,
  courseTeachers,
  teachers,
  lectures,
  sections,
  pricingPlans,
  users,
  uploads,
  quizzes,
  quizQuestions,
  quizChoices,
  quizAttempts,
  homeworks,
  homeworkSubmissions,
  lectureProgress,
} = schema;

/** The viewer's standing in a course (PlaylistResponse viewer). */
export type Standing = 'visitor' | 'owner' | 'expired' | 'staff';

export interface Caller {
  id: number;
  role: string;
}

type AccessRow = typeof courseAccess.$inferSelect;
type PlanRow = typeof pricingPlans.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

const DAY_MS = 86_400_000;
/** spec §3: a video counts as watched from 90 % of its length. */
const WATCHED_SHARE = 0.9;

const forbidden = () => new DomainError('FORBIDDEN');
const accessExpired = () => new DomainError('ACCESS_EXPIRED');
const notFound = (what: string) => new DomainError('NOT_FOUND', what);

/** A lecture's media URL as the player gets it: Rian's own route, or an external https URL passed through. */
export interface MediaRef {
  url: string;
  type: 'mp4' | 'hls';
}

export function isExternalUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}

export function mediaType(url: string): 'mp4' | 'hls' {
  return /\.m3u8(\?|#|$)/i.test(url) ? 'hls' : 'mp4';
}

export interface Countdown {
  unlimited: boolean;
  expiresAt: Date | null;
  remainingMs: number | null;
  expired: boolean;
}

/**
 * spec §4 through packages/domain accessCountdown (start = granted_at, terms from the plan; no plan
 * means unlimited). The grant's stored end wins where it differs: an early renewal continues from the
 * previous end (orders/order-transitions.ts), and the playlist and catalogue read that same end.
 */
export function countdownOf(access: Pick<AccessRow, 'granted_at' | 'expires_at'>, plan: PlanRow | null, now: Date): Countdown {
  const cd = accessCountdown(
    {
      planType: plan?.plan_type ?? 'One-Time Payment',
      startDateTime: access.granted_at,
      courseDays: null,
      term: plan?.term ?? null,
      termUnit: plan?.term_unit ?? null,
    },
    now,
  );
  if (access.expires_at === null) return { unlimited: true, expiresAt: null, remainingMs: null, expired: false };
  if (cd.expiresAt !== null && cd.expiresAt.getTime() === access.expires_at.getTime()) {
    return { unlimited: false, expiresAt: cd.expiresAt, remainingMs: cd.remainingMs, expired: cd.expired };
  }
  const remainingMs = Math.max(0, access.expires_at.getTime() - now.getTime());
  return { unlimited: false, expiresAt: access.expires_at, remainingMs, expired: remainingMs === 0 };
}

function isExpired(access: Pick<AccessRow, 'expires_at'>, now: Date): boolean {
  return access.expires_at !== null && access.expires_at.getTime() <= now.getTime();
}

function percentOf(done: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(done, total) * 100) / total) : 0;
}

export class LearningService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  // ------------------------------------------------------------------ access

  /** True when the user is linked (teachers.user_id) to a teacher of the course. */
  async isInstructorOf(userId: number, courseId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: teachers.id })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
      .where(and(eq(courseTeachers.course_id, courseId), eq(teachers.user_id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  async accessOf(userId: number, courseId: number): Promise<AccessRow | null> {
    const [row] = await this.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.user_id, userId), eq(courseAccess.course_id, courseId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * spec §6: an administrator or the course's instructor is staff; an owner whose access has not
   * ended is an owner; an owner whose access ended is 'expired'; everyone else sees previews only.
   */
  async standing(caller: Caller | null, courseId: number): Promise<Standing> {
    if (!caller) return 'visitor';
    if (caller.role === 'admin' || (await this.isInstructorOf(caller.id, courseId))) return 'staff';
    const access = await this.accessOf(caller.id, courseId);
    if (!access) return 'visitor';
    return isExpired(access, this.clock()) ? 'expired' : 'owner';
  }

  /** Refuses unless the caller may open every lecture of the course (owner with access, or staff). */
  async assertOpen(caller: Caller, courseId: number): Promise<Standing> {
    const standing = await this.standing(caller, courseId);
    if (standing === 'expired') throw accessExpired();
    if (standing === 'visitor') throw forbidden();
    return standing;
  }

  private async callerById(userId: number): Promise<Caller | null> {
    const [row] = await this.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  }

  private async courseRow(courseId: number) {
    const [row] = await this.db
      .select({ id: courses.id, title: courses.title, slug: courses.slug, is_published: courses.is_published })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row ?? null;
  }

  // ------------------------------------------------------------------ playlist and media

  /** GET /public/course/videoplaylist/{courseId} (spec §2, §3 playlist item, §6). */
  async playlist(caller: Caller | null, courseId: number) {
    const course = await this.courseRow(courseId);
    const viewer = course ? await this.standing(caller, courseId) : 'visitor';
    if (!course || (!course.is_published && viewer !== 'staff')) throw notFound('No such course');
    const rows = await this.db
      .select({ lecture: lectures, section_name: sections.name })
      .from(lectures)
      .innerJoin(sections, eq(sections.id, lectures.section_id))
      .where(eq(lectures.course_id, courseId))
      .orderBy(asc(sections.sort), asc(sections.id), asc(lectures.sort), asc(lectures.id));
    const open = viewer === 'owner' || viewer === 'staff';
    const items = rows.map(({ lecture: l, section_name }) => {
      const canOpen = open || l.is_preview === 1;
      const scope = l.is_preview === 1 ? 'public' : 'private';
      let video: MediaRef | null = null;
      if (canOpen && l.content_type === 'video' && l.video_url) {
        video = isExternalUrl(l.video_url)
          ? { url: l.video_url, type: mediaType(l.video_url) }
          : { url: `/${scope}/lectures/${l.id}/video`, type: 'mp4' };
      }
      const subtitles =
        canOpen && l.subtitle_url
          ? [
              {
                url: isExternalUrl(l.subtitle_url) ? l.subtitle_url : `/${scope}/lectures/${l.id}/subtitle.vtt`,
                lang: 'th',
                label: 'ไทย',
              },
            ]
          : [];
      return {
        sections_id: l.section_id,
        sections_name: section_name,
        lectures_id: l.id,
        lectures_name: l.name,
        content_type: l.content_type as 'video' | 'quiz' | 'homework' | 'document',
        duration_seconds: l.duration_seconds,
        is_preview: l.is_preview,
        video,
        subtitles,
        quiz_id: l.quiz_id,
        homework_id: l.homework_id,
        locked: !canOpen,
      };
    });
    return { course_id: course.id, title: course.title, viewer, items };
  }

  /**
   * The stored URL of a lecture's video or subtitle for the media routes: previews (of a published
   * course) to anyone on the public route; the rest to a caller who may open the course.
   */
  async lectureMedia(
    caller: Caller | null,
    lectureId: number,
    what: 'video' | 'subtitle',
    scope: 'public' | 'private',
  ): Promise<string> {
    const [row] = await this.db
      .select({ lecture: lectures, is_published: courses.is_published })
      .from(lectures)
      .innerJoin(courses, eq(courses.id, lectures.course_id))
      .where(eq(lectures.id, lectureId))
      .limit(1);
    if (!row) throw notFound('No such lecture');
    const l = row.lecture;
    const url = what === 'video' ? (l.content_type === 'video' ? l.video_url : null) : l.subtitle_url;
    if (scope === 'public') {
      if (l.is_preview !== 1 || !row.is_published || !url) throw notFound('No such media');
      return url;
    }
    if (!caller) throw new DomainError('PERMISSION_DENIED');
    if (l.is_preview !== 1 || !row.is_published) await this.assertOpen(caller, l.course_id);
    if (!url) throw notFound('No such media');
    return url;
  }

  // ------------------------------------------------------------------ progress

  /** Done lectures over all lectures of the course, rounded down (every content type counts). */
  async percents(courseId: number, userIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (userIds.length === 0) return out;
    const [total] = await this.db.select({ n: count() }).from(lectures).where(eq(lectures.course_id, courseId));
    const done = await this.db
      .select({ user_id: lectureProgress.user_id, n: count() })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
      .where(
        and(eq(lectures.course_id, courseId), eq(lectureProgress.read, true), inArray(lectureProgress.user_id, [...userIds])),
      )
      .groupBy(lectureProgress.user_id);
    for (const id of userIds) out.set(id, 0);
    for (const d of done) out.set(d.user_id, percentOf(d.n, total?.n ?? 0));
    return out;
  }

  async percent(userId: number, courseId: number): Promise<number> {
    return (await this.percents(courseId, [userId])).get(userId) ?? 0;
  }

  /** Progress may be read by the user, an administrator, or the course's instructor. */
  async assertMayRead(caller: Caller, userId: number, courseId: number): Promise<void> {
    if (caller.id === userId || caller.role === 'admin') return;
    if (!(await this.isInstructorOf(caller.id, courseId))) throw new DomainError('FORBIDDEN', 'Not your account');
  }

  /** GET /private/progress/student/{userId}/course/{courseId} (spec §3 progress). */
  async progress(userId: number, courseId: number) {
    if (!(await this.courseRow(courseId))) throw notFound('No such course');
    const rows = await this.db
      .select({
        lecture_id: lectureProgress.lecture_id,
        progress_seconds: lectureProgress.progress_seconds,
        read: lectureProgress.read,
        updated_at: lectureProgress.updated_at,
      })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
      .where(and(eq(lectureProgress.user_id, userId), eq(lectures.course_id, courseId)))
      .orderBy(asc(lectureProgress.lecture_id));
    const access = await this.accessOf(userId, courseId);
    const plan = access?.pricing_plan_id ? await this.planRow(access.pricing_plan_id) : null;
    let courseDays: number | null = null;
    if (access) {
      // spec §4: −1 means unlimited; otherwise the whole days from the start to the end.
      courseDays =
        access.expires_at === null ? -1 : Math.ceil((access.expires_at.getTime() - access.granted_at.getTime()) / DAY_MS);
    }
    return {
      course_id: courseId,
      user_id: userId,
      readLecture: rows.filter((r) => r.read).map((r) => r.lecture_id),
      lectures: rows.map((r) => ({
        lectures_id: r.lecture_id,
        progressTime: r.progress_seconds,
        read: r.read,
        updated_at: r.updated_at.toISOString(),
      })),
      percent: await this.percent(userId, courseId),
      startDateTime: access ? access.granted_at.toISOString() : null,
      courseDays,
      term: plan?.term ?? null,
      termUnit: plan?.term_unit ?? null,
      planType: plan?.plan_type ?? null,
      orderID: access?.order_id ?? null,
      finishDateTime: access?.expires_at ? access.expires_at.toISOString() : null,
    };
  }

  /**
   * POST /private/progress/student/{userId}/course/{courseId}: only for a lecture of that course the
   * user may open. The second reached only grows until the lecture is done (a rewatch then moves it
   * freely); `read` counts for videos and documents (quizzes pass, homework is submitted).
   */
  async saveProgress(
    userId: number,
    courseId: number,
    body: { lectures_id: number; progressTime: number; read?: boolean | undefined },
  ) {
    const [lecture] = await this.db
      .select()
      .from(lectures)
      .where(and(eq(lectures.id, body.lectures_id), eq(lectures.course_id, courseId)))
      .limit(1);
    if (!lecture) throw notFound('No such lecture in this course');
    const user = await this.callerById(userId);
    if (!user) throw notFound('No such user');
    if (lecture.is_preview !== 1) await this.assertOpen(user, courseId);
    const seconds = Math.floor(body.progressTime);
    const watched =
      lecture.content_type === 'video' && lecture.duration_seconds > 0 && seconds >= lecture.duration_seconds * WATCHED_SHARE;
    const readNow = watched || (body.read === true && (lecture.content_type === 'video' || lecture.content_type === 'document'));
    await this.upsertProgress(userId, lecture, seconds, readNow);
    return { percent: await this.percent(userId, courseId) };
  }

  private async upsertProgress(
    userId: number,
    lecture: Pick<LectureRow, 'id' | 'course_id'>,
    seconds: number | null,
    read: boolean,
  ) {
    const now = this.clock();
    const lp = lectureProgress;
    await this.db
      .insert(lp)
      .values({
        user_id: userId,
        course_id: lecture.course_id,
        lecture_id: lecture.id,
        progress_seconds: seconds ?? 0,
        read,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [lp.user_id, lp.lecture_id],
        set: {
          progress_seconds:
            seconds === null
              ? sql`${lp.progress_seconds}`
              : sql`CASE WHEN ${lp.read} OR excluded.read THEN excluded.progress_seconds ELSE GREATEST(${lp.progress_seconds}, excluded.progress_seconds) END`,
          read: sql`${lp.read} OR excluded.read`,
          updated_at: now,
        },
      });
  }

  /** Marks the lectures that show a quiz (passed) or a homework (submitted) as done. */
  private async markDone(userId: number, courseId: number, where: { quizId: number } | { homeworkId: number }) {
    const rows = await this.db
      .select({ id: lectures.id, course_id: lectures.course_id })
      .from(lectures)
      .where(
        and(
          eq(lectures.course_id, courseId),
          'quizId' in where ? eq(lectures.quiz_id, where.quizId) : eq(lectures.homework_id, where.homeworkId),
        ),
      );
    for (const l of rows) await this.upsertProgress(userId, l, null, true);
  }

  /** GET /private/progress/lasttime/{userId}/course/{courseId}: the newest updated lecture (spec §7). */
  async lastTime(userId: number, courseId: number) {
    const [row] = await this.db
      .select({ section_id: lectures.section_id, lectures_id: lectures.id, progressTime: lectureProgress.progress_seconds })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
      .where(and(eq(lectureProgress.user_id, userId), eq(lectures.course_id, courseId)))
      .orderBy(desc(lectureProgress.updated_at), desc(lectureProgress.id))
      .limit(1);
    return row ?? null;
  }

  // ------------------------------------------------------------------ countdown

  private async planRow(id: number): Promise<PlanRow | null> {
    const [row] = await this.db.select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
    return row ?? null;
  }

  /** GET /private/course/countdowntime/{courseId} (spec §4); not an owner → 404. */
  async countdown(userId: number, courseId: number): Promise<Countdown & { renewPlans: PlanView[] }> {
    const access = await this.accessOf(userId, courseId);
    if (!access) throw notFound('You do not own this course');
    const plan = access.pricing_plan_id ? await this.planRow(access.pricing_plan_id) : null;
    const cd = countdownOf(access, plan, this.clock());
    const renew = await this.db
      .select()
      .from(pricingPlans)
      .where(
        and(
          eq(pricingPlans.course_id, courseId),
          eq(pricingPlans.pricing_type, 'renew'),
          eq(pricingPlans.status_show, 1),
          isNotNull(pricingPlans.price),
        ),
      )
      .orderBy(asc(pricingPlans.sort), asc(pricingPlans.id));
    const viewer: Viewer = { loggedIn: true, isStudent: true, ownedCourseIds: new Set([courseId]) };
    return { ...cd, renewPlans: renew.map((p) => planView(p, viewer)) };
  }

  // ------------------------------------------------------------------ quizzes

  private async quizRow(quizId: number) {
    const [row] = await this.db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
    if (!row) throw notFound('No such quiz');
    return row;
  }

  private async quizQuestionsOf(quizId: number) {
    const questions = await this.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quiz_id, quizId))
      .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id));
    const choices =
      questions.length === 0
        ? []
        : await this.db
            .select()
            .from(quizChoices)
            .where(
              inArray(
                quizChoices.question_id,
                questions.map((q) => q.id),
              ),
            )
            .orderBy(asc(quizChoices.sort), asc(quizChoices.id));
    return questions.map((q) => ({ ...q, choices: choices.filter((c) => c.question_id === q.id) }));
  }

  /** GET /private/quiz/{quizId}: the questions without their answers, and the caller's last attempt. */
  async quiz(caller: Caller, quizId: number) {
    const quiz = await this.quizRow(quizId);
    await this.assertOpen(caller, quiz.course_id);
    const questions = await this.quizQuestionsOf(quizId);
    const [last] = await this.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quiz_id, quizId), eq(quizAttempts.user_id, caller.id)))
      .orderBy(desc(quizAttempts.submitted_at), desc(quizAttempts.id))
      .limit(1);
    return {
      id: quiz.id,
      title: quiz.title,
      pass_percent: quiz.pass_percent,
      questions: questions.map((q) => ({ id: q.id, text: q.text, choices: q.choices.map((c) => ({ id: c.id, text: c.text })) })),
      last_attempt: last
        ? { score: last.score, total: last.total, passed: last.passed, submitted_at: last.submitted_at.toISOString() }
        : null,
    };
  }

  /** POST /private/quiz/{quizId}/submit: scored here, stored, and the quiz lecture done when passed. */
  async submitQuiz(caller: Caller, quizId: number, answers: readonly { question_id: number; choice_id: number }[]) {
    const quiz = await this.quizRow(quizId);
    await this.assertOpen(caller, quiz.course_id);
    const questions = await this.quizQuestionsOf(quizId);
    const chosen = new Map<number, number>();
    // One answer per question counts: the first one sent.
    for (const a of answers) if (!chosen.has(a.question_id)) chosen.set(a.question_id, a.choice_id);
    const correct: { question_id: number; choice_id: number }[] = [];
    let score = 0;
    for (const q of questions) {
      const right = q.choices.find((c) => c.is_correct);
      if (right) correct.push({ question_id: q.id, choice_id: right.id });
      if (right && chosen.get(q.id) === right.id) score += 1;
    }
    const total = questions.length;
    const passed = total > 0 && score * 100 >= quiz.pass_percent * total;
    const kept = questions.filter((q) => chosen.has(q.id)).map((q) => ({ question_id: q.id, choice_id: chosen.get(q.id)! }));
    await this.db
      .insert(quizAttempts)
      .values({ quiz_id: quizId, user_id: caller.id, score, total, passed, answers: kept, submitted_at: this.clock() });
    if (passed) await this.markDone(caller.id, quiz.course_id, { quizId });
    return { score, total, passed, correct };
  }

  // ------------------------------------------------------------------ homework

  private async homeworkRow(homeworkId: number) {
    const [row] = await this.db.select().from(homeworks).where(eq(homeworks.id, homeworkId)).limit(1);
    if (!row) throw notFound('No such homework');
    return row;
  }

  /** GET /private/homework/{homeworkId}: the assignment and the caller's own submissions. */
  async homework(caller: Caller, homeworkId: number) {
    const hw = await this.homeworkRow(homeworkId);
    await this.assertOpen(caller, hw.course_id);
    const subs = await this.db
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.homework_id, homeworkId), eq(homeworkSubmissions.user_id, caller.id)))
      .orderBy(asc(homeworkSubmissions.submitted_at), asc(homeworkSubmissions.id));
    return {
      id: hw.id,
      title: hw.title,
      instructions: hw.instructions,
      submissions: subs.map((s) => ({
        id: s.id,
        file: s.file,
        original_name: s.original_name,
        submitted_at: s.submitted_at.toISOString(),
      })),
    };
  }

  /** POST /private/homework/{homeworkId}/submit: the caller's own 'homework' upload; the lecture is then done. */
  async submitHomework(caller: Caller, homeworkId: number, file: string) {
    const hw = await this.homeworkRow(homeworkId);
    await this.assertOpen(caller, hw.course_id);
    const [upload] = await this.db
      .select({ name: uploads.name, original_name: uploads.original_name })
      .from(uploads)
      .where(and(eq(uploads.name, file), eq(uploads.owner_user_id, caller.id), eq(uploads.kind, 'homework')))
      .limit(1);
    if (!upload) throw new DomainError('UPLOAD_FAILED', 'Upload the file first (kind=homework).');
    const [created] = await this.db
      .insert(homeworkSubmissions)
      .values({
        homework_id: homeworkId,
        user_id: caller.id,
        file: upload.name,
        original_name: upload.original_name,
        submitted_at: this.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: homeworkSubmissions.id });
    let id = created?.id;
    if (id === undefined) {
      // The same file sent again for the same homework is the same submission; another homework's is refused.
      const [existing] = await this.db
        .select({ id: homeworkSubmissions.id })
        .from(homeworkSubmissions)
        .where(and(eq(homeworkSubmissions.file, upload.name), eq(homeworkSubmissions.homework_id, homeworkId)))
        .limit(1);
      if (!existing) throw new DomainError('UPLOAD_FAILED', 'This file was already submitted for another homework.');
      id = existing.id;
    }
    await this.markDone(caller.id, hw.course_id, { homeworkId });
    return { id };
  }

  /** /private/files/{name}: a homework file is also readable by the instructor of its course. */
  async instructorMayReadFile(userId: number, fileName: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homework_id))
      .innerJoin(courseTeachers, eq(courseTeachers.course_id, homeworks.course_id))
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
      .where(and(eq(homeworkSubmissions.file, fileName), eq(teachers.user_id, userId)))
      .limit(1);
    return rows.length > 0;
  }

  // ------------------------------------------------------------------ account and instructor views

  /** GET /private/myaccount/courses. */
  async myCourses(userId: number) {
    const rows = await this.db
      .select({ access: courseAccess, title: courses.title, slug: courses.slug })
      .from(courseAccess)
      .innerJoin(courses, eq(courses.id, courseAccess.course_id))
      .where(eq(courseAccess.user_id, userId))
      .orderBy(desc(courseAccess.granted_at), desc(courseAccess.id));
    const now = this.clock();
    const out = [];
    for (const r of rows) {
      out.push({
        course_id: r.access.course_id,
        title: r.title,
        url: courseUrl(r.access.course_id, r.slug),
        percent: await this.percent(userId, r.access.course_id),
        expiresAt: r.access.expires_at ? r.access.expires_at.toISOString() : null,
        expired: isExpired(r.access, now),
      });
    }
    return out;
  }

  /** The course ids the caller teaches (an administrator: every course); others FORBIDDEN. */
  private async taughtCourseIds(caller: Caller): Promise<number[]> {
    if (caller.role === 'admin') {
      return (await this.db.select({ id: courses.id }).from(courses).orderBy(asc(courses.sort), asc(courses.id))).map(
        (c) => c.id,
      );
    }
    const rows = await this.db
      .selectDistinct({ id: courseTeachers.course_id })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
      .where(eq(teachers.user_id, caller.id));
    if (rows.length === 0 && caller.role !== 'instructor') throw forbidden();
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** GET /private/instructor/courses. */
  async instructorCourses(caller: Caller) {
    const ids = await this.taughtCourseIds(caller);
    if (ids.length === 0) return [];
    const list = await this.db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
    const out = [];
    for (const id of ids) {
      const course = list.find((c) => c.id === id);
      if (!course) continue;
      const owners = (
        await this.db.select({ user_id: courseAccess.user_id }).from(courseAccess).where(eq(courseAccess.course_id, id))
      ).map((o) => o.user_id);
      const percents = [...(await this.percents(id, owners)).values()];
      const average = percents.length > 0 ? Math.floor(percents.reduce((a, b) => a + b, 0) / percents.length) : 0;
      out.push({ course_id: id, title: course.title, students: owners.length, average_percent: average });
    }
    return out;
  }

  /** GET /private/instructor/courses/{courseId}/students: each owner's progress, homework and quizzes. */
  async instructorStudents(caller: Caller, courseId: number) {
    if (!(await this.courseRow(courseId))) throw notFound('No such course');
    if (caller.role !== 'admin' && !(await this.isInstructorOf(caller.id, courseId))) throw forbidden();
    const owners = await this.db
      .select({
        user_id: users.id,
        username: users.username,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        expires_at: courseAccess.expires_at,
      })
      .from(courseAccess)
      .innerJoin(users, eq(users.id, courseAccess.user_id))
      .where(eq(courseAccess.course_id, courseId))
      .orderBy(asc(users.id));
    const ids = owners.map((o) => o.user_id);
    if (ids.length === 0) return [];
    const percents = await this.percents(courseId, ids);
    const activity = await this.db
      .select({ user_id: lectureProgress.user_id, at: max(lectureProgress.updated_at) })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.course_id, courseId), inArray(lectureProgress.user_id, ids)))
      .groupBy(lectureProgress.user_id);
    const subs = await this.db
      .select({
        user_id: homeworkSubmissions.user_id,
        homework_id: homeworks.id,
        title: homeworks.title,
        file: homeworkSubmissions.file,
        original_name: homeworkSubmissions.original_name,
        submitted_at: homeworkSubmissions.submitted_at,
      })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homework_id))
      .where(and(eq(homeworks.course_id, courseId), inArray(homeworkSubmissions.user_id, ids)))
      .orderBy(asc(homeworkSubmissions.submitted_at), asc(homeworkSubmissions.id));
    const attempts = await this.db
      .select({
        user_id: quizAttempts.user_id,
        quiz_id: quizzes.id,
        title: quizzes.title,
        score: quizAttempts.score,
        total: quizAttempts.total,
        passed: quizAttempts.passed,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
      .where(and(eq(quizzes.course_id, courseId), inArray(quizAttempts.user_id, ids)))
      .orderBy(asc(quizAttempts.submitted_at), asc(quizAttempts.id));
    return owners.map((o) => {
      // The latest attempt of each quiz.
      const latest = new Map<number, (typeof attempts)[number]>();
      for (const a of attempts) if (a.user_id === o.user_id) latest.set(a.quiz_id, a);
      const at = activity.find((a) => a.user_id === o.user_id)?.at ?? null;
      return {
        user_id: o.user_id,
        name: `${o.firstname} ${o.lastname}`.trim() || o.username,
        email: o.email,
        percent: percents.get(o.user_id) ?? 0,
        last_activity: at ? new Date(at).toISOString() : null,
        expiresAt: o.expires_at ? o.expires_at.toISOString() : null,
        homework: subs
          .filter((s) => s.user_id === o.user_id)
          .map((s) => ({
            homework_id: s.homework_id,
            title: s.title,
            file: s.file,
            original_name: s.original_name,
            submitted_at: s.submitted_at.toISOString(),
          })),
        quizzes: [...latest.values()].map((a) => ({
          quiz_id: a.quiz_id,
          title: a.title,
          score: a.score,
          total: a.total,
          passed: a.passed,
        })),
      };
    });
  }
}
