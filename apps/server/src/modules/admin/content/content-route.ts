// The course-content routes under /private/admin: each path names a record by its `:id`, and the
// guard lets in that record's course staff. A path states its record and its usual answer once; each
// call on it adds only its summary, its body and its handler.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { Actor } from '../admin-context.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { requireCourseStaff, type ContentEntity } from './course-staff-guard.ts';

export const contentTag = 'admin: course content';
const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: IdParamSchema });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handle<B> = (id: number, body: B, actor: Actor) => Promise<unknown>;
type Schema = z.ZodMiniType;

/**
 * The calls on `url`, whose `:id` is a record of `entity`; each answers `response` unless it names
 * its own. A POST answers 201, a DELETE the deleted id.
 */
export function contentPath(app: RouteApp, deps: AdminRoutesDeps, entity: ContentEntity, url: string, response: Schema) {
  const onRequest = requireCourseStaff(deps, entity);
  function add<B>(method: Method, summary: string, body: z.ZodMiniType<B> | undefined, answer: Schema, handle: Handle<B>) {
    const status = method === 'POST' ? 201 : 200;
    app.route({
      method,
      url,
      onRequest,
      schema: {
        tags: [contentTag],
        summary,
        params,
        ...(body ? { body } : {}),
        response: { [status]: answer, ...errors },
      },
      handler: async (req: FastifyRequest, reply) => {
        const { id } = req.params as { id: number };
        const data = await handle(id, req.body as B, actorOf(req));
        return reply.status(status).send({ success: true as const, data });
      },
    });
  }
  const write =
    (method: Method) =>
    <B>(summary: string, body: z.ZodMiniType<B>, handle: Handle<B>, answer = response) =>
      add(method, summary, body, answer, handle);
  return {
    get: (summary: string, handle: (id: number) => Promise<unknown>, answer = response) =>
      add('GET', summary, undefined, answer, handle),
    post: write('POST'),
    put: write('PUT'),
    patch: write('PATCH'),
    delete: (summary: string, handle: (id: number, actor: Actor) => Promise<unknown>) =>
      add('DELETE', summary, undefined, AdminDeletedSchema, (id, _body, actor) => handle(id, actor)),
  };
}
