// /private/admin/categories: the catalogue's categories (spec §3). Administrators only.
import {
  CategoryCreateSchema,
  CategoryListQuerySchema,
  CategoryOneSchema,
  CategoryPageSchema,
  CategoryPatchSchema,
} from '@rian/contracts/admin/categories';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadCategory } from './category-view.ts';
import { listCategories } from './list-categories.ts';
import { categoryWrites } from './save-category.ts';

export function categoryRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'categories',
    tag: 'categories',
    schemas: {
      query: CategoryListQuerySchema,
      page: CategoryPageSchema,
      one: CategoryOneSchema,
      create: CategoryCreateSchema,
      patch: CategoryPatchSchema,
    },
    list: listCategories,
    get: loadCategory,
    ...categoryWrites,
  });
}
