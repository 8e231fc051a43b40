// The course list of the back office: searched by title or link, filtered by state and category.
import { and, eq, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminCourseRow, CourseListQuery } from '@rian/contracts/admin/courses';
import { courseStatusOf, type CourseStatus } from '@rian/domain/lifecycles/course';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';

const { courses, categories } = schema;

const STATUS_WHERE: Record<CourseStatus, SQL> = {
  published: eq(courses.is_published, true),
  draft: and(not(courses.is_published), isNull(courses.first_published_at))!,
  unpublished: and(not(courses.is_published), isNotNull(courses.first_published_at))!,
};

export function listCourses(ctx: AdminContext, query: CourseListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db
      .select({ course: courses, category: categories.name })
      .from(courses)
      .leftJoin(categories, eq(categories.id, courses.category_id))
      .$dynamic(),
    counted: courses,
    filters: [
      query.status ? STATUS_WHERE[query.status] : undefined,
      query.category_id ? eq(courses.category_id, query.category_id) : undefined,
    ],
    search: [courses.title, courses.title_en, courses.slug],
    sorts: { title: courses.title, sort: courses.sort, updated_at: courses.updated_at, id: courses.id },
    fallback: '-updated_at',
    toRow: toCourseRow,
  });
}

function toCourseRow({ course: c, category }: { course: typeof courses.$inferSelect; category: string | null }): AdminCourseRow {
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    status: courseStatusOf(c),
    category,
    seat: c.seat,
    seats_taken: c.seats_taken,
    sort: c.sort,
    updated_at: c.updated_at.toISOString(),
  };
}
