// The five calls every back-office resource answers, registered one way (docs/architecture.md, "The
// back office"): GET list, POST create, GET one, PATCH the fields sent, DELETE. A resource names its
// path, its contracts and its use cases; each route parses, calls and answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import type { RouteApp } from '../../lib/route-app.ts';
import type { Actor } from './admin-context.ts';
import { actorOf } from './admin-guard.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: IdParamSchema });

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ResourceSpec<Q, C, P, R> {
  /** The path under /private/admin, e.g. 'categories'. */
  path: string;
  /** The OpenAPI tag and the words of the summaries. */
  tag: string;
  guard: Guard;
  schemas: {
    query: z.ZodMiniType<Q>;
    page: z.ZodMiniType;
    one: z.ZodMiniType;
    create: z.ZodMiniType<C>;
    patch: z.ZodMiniType<P>;
  };
  list: (query: Q) => Promise<unknown>;
  get: (id: number) => Promise<R>;
  create: (actor: Actor, body: C) => Promise<R>;
  update: (actor: Actor, id: number, body: P) => Promise<R>;
  remove: (actor: Actor, id: number) => Promise<{ id: number }>;
}

export function resourceRoutes<Q, C, P, R>(app: RouteApp, spec: ResourceSpec<Q, C, P, R>): void {
  const base = `/private/admin/${spec.path}`;
  const tags = [`admin: ${spec.tag}`];
  const { schemas, guard: onRequest } = spec;
  app.get(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: `${spec.tag}, paged, searched and sorted`,
        querystring: schemas.query,
        response: { 200: schemas.page, ...errors },
      },
    },
    async (req) => spec.list(req.query as Q),
  );
  app.post(
    base,
    {
      onRequest,
      schema: { tags, summary: `A new one of ${spec.tag}`, body: schemas.create, response: { 201: schemas.one, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await spec.create(actorOf(req), req.body as C) }),
  );
  app.get(
    `${base}/:id`,
    { onRequest, schema: { tags, summary: `One of ${spec.tag}`, params, response: { 200: schemas.one, ...errors } } },
    async (req) => ({ success: true as const, data: await spec.get(req.params.id) }),
  );
  app.patch(
    `${base}/:id`,
    {
      onRequest,
      schema: { tags, summary: 'Change the fields sent', params, body: schemas.patch, response: { 200: schemas.one, ...errors } },
    },
    async (req) => ({ success: true as const, data: await spec.update(actorOf(req), req.params.id, req.body as P) }),
  );
  app.delete(
    `${base}/:id`,
    {
      onRequest,
      schema: { tags, summary: `Delete one of ${spec.tag}`, params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await spec.remove(actorOf(req), req.params.id) }),
  );
}
