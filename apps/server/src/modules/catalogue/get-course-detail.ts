// The course page (spec §2 and §7 /public/course/url/:url): the course with its plans as the
// viewer sees them, teachers, outline, category, buy status and related lists.
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
import { groupBy, iso, titleWithSite, type CatalogueDeps } from './catalogue-reads.ts';
import { planView } from './plan-view.ts';
import { relatedCards } from './related-courses.ts';
import { pendingOf, refusalFor } from './view-as-account.ts';
import { courseHeadline } from './course-cards.ts';
import { readCoursePage, type CoursePage, type OutlineRows, type PageCourseRow } from './course-detail-query.ts';

type Settings = CoursePage['settings'];

/** The course id in a url ("{id}-{slug}" or "{id}"); NOT_FOUND when it names none. */
export function courseIdOfUrl(url: string): number {
  const id = parseIdSlug(url);
  if (id === null) throw new DomainError('NOT_FOUND', 'No course at this address');
  return id;
}

function courseOutline({ sections, lectures }: OutlineRows): CourseDetail['sections'] {
  const lecturesBy = groupBy(lectures, (l) => l.section_id);
  return sections.map((s) => ({
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

function courseMeta(publicUrl: string, c: PageCourseRow, settings: Settings): CourseDetail['meta'] {
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
  const page = await readCoursePage(deps.db, id, now, preview);
  if (!page) throw new DomainError('NOT_FOUND', `No course ${id}`);
  const { course: c, settings } = page;
  const listed = listPlans(page.plans, viewer);
  // Object.assign, not a spread (course-cards.ts courseCard: a spread followed by many fields is slow in V8).
  return Object.assign(courseHeadline(c), {
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
    category: page.category,
    teachers: page.teachers,
    sections: courseOutline(page),
    lecture_count: page.lectures.length,
    total_duration_seconds: page.lectures.reduce((s, l) => s + l.duration_seconds, 0),
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
    tabs: page.tabs,
    related: relatedCards(page.related, viewer, now),
  });
}
