// GET /private/admin/search: the back office's search box (administrators only).
import { AdminSearchQuerySchema, AdminSearchResultSchema } from '@rian/contracts/admin/search';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { searchBackOffice } from './search-back-office.ts';

export function searchRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag: 'search',
    method: 'GET',
    path: 'search',
    summary: 'Courses, products, orders, members, pages and coupons holding every word of q, a few of each, newest first',
    query: AdminSearchQuerySchema,
    response: AdminSearchResultSchema,
    handle: ({ query }) => searchBackOffice(admin.db, query.q),
  });
}
