// /private/admin/{courses|products}/{id}/tabs and /private/admin/tabs/{id}: the extra tabs of a course's
// or a product's page (spec §3 "tabs"). Administrators only, like the course and product editors.
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  TAB_OWNERS,
  TabCreateSchema,
  TabListSchema,
  TabOneSchema,
  TabOrderSchema,
  TabPatchSchema,
} from '@rian/contracts/admin/tabs';
import type { RouteApp } from '../../../lib/route-app.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { loadTab, loadTabs } from './tab-view.ts';
import { createTab, deleteTab, reorderTabs, updateTab } from './save-tab.ts';

const tag = 'page tabs';

export function tabRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin, requireAdmin } = deps;
  const route = { tag, params: idParams } as const;
  for (const owner of TAB_OWNERS) {
    const whose = owner === 'courses' ? "A course's" : "A product's";
    adminRoute(app, requireAdmin, {
      ...route,
      method: 'GET',
      path: `${owner}/:id/tabs`,
      summary: `${whose} extra tabs, in the order its page shows them`,
      response: TabListSchema,
      handle: ({ params }) => loadTabs(admin.db, owner, params.id),
    });
    adminRoute(app, requireAdmin, {
      ...route,
      method: 'POST',
      path: `${owner}/:id/tabs`,
      summary: 'A new tab after the last',
      body: TabCreateSchema,
      status: 201,
      response: TabOneSchema,
      handle: ({ params, body, actor }) => createTab(admin, actor, owner, params.id, body),
    });
    adminRoute(app, requireAdmin, {
      ...route,
      method: 'PUT',
      path: `${owner}/:id/tabs/order`,
      summary: 'Every tab id of the page in the new order',
      body: TabOrderSchema,
      response: TabListSchema,
      handle: ({ params, body, actor }) => reorderTabs(admin, actor, owner, params.id, body.ids),
    });
  }
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'GET',
    path: 'tabs/:id',
    summary: 'One tab',
    response: TabOneSchema,
    handle: ({ params }) => loadTab(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'PATCH',
    path: 'tabs/:id',
    summary: 'Change the fields sent',
    body: TabPatchSchema,
    response: TabOneSchema,
    handle: ({ params, body, actor }) => updateTab(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'DELETE',
    path: 'tabs/:id',
    summary: 'Delete a tab',
    response: AdminDeletedSchema,
    handle: ({ params, actor }) => deleteTab(admin, actor, params.id),
  });
}
