// /private/admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 access rights). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  UserGroupCreateSchema,
  UserGroupListQuerySchema,
  UserGroupOneSchema,
  UserGroupPageSchema,
  UserGroupPatchSchema,
} from '@rian/contracts/admin/user-groups';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadUserGroup } from './user-group-view.ts';
import { listUserGroups } from './list-user-groups.ts';
import { createUserGroup, deleteUserGroup, updateUserGroup } from './save-user-group.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: user groups'];
const params = z.object({ id: IdParamSchema });

export function userGroupRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  const path = '/private/admin/user-groups';
  app.get(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'User groups, paged',
        querystring: UserGroupListQuerySchema,
        response: { 200: UserGroupPageSchema, ...errors },
      },
    },
    async (req) => listUserGroups(admin, req.query),
  );
  app.post(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new user group',
        body: UserGroupCreateSchema,
        response: { 201: UserGroupOneSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createUserGroup(admin, actorOf(req), req.body) }),
  );
  app.get(
    `${path}/:id`,
    { onRequest, schema: { tags, summary: 'One user group', params, response: { 200: UserGroupOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadUserGroup(admin.db, req.params.id) }),
  );
  app.patch(
    `${path}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: UserGroupPatchSchema,
        response: { 200: UserGroupOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateUserGroup(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    `${path}/:id`,
    {
      onRequest,
      schema: { tags, summary: 'Delete a group without students', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await deleteUserGroup(admin, actorOf(req), req.params.id) }),
  );
}
