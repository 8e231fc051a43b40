// One course-content route: its guard (the course's staff, found from the `:id` it names), its
// schemas, and a handler that gets the parsed id, the body and the actor. Keeps the route files to
// what differs between calls.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { Actor } from '../admin-context.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { requireCourseStaff, type ContentEntity } from './course-staff-guard.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: IdParamSchema });

export interface ContentRoute<B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  entity: ContentEntity;
  tag: string;
  summary: string;
  body?: z.ZodMiniType<B>;
  response: z.ZodMiniType;
  status?: 200 | 201;
  handle: (id: number, body: B, actor: Actor) => Promise<unknown>;
}

export function contentRoute<B = undefined>(app: RouteApp, deps: AdminRoutesDeps, route: ContentRoute<B>): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.url,
    onRequest: requireCourseStaff(deps, route.entity),
    schema: {
      tags: [route.tag],
      summary: route.summary,
      params,
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: route.response, ...errors },
    },
    handler: async (req: FastifyRequest, reply) => {
      const { id } = req.params as { id: number };
      const data = await route.handle(id, req.body as B, actorOf(req));
      return reply.status(status).send({ success: true as const, data });
    },
  });
}
