// The course list of the back office: searched by title or link, filtered by state and category.
import { and, count, eq, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminCourseRow, CourseListQuery } from '@rian/contracts/admin/courses';
import { courseStatusOf, type CourseStatus } from '@rian/domain/lifecycles/course';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';

const { courses, categories } = schema;

const STATUS_WHERE: Record<CourseStatus, SQL> = {
  published: eq(courses.is_published, true),
  draft: and(not(courses.is_published), isNull(courses.first_published_at))!,
  unpublished: and(not(courses.is_published), isNotNull(courses.first_published_at))!,
};

export async function listCourses(ctx: AdminContext, query: CourseListQuery) {
  const p = paging(query);
  const where = and(
    query.status ? STATUS_WHERE[query.status] : undefined,
    query.category_id ? eq(courses.category_id, query.category_id) : undefined,
    searchAll(query.q, [courses.title, courses.title_en, courses.slug]),
  );
  const sort = { title: courses.title, sort: courses.sort, updated_at: courses.updated_at, id: courses.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ course: courses, category: categories.name })
      .from(courses)
      .leftJoin(categories, eq(categories.id, courses.category_id))
      .where(where)
      .orderBy(...sortBy(query.sort, sort, '-updated_at', courses.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(courses).where(where),
  ]);
  const data: AdminCourseRow[] = rows.map(({ course: c, category }) => ({
    id: c.id,
    title: c.title,
    slug: c.slug,
    status: courseStatusOf(c),
    category,
    seat: c.seat,
    seats_taken: c.seats_taken,
    sort: c.sort,
    updated_at: c.updated_at.toISOString(),
  }));
  return pageAnswer(data, counted?.total ?? 0, p);
}
