// A page of the course list (spec §7 /public/courses): all, bestsellers or one category's
// courses, narrowed by a keyword.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError, pageOffset, type Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import { keywordMatch, visibleCourse, type CatalogueDeps, type ListQuery, type Page } from './catalogue-reads.ts';
import { buildCourseCards } from './course-cards.ts';

const { courses, categories } = schema;

async function courseFilter(deps: CatalogueDeps, raw: string | undefined): Promise<SQL | null> {
  const filter = raw?.trim();
  if (!filter || filter === 'all') return null;
  if (filter === 'bestseller') return eq(courses.is_bestseller, 1);
  const cat = await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.link_path, filter)).limit(1);
  if (!cat[0]) throw new DomainError('NOT_FOUND', `No category at ${filter}`);
  return eq(courses.category_id, cat[0].id);
}

export async function listCourses(deps: CatalogueDeps, q: ListQuery, viewer: Viewer): Promise<Page<CourseCard>> {
  const now = deps.clock();
  const conditions: SQL[] = [visibleCourse(now)];
  const filter = await courseFilter(deps, q.filter);
  if (filter) conditions.push(filter);
  const match = keywordMatch(q.keyword, [
    courses.title,
    courses.title_en,
    courses.short_description,
    courses.short_description_en,
  ]);
  if (match) conditions.push(match);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    deps.db.select({ n: count() }).from(courses).where(where),
  ]);
  const data = await buildCourseCards(deps.db, rows, viewer, deps.clock());
  return { data, total: Number(totals[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
}
