// /private/admin/teachers: the catalogue's teachers (spec §3 teachers). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  TeacherCreateSchema,
  TeacherListQuerySchema,
  TeacherOneSchema,
  TeacherPageSchema,
  TeacherPatchSchema,
} from '@rian/contracts/admin/teachers';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadTeacher } from './teacher-view.ts';
import { listTeachers } from './list-teachers.ts';
import { createTeacher, deleteTeacher, updateTeacher } from './save-teacher.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: teachers'];
const params = z.object({ id: IdParamSchema });

export function teacherRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/teachers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Teachers, paged',
        querystring: TeacherListQuerySchema,
        response: { 200: TeacherPageSchema, ...errors },
      },
    },
    async (req) => listTeachers(admin, req.query),
  );
  app.post(
    '/private/admin/teachers',
    {
      onRequest,
      schema: { tags, summary: 'A new teacher', body: TeacherCreateSchema, response: { 201: TeacherOneSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createTeacher(admin, actorOf(req), req.body) }),
  );
  app.get(
    '/private/admin/teachers/:id',
    { onRequest, schema: { tags, summary: 'One teacher', params, response: { 200: TeacherOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadTeacher(admin.db, req.params.id) }),
  );
  app.patch(
    '/private/admin/teachers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: TeacherPatchSchema,
        response: { 200: TeacherOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateTeacher(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/private/admin/teachers/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete a teacher no course shows', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await deleteTeacher(admin, actorOf(req), req.params.id) }),
  );
}
