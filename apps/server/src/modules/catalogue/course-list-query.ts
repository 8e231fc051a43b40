// A page of the course list (spec §7 /public/courses and /public/courses/:slug/:n) in ONE
// statement: the category asked for (null when there is none), how many courses match, and the
// page's cards as JSON (card-json.ts). It used to be a category lookup, the page, a count and three
// reads for the cards' plans, teachers and categories.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { keywordMatch, visibleCourse } from './catalogue-reads.ts';
import { cardListJson } from './card-json.ts';
import { countOf } from './json-rows.ts';
import { categoryJson } from './list-categories.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { courses, categories } = schema;

/** Which courses a list holds: all, the bestsellers, or those of the category at a link path. */
export type CourseFilter = { kind: 'all' } | { kind: 'bestseller' } | { kind: 'category'; linkPath: string };

const now = sql.placeholder('now');
const linkPath = sql.placeholder('linkPath');
const pattern = sql.placeholder('pattern');
const KEYWORD_COLUMNS = [courses.title, courses.title_en, courses.short_description, courses.short_description_en];

function filterCondition(kind: CourseFilter['kind']): SQL | undefined {
  if (kind === 'bestseller') return eq(courses.is_bestseller, 1);
  if (kind === 'category')
    return sql`${courses.category_id} = (select ${categories.id} from ${categories} where ${categories.link_path} = ${linkPath})`;
  return undefined;
}

/**
 * One statement per shape (filter kind, with or without a keyword), so that each keeps a plan of
 * its own rather than one plan for optional conditions. Always one row, even past the last page.
 */
function prepare(db: Db, kind: CourseFilter['kind'], keyword: boolean, name: string) {
  const where = and(visibleCourse(now), filterCondition(kind), keyword ? keywordMatch(pattern, KEYWORD_COLUMNS) : undefined);
  return db
    .select({
      category: kind === 'category' ? categoryJson(linkPath, now) : sql<null>`null`,
      total: countOf(sql`${courses}`, where),
      cards: cardListJson(courses, where, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }),
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

export interface CourseListAsk {
  filter: CourseFilter;
  /** keywordPattern's, or null for none. */
  pattern: string | null;
  limit: number;
  offset: number;
  now: Date;
}

/** The list's row; with a category filter, `category` is null when there is none at that link path. */
export async function readCourseList(db: Db, ask: CourseListAsk) {
  const { filter } = ask;
  const keyword = ask.pattern !== null;
  const name = `course_list_${filter.kind}${keyword ? '_keyword' : ''}`;
  const statement = preparedOnce(db, name, () => prepare(db, filter.kind, keyword, name));
  const [row] = await statement.execute({
    now: ask.now.toISOString(),
    limit: ask.limit,
    offset: ask.offset,
    linkPath: filter.kind === 'category' ? filter.linkPath : null,
    pattern: ask.pattern,
  });
  return row!;
}
