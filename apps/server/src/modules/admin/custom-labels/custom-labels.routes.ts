// /private/admin/custom-labels: the registration form's custom labelled fields (spec §3). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
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
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadCustomLabel } from './custom-label-view.ts';
import { listCustomLabels } from './list-custom-labels.ts';
import { orderCustomLabels } from './order-custom-labels.ts';
import { createCustomLabel, deleteCustomLabel, updateCustomLabel } from './save-custom-label.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: custom labels'];
const params = z.object({ id: IdParamSchema });

export function customLabelRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  const path = '/private/admin/custom-labels';
  app.get(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Custom labels, paged',
        querystring: CustomLabelListQuerySchema,
        response: { 200: CustomLabelPageSchema, ...errors },
      },
    },
    async (req) => listCustomLabels(admin, req.query),
  );
  app.post(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new custom label',
        body: CustomLabelCreateSchema,
        response: { 201: CustomLabelOneSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createCustomLabel(admin, actorOf(req), req.body) }),
  );
  app.put(
    `${path}/order`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every custom label in its new order',
        body: CustomLabelOrderSchema,
        response: { 200: CustomLabelOrderedSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await orderCustomLabels(admin, actorOf(req), req.body.ids) }),
  );
  app.get(
    `${path}/:id`,
    { onRequest, schema: { tags, summary: 'One custom label', params, response: { 200: CustomLabelOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadCustomLabel(admin.db, req.params.id) }),
  );
  app.patch(
    `${path}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: CustomLabelPatchSchema,
        response: { 200: CustomLabelOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateCustomLabel(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    `${path}/:id`,
    { onRequest, schema: { tags, summary: 'Delete a custom label', params, response: { 200: AdminDeletedSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await deleteCustomLabel(admin, actorOf(req), req.params.id) }),
  );
}
