// The course page (spec §2 and §7 /public/course/url/:url): the course with its plans as the
// viewer sees them, teachers, outline, category, buy status and related lists.
import { and, asc, eq } from 'drizzle-orm';
import { columnsOf, schema } from '@rian/db';
import {
  DomainError,
  courseUrl,
  defaultPlan,
  listPlans,
  parseIdSlug,
  registrationStatus,
  resolveCourseLayout,
  seatsLeft,
  type Viewer,
} from '@rian/domain';
import type { CourseDetail } from '@rian/contracts';
import { groupBy, iso, titleWithSite, visibleCourse, type CatalogueDeps, type CourseRow } from './catalogue-reads.ts';
import { planView } from './plan-view.ts';
import { listRelatedCourses } from './related-courses.ts';
import { pendingOf, refusalFor } from './view-as-account.ts';
import { courseHeadline } from './course-cards.ts';
import { TEACHER_COLUMNS } from './teacher-columns.ts';
import { pageTabs } from './page-tabs.ts';

const { courses, categories, teachers, courseTeachers, pricingPlans, sections, lectures } = schema;

type Settings = Awaited<ReturnType<CatalogueDeps['site']['settingsRow']>>;

/** The course id in a url ("{id}-{slug}" or "{id}"); NOT_FOUND when it names none. */
export function courseIdOfUrl(url: string): number {
  const id = parseIdSlug(url);
  if (id === null) throw new DomainError('NOT_FOUND', 'No course at this address');
  return id;
}

function loadCourseParts(deps: CatalogueDeps, c: CourseRow) {
  const { db } = deps;
  const id = c.id;
  return Promise.all([
    deps.site.settingsRow(),
    db.select().from(pricingPlans).where(eq(pricingPlans.course_id, id)),
    db
      .select({
        ...TEACHER_COLUMNS,
      })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
      .where(eq(courseTeachers.course_id, id))
      .orderBy(asc(courseTeachers.sort), asc(teachers.id)),
    db.select().from(sections).where(eq(sections.course_id, id)).orderBy(asc(sections.sort), asc(sections.id)),
    db
      .select({
        ...columnsOf(lectures, ['id', 'section_id', 'name', 'content_type', 'duration_seconds', 'is_preview']),
      })
      .from(lectures)
      .where(eq(lectures.course_id, id))
      .orderBy(asc(lectures.sort), asc(lectures.id)),
    c.category_id === null
      ? Promise.resolve([])
      : db
          .select({ id: categories.id, name: categories.name, name_en: categories.name_en, link_path: categories.link_path })
          .from(categories)
          .where(eq(categories.id, c.category_id)),
    pageTabs(db, { course_id: id }),
  ]);
}

type Parts = Awaited<ReturnType<typeof loadCourseParts>>;

function courseOutline(sectionRows: Parts[3], lectureRows: Parts[4]): CourseDetail['sections'] {
  const lecturesBy = groupBy(lectureRows, (l) => l.section_id);
  return sectionRows.map((s) => ({
    sections_id: s.id,
    sections_name: s.name,
    lectures: (lecturesBy.get(s.id) ?? []).map((l) => ({
      lectures_id: l.id,
      lectures_name: l.name,
      content_type: l.content_type,
      duration_seconds: l.duration_seconds,
      is_preview: l.is_preview,
    })),
  }));
}

function courseMeta(publicUrl: string, c: CourseRow, settings: Settings): CourseDetail['meta'] {
  return {
    title: c.meta_title || titleWithSite(c.title, settings),
    description: c.meta_description || c.short_description,
    title_en: c.meta_title_en || (c.title_en ? titleWithSite(c.title_en, settings) : null),
    description_en: c.meta_description_en || c.short_description_en || null,
    keywords: c.meta_keywords || settings?.keywords || '',
    robots: c.meta_robots || 'index,follow',
    image: c.og_image_url ?? c.picture_url,
    canonical: `${publicUrl}${courseUrl(c.id, c.slug)}`,
  };
}

/** spec §4 course order status: access held is approved; an order under review is pending. */
function orderStatusOf(viewer: Viewer, courseId: number): CourseDetail['statusOrder'] {
  if (viewer.ownedCourseIds.has(courseId)) return 'approved';
  return pendingOf(viewer).has(courseId) ? 'pendingApproved' : null;
}

/** `preview`: an administrator's look at the page, whatever the course's state. */
export async function getCourseDetail(
  deps: CatalogueDeps,
  id: number,
  viewer: Viewer,
  { preview = false } = {},
): Promise<CourseDetail> {
  const now = deps.clock();
  const [c] = await deps.db
    .select()
    .from(courses)
    .where(preview ? eq(courses.id, id) : and(eq(courses.id, id), visibleCourse(now)))
    .limit(1);
  if (!c) throw new DomainError('NOT_FOUND', `No course ${id}`);
  const [settings, plans, teacherRows, sectionRows, lectureRows, cat, tabs] = await loadCourseParts(deps, c);
  const listed = listPlans(plans, viewer);
  const related = await listRelatedCourses(
    deps,
    c,
    teacherRows.map((t) => t.id),
    settings,
    viewer,
  );
  return {
    ...courseHeadline(c),
    description: c.description,
    description_en: c.description_en || null,
    highlights: c.highlights,
    highlights_en: c.highlights_en,
    level: c.level,
    level_en: c.level_en || null,
    duration_text: c.duration_text,
    duration_text_en: c.duration_text_en || null,
    courseType: c.course_type,
    preview: {
      videoUrl: c.video_url,
      pictureUrl: c.picture_url,
      startRegDate: iso(c.start_reg_date),
      endRegDate: iso(c.end_reg_date),
    },
    category: cat[0] ?? null,
    teachers: teacherRows,
    sections: courseOutline(sectionRows, lectureRows),
    lecture_count: lectureRows.length,
    total_duration_seconds: lectureRows.reduce((s, l) => s + l.duration_seconds, 0),
    priceDetail: listed.map((p) => planView(p, viewer)),
    default_plan_id: defaultPlan(listed, viewer)?.id ?? null,
    statusOrder: orderStatusOf(viewer, c.id),
    purchase_refusal: refusalFor(viewer, c.course_for_user_group, settings),
    seat: c.seat,
    seats_left: seatsLeft(c),
    reg_status: registrationStatus(c, now),
    course_for_user_group: c.course_for_user_group,
    free_book: c.free_book,
    free_book_type: c.free_book_type,
    layout: resolveCourseLayout(c.layout, settings?.course_layout),
    is_layout_course_registration: c.is_layout_course_registration,
    endPublish: iso(c.end_publish),
    course_language: c.course_language,
    custom_text_language_key: c.custom_text_language_key,
    is_recertification_course: c.is_recertification_course,
    is_bestseller: c.is_bestseller,
    meta: courseMeta(deps.publicUrl, c, settings),
    tabs,
    related,
  };
}
