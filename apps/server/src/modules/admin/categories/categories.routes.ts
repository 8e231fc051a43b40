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
import { createCategory, deleteCategory, updateCategory } from './save-category.ts';

export function categoryRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  resourceRoutes(app, {
    path: 'categories',
    tag: 'categories',
    guard: requireAdmin,
    schemas: {
      query: CategoryListQuerySchema,
      page: CategoryPageSchema,
      one: CategoryOneSchema,
      create: CategoryCreateSchema,
      patch: CategoryPatchSchema,
    },
    list: (query) => listCategories(admin, query),
    get: (id) => loadCategory(admin.db, id),
    create: (actor, body) => createCategory(admin, actor, body),
    update: (actor, id, body) => updateCategory(admin, actor, id, body),
    remove: (actor, id) => deleteCategory(admin, actor, id),
  });
}
