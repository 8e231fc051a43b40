// What a list page (/courses, /products, /category/:linkPath) inlines so that the server draws it with
// its list (issue 17 item 1; spec §2 course and product lists): the list its address names, under the
// key and in the shape of the call the web app would make (lib/courses-api.ts, lib/products-api.ts),
// and the categories its chips name. The address is read by the rule the app reads it by
// (@rian/domain readListParams), so both name the same list. A list the call would refuse (a keyword
// too long, a category that does not exist) is not inlined: the app asks, and shows that answer.
import { queryKeys, CourseListQuerySchema, ProductListQuerySchema, type SsrPayload } from '@rian/contracts';
import { DomainError, readListParams, type ListParams } from '@rian/domain';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';

type Queries = SsrPayload['queries'];
type Query = Record<string, unknown>;

/** The list state of a page request's query string. */
export function listParamsOf(query: unknown): ListParams {
  const q = (query ?? {}) as Query;
  return readListParams((name) => (typeof q[name] === 'string' ? q[name] : null));
}

/** `read`'s answer, or null when the call would refuse it (the app then asks and shows the refusal). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}

async function categoriesQuery(catalogue: CatalogueService): Promise<Queries[number]> {
  return { key: [...queryKeys.categories()], data: { success: true, data: await catalogue.categories() } };
}

/** /courses: ?filter (all, bestseller, a category's link path), ?keyword, ?page, ?pageSize. */
export async function coursesQueries(catalogue: CatalogueService, query: unknown): Promise<Queries> {
  const p = listParamsOf(query);
  const q = { filter: p.filter || 'all', keyword: p.keyword, page: p.page, pageSize: p.pageSize };
  const [categories, list] = await Promise.all([
    categoriesQuery(catalogue),
    CourseListQuerySchema.safeParse(q).success ? orNull(() => catalogue.listCourses(q)) : null,
  ]);
  return list ? [categories, { key: [...queryKeys.courses(q)], data: { success: true, ...list } }] : [categories];
}

/** /products: ?filter (all, instock), ?keyword, ?page, ?pageSize. */
export async function productsQueries(catalogue: CatalogueService, query: unknown): Promise<Queries> {
  const p = listParamsOf(query);
  const q = {
    filter: p.filter === 'instock' ? ('instock' as const) : ('all' as const),
    keyword: p.keyword,
    page: p.page,
    pageSize: p.pageSize,
  };
  const list = ProductListQuerySchema.safeParse(q).success ? await orNull(() => catalogue.listProducts(q)) : null;
  return list ? [{ key: [...queryKeys.products(q)], data: { success: true, ...list } }] : [];
}

/** /category/:linkPath: the category's page of courses (GET /public/courses/{slug}/{n}) and the categories. */
export async function categoryQueries(catalogue: CatalogueService, linkPath: string, query: unknown): Promise<Queries> {
  const p = listParamsOf(query);
  const q = { keyword: p.keyword, page: p.page, pageSize: p.pageSize };
  const [categories, list] = await Promise.all([
    categoriesQuery(catalogue),
    CourseListQuerySchema.safeParse(q).success ? orNull(() => catalogue.categoryCourses(linkPath, q)) : null,
  ]);
  const key = queryKeys.courses({ category: linkPath, ...q });
  return list ? [categories, { key: [...key], data: { success: true, ...list } }] : [categories];
}
