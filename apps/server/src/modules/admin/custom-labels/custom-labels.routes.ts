// /private/admin/custom-labels: the registration form's custom labelled fields (spec §3). Administrators only.
import { errorResponses } from '@rian/contracts';
import {
  CustomLabelCreateSchema,
  CustomLabelListQuerySchema,
  CustomLabelOneSchema,
  CustomLabelOrderedSchema,
  CustomLabelOrderSchema,
  CustomLabelPageSchema,
  CustomLabelPatchSchema,
} from '@rian/contracts/admin/custom-labels';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadCustomLabel } from './custom-label-view.ts';
import { listCustomLabels } from './list-custom-labels.ts';
import { orderCustomLabels } from './order-custom-labels.ts';
import { createCustomLabel, deleteCustomLabel, updateCustomLabel } from './save-custom-label.ts';

const errors = errorResponses(400, 401, 403, 404);

export function customLabelRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'custom-labels',
    tag: 'custom labels',
    errors,
    summaries: {
      list: 'Custom labels, paged',
      create: 'A new custom label',
      get: 'One custom label',
      remove: 'Delete a custom label',
    },
    schemas: {
      query: CustomLabelListQuerySchema,
      page: CustomLabelPageSchema,
      one: CustomLabelOneSchema,
      create: CustomLabelCreateSchema,
      patch: CustomLabelPatchSchema,
    },
    list: listCustomLabels,
    get: loadCustomLabel,
    create: createCustomLabel,
    update: updateCustomLabel,
    remove: deleteCustomLabel,
  });
  adminRoute(app, deps.requireAdmin, {
    method: 'PUT',
    path: 'custom-labels/order',
    tag: 'custom labels',
    summary: 'Every custom label in its new order',
    body: CustomLabelOrderSchema,
    response: CustomLabelOrderedSchema,
    errors,
    handle: ({ actor, body }) => orderCustomLabels(deps.admin, actor, body.ids),
  });
}
