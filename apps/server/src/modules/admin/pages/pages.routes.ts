// /private/admin/pages: the storefront's custom pages (spec §2). Administrators only.
import {
  PageCreateSchema,
  PageListQuerySchema,
  PageOneSchema,
  PagePageSchema,
  PagePatchSchema,
} from '@rian/contracts/admin/pages';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { listPages } from './list-pages.ts';
import { loadPage } from './page-view.ts';
import { createPage, deletePage, updatePage } from './save-page.ts';

export function pageRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'pages',
    tag: 'pages',
    summaries: {
      list: 'Custom pages, paged',
      create: 'A new page',
      get: 'One page',
      remove: 'Delete a page and its menu items',
    },
    schemas: {
      query: PageListQuerySchema,
      page: PagePageSchema,
      one: PageOneSchema,
      create: PageCreateSchema,
      patch: PagePatchSchema,
    },
    list: listPages,
    get: loadPage,
    create: createPage,
    update: updatePage,
    remove: deletePage,
  });
}
