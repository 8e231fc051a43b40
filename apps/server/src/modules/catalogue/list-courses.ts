// A page of the course list (spec §7 /public/courses): all, bestsellers or one category's
// courses, narrowed by a keyword; read in one statement (course-list-query.ts).
import { DomainError, pageOffset, type Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import { keywordPattern, type CatalogueDeps, type ListQuery, type Page } from './catalogue-reads.ts';
import { cardFromJson } from './card-json.ts';
import { readCourseList, type CourseFilter } from './course-list-query.ts';

function courseFilter(raw: string | undefined): CourseFilter {
  const filter = raw?.trim();
  if (!filter || filter === 'all') return { kind: 'all' };
  if (filter === 'bestseller') return { kind: 'bestseller' };
  return { kind: 'category', linkPath: filter };
}

export async function listCourses(deps: CatalogueDeps, q: ListQuery, viewer: Viewer): Promise<Page<CourseCard>> {
  const now = deps.clock();
  const filter = courseFilter(q.filter);
  const row = await readCourseList(deps.db, {
    filter,
    pattern: keywordPattern(q.keyword),
    limit: q.pageSize,
    offset: pageOffset(q.page, q.pageSize),
    now,
  });
  if (!row.found && filter.kind === 'category') throw new DomainError('NOT_FOUND', `No category at ${filter.linkPath}`);
  const data = row.cards.map((c) => cardFromJson(c, viewer, now));
  return { data, total: row.total, page: q.page, pageSize: q.pageSize };
}
