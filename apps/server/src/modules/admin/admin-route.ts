// One administrators' route under /private/admin: its guard, its OpenAPI entry (tag, summary,
// schemas, the error answers) and a handler given the parsed request and the actor. What it answers
// goes out as { success, data }; a list answers its page as it is.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import type { RouteApp } from '../../lib/route-app.ts';
import type { Actor } from './admin-context.ts';
import { actorOf } from './admin-guard.ts';

/** The `:id` of a record's routes. */
export const idParams = z.object({ id: IdParamSchema });
export const adminErrors = errorResponses(400, 401, 403, 404, 409);

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AdminRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  actor: Actor;
  reply: FastifyReply;
}

export interface AdminRoute<P, Q, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under /private/admin, e.g. 'courses/:id/publish'. */
  path: string;
  /** The OpenAPI tag, after 'admin: '. */
  tag: string;
  summary: string;
  params?: z.ZodMiniType<P>;
  query?: z.ZodMiniType<Q>;
  body?: z.ZodMiniType<B>;
  status?: 200 | 201;
  response: z.ZodMiniType;
  errors?: Record<number, z.ZodMiniType>;
  /** The answer is a list's page, sent as it is. */
  page?: boolean;
  handle: (req: AdminRequest<P, Q, B>) => Promise<unknown>;
}

export function adminRoute<P = undefined, Q = undefined, B = undefined>(
  app: RouteApp,
  guard: Guard,
  route: AdminRoute<P, Q, B>,
): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: `/private/admin/${route.path}`,
    onRequest: guard,
    schema: {
      tags: [`admin: ${route.tag}`],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: route.response, ...(route.errors ?? adminErrors) },
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const request = { params: req.params as P, query: req.query as Q, body: req.body as B, actor: actorOf(req), reply };
      const data = await route.handle(request);
      return reply.status(status).send(route.page ? data : { success: true as const, data });
    },
  });
}
