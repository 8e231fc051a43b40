import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import type { PageSize } from '@rian/domain/pagination';
import { apiGet, lazySchema, withQuery } from './api-client.ts';
import { listQuery, type ListParams } from './list-query.ts';

// Loaded by the first call (api-client.ts lazySchema): a drawn page has its data inlined.
const catalogue = () => import('@rian/contracts/catalogue');
const courseListSchema = lazySchema(() => catalogue().then((m) => m.CourseListResponseSchema));
const categoryCoursesSchema = lazySchema(() => catalogue().then((m) => m.CategoryCoursesResponseSchema));
const categoryListSchema = lazySchema(() => catalogue().then((m) => m.CategoryListResponseSchema));
const courseDetailSchema = lazySchema(() => catalogue().then((m) => m.CourseDetailResponseSchema));

/** The filter is 'all' | 'bestseller' | a category link_path (spec §7). */
export type CourseListParams = ListParams;

export const courseListQuery = (p: CourseListParams) =>
  listQuery(queryKeys.courses({ ...p }), '/public/courses', courseListSchema, p);

export interface CategoryCoursesParams {
  linkPath: string;
  keyword: string;
  page: number;
  pageSize: PageSize;
}

/** GET /public/courses/{slug}/{n}: the category and one page of its courses. */
export const categoryCoursesQuery = (p: CategoryCoursesParams) =>
  queryOptions({
    // contracts has no key of its own for this call; 'category' keeps it apart from the filter list.
    queryKey: queryKeys.courses({ category: p.linkPath, keyword: p.keyword, page: p.page, pageSize: p.pageSize }),
    queryFn: ({ signal }) =>
      apiGet(
        withQuery(`/public/courses/${encodeURIComponent(p.linkPath)}/${p.page}`, { pageSize: p.pageSize, keyword: p.keyword }),
        categoryCoursesSchema,
        signal,
      ),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1]?.category === p.linkPath ? prev : undefined),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: ({ signal }) => apiGet('/public/categories', categoryListSchema, signal),
    staleTime: 5 * 60_000,
  });

export const courseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.courseDetail(id),
    queryFn: ({ signal }) => apiGet(`/public/course/url/${id}`, courseDetailSchema, signal),
  });

/** An administrator's preview of the course page, whatever the course's state; never kept. */
export const coursePreviewQuery = (id: number) =>
  queryOptions({
    queryKey: ['course-preview', id] as const,
    queryFn: ({ signal }) => apiGet(`/private/admin/courses/${id}/preview`, courseDetailSchema, signal),
    staleTime: 0,
    gcTime: 0,
  });
