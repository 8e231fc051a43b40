// /private/admin/whitelist: the e-mails that may sign in while the whitelist mode is on (spec §8). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  WhitelistCreateSchema,
  WhitelistListQuerySchema,
  WhitelistOneSchema,
  WhitelistPageSchema,
  WhitelistPatchSchema,
} from '@rian/contracts/admin/whitelist';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadWhitelistEntry } from './whitelist-view.ts';
import { listWhitelist } from './list-whitelist.ts';
import { addWhitelistEntry, removeWhitelistEntry, updateWhitelistEntry } from './save-whitelist-entry.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: whitelist'];
const params = z.object({ id: IdParamSchema });

export function whitelistRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  const path = '/private/admin/whitelist';
  app.get(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whitelist e-mails, paged',
        querystring: WhitelistListQuerySchema,
        response: { 200: WhitelistPageSchema, ...errors },
      },
    },
    async (req) => listWhitelist(admin, req.query),
  );
  app.post(
    path,
    {
      onRequest,
      schema: { tags, summary: 'A new e-mail', body: WhitelistCreateSchema, response: { 201: WhitelistOneSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await addWhitelistEntry(admin, actorOf(req), req.body) }),
  );
  app.get(
    `${path}/:id`,
    { onRequest, schema: { tags, summary: 'One e-mail', params, response: { 200: WhitelistOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadWhitelistEntry(admin.db, req.params.id) }),
  );
  app.patch(
    `${path}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Correct the e-mail',
        params,
        body: WhitelistPatchSchema,
        response: { 200: WhitelistOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateWhitelistEntry(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    `${path}/:id`,
    { onRequest, schema: { tags, summary: 'Remove an e-mail', params, response: { 200: AdminDeletedSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await removeWhitelistEntry(admin, actorOf(req), req.params.id) }),
  );
}
