// spec §2: a course page's teacher, group and bestseller lists, each only when its site flag is 1,
// read inside the course page's own statement (course-detail-query.ts) as JSON lists of cards.
import { and, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema } from '@rian/db';
import type { Viewer } from '@rian/domain';
import type { CourseDetail } from '@rian/contracts';
import { visibleCourse } from './catalogue-reads.ts';
import { cardFromJson, cardListJson, type CardJson } from './card-json.ts';

const { courses, courseTeachers, siteSettings } = schema;
const LIMIT = 4;

/** A related course: `courses` under another name, so that it can sit inside the page's own course. */
const related = alias(courses, 'related');
/** The page's course's teachers, beside the related course's. */
const mine = alias(courseTeachers, 'mine');

/** Up to four visible courses other than the page's, meeting `condition`, as a JSON list of cards. */
function relatedList(now: Placeholder, condition: SQL): SQL {
  return cardListJson(related, and(visibleCourse(now, related), ne(related.id, courses.id), condition), { limit: LIMIT });
}

/**
 * The three lists as one JSON object, each null when its site flag is off (or the course has no
 * teacher, no category). Needs `courses` and `site_settings` in the statement's FROM.
 */
export function relatedJson(now: Placeholder): SQL<RelatedJson> {
  const sharesTeacher = sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.course_id} = ${related.id}
    and ${courseTeachers.teacher_id} in (select ${mine.teacher_id} from ${courseTeachers} ${mine} where ${mine.course_id} = ${courses.id}))`;
  const hasTeacher = sql`exists (select 1 from ${courseTeachers} ${mine} where ${mine.course_id} = ${courses.id})`;
  return sql<RelatedJson>`json_build_object(
    'teacher', case when ${siteSettings.course_teacher} = 1 and ${hasTeacher} then ${relatedList(now, sharesTeacher)} end,
    'group', case when ${siteSettings.course_group} = 1 and ${courses.category_id} is not null
      then ${relatedList(now, eq(related.category_id, courses.category_id))} end,
    'bestseller', case when ${siteSettings.course_bestseller} = 1 then ${relatedList(now, eq(related.is_bestseller, 1))} end
  )`;
}

export type RelatedJson = Record<'teacher' | 'group' | 'bestseller', CardJson[] | null>;

/** The lists of relatedJson as cards for this viewer. */
export function relatedCards(json: RelatedJson, viewer: Viewer, now: Date): CourseDetail['related'] {
  const pick = (list: CardJson[] | null) => list?.map((c) => cardFromJson(c, viewer, now)) ?? null;
  return { teacher: pick(json.teacher), group: pick(json.group), bestseller: pick(json.bestseller) };
}
