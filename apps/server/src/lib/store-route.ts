// One storefront route: its guard, its OpenAPI entry (tag, summary, schemas, the error answers) and a
// handler given the parsed request. What the handler answers goes out as { success: true, data }
// (as it is with `bare`); `noStore` marks the answer private, never cached (a buyer's own reads).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { RouteApp } from './route-app.ts';

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type StoreRequest<P, Q, B> = FastifyRequest<{ Params: P; Querystring: Q; Body: B }>;

export interface StoreRoute<P, Q, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  onRequest?: Guard;
  /** Route options such as a rate limit. */
  config?: Record<string, unknown>;
  tag: string;
  summary: string;
  params?: z.ZodMiniType<P>;
  query?: z.ZodMiniType<Q>;
  body?: z.ZodMiniType<B>;
  response: z.ZodMiniType;
  /** The error answers besides 200 (none for a read that cannot fail). */
  errors?: Record<number, z.ZodMiniType>;
  noStore?: boolean;
  /** The handler answers the whole body, e.g. { success: true } alone or the spec's own fields. */
  bare?: boolean;
  handle: (req: StoreRequest<P, Q, B>, reply: FastifyReply) => Promise<unknown>;
}

export function storeRoute<P = unknown, Q = unknown, B = unknown>(app: RouteApp, route: StoreRoute<P, Q, B>): void {
  app.route({
    method: route.method,
    url: route.url,
    ...(route.onRequest ? { onRequest: route.onRequest } : {}),
    ...(route.config ? { config: route.config } : {}),
    schema: {
      tags: [route.tag],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.response, ...route.errors },
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (route.noStore) reply.header('cache-control', 'private, no-store');
      const data = await route.handle(req as StoreRequest<P, Q, B>, reply);
      return route.bare ? data : { success: true as const, data };
    },
  });
}
