// A page of the course list (spec §7 /public/courses): all, bestsellers or one category's
// courses, narrowed by a keyword; and a category's page of it with the category (spec §7
// /public/courses/:slug/:n). Each is one statement (course-list-query.ts).
import { DomainError, pageOffset, type Viewer } from '@rian/domain';
import type { Category, CourseCard } from '@rian/contracts';
import { keywordPattern, type CatalogueDeps, type ListQuery, type Page } from './catalogue-reads.ts';
import { cardFromJson } from './card-json.ts';
import { readCourseList, type CourseFilter } from './course-list-query.ts';
import { categoryFromJson } from './list-categories.ts';

function courseFilter(raw: string | undefined): CourseFilter {
  const filter = raw?.trim();
  if (!filter || filter === 'all') return { kind: 'all' };
  if (filter === 'bestseller') return { kind: 'bestseller' };
  return { kind: 'category', linkPath: filter };
}

/** The page and, for a category filter, the category; NOT_FOUND when there is no such category. */
async function readPage(deps: CatalogueDeps, filter: CourseFilter, q: ListQuery, viewer: Viewer) {
  const now = deps.clock();
  const row = await readCourseList(deps.db, {
    filter,
    pattern: keywordPattern(q.keyword),
    limit: q.pageSize,
    offset: pageOffset(q.page, q.pageSize),
    now,
  });
  if (filter.kind === 'category' && !row.category) throw new DomainError('NOT_FOUND', `No category at ${filter.linkPath}`);
  const page: Page<CourseCard> = {
    data: row.cards.map((c) => cardFromJson(c, viewer, now)),
    total: row.total,
    page: q.page,
    pageSize: q.pageSize,
  };
  return { category: row.category, page };
}

export async function listCourses(deps: CatalogueDeps, q: ListQuery, viewer: Viewer): Promise<Page<CourseCard>> {
  return (await readPage(deps, courseFilter(q.filter), q, viewer)).page;
}

/** The page of the courses of the category at `linkPath`, with the category as listCategories shows it. */
export async function listCategoryCourses(
  deps: CatalogueDeps,
  linkPath: string,
  q: Omit<ListQuery, 'filter'>,
  viewer: Viewer,
): Promise<{ category: Category } & Page<CourseCard>> {
  const { category, page } = await readPage(deps, { kind: 'category', linkPath }, q, viewer);
  return { category: categoryFromJson(category!), ...page };
}
