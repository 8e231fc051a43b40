// The five calls every back-office resource answers, registered one way (docs/architecture.md, "The
// back office"): GET list, POST create, GET one, PATCH the fields sent, DELETE. A resource names its
// path, its contracts and its use cases; each route parses, calls and answers (admin-route.ts).
import type { Db } from '@rian/db';
import type * as z from 'zod/mini';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import type { RouteApp } from '../../lib/route-app.ts';
import type { Actor, AdminContext } from './admin-context.ts';
import type { AdminRoutesDeps } from './admin-guard.ts';
import { adminRoute, idParams } from './admin-route.ts';

type Verb = 'list' | 'create' | 'get' | 'update' | 'remove';

export interface ResourceSpec<Q, C, P, R> {
  /** The path under /private/admin, e.g. 'categories'. */
  path: string;
  /** The OpenAPI tag and the words of the default summaries. */
  tag: string;
  /** Summaries that say more than the defaults. */
  summaries?: Partial<Record<Verb, string>>;
  /** The error answers, when not 400, 401, 403, 404 and 409. */
  errors?: Record<number, z.ZodMiniType>;
  schemas: {
    query: z.ZodMiniType<Q>;
    page: z.ZodMiniType;
    one: z.ZodMiniType;
    create: z.ZodMiniType<C>;
    patch: z.ZodMiniType<P>;
  };
  list: (ctx: AdminContext, query: Q) => Promise<unknown>;
  get: (db: Db, id: number) => Promise<R>;
  create: (ctx: AdminContext, actor: Actor, body: C) => Promise<R>;
  update: (ctx: AdminContext, actor: Actor, id: number, body: P) => Promise<R>;
  remove: (ctx: AdminContext, actor: Actor, id: number) => Promise<{ id: number }>;
}

export function resourceRoutes<Q, C, P, R>(
  app: RouteApp,
  { admin, requireAdmin }: AdminRoutesDeps,
  spec: ResourceSpec<Q, C, P, R>,
): void {
  const { path, tag, schemas, errors } = spec;
  const summary = (verb: Verb, fallback: string) => spec.summaries?.[verb] ?? fallback;
  adminRoute<undefined, Q>(app, requireAdmin, {
    method: 'GET',
    path,
    tag,
    summary: summary('list', `${tag}, paged, searched and sorted`),
    query: schemas.query,
    response: schemas.page,
    errors,
    page: true,
    handle: ({ query }) => spec.list(admin, query),
  });
  adminRoute<undefined, undefined, C>(app, requireAdmin, {
    method: 'POST',
    path,
    tag,
    summary: summary('create', `A new one of ${tag}`),
    body: schemas.create,
    status: 201,
    response: schemas.one,
    errors,
    handle: ({ actor, body }) => spec.create(admin, actor, body),
  });
  const one = { path: `${path}/:id`, tag, params: idParams, response: schemas.one, errors };
  adminRoute(app, requireAdmin, {
    ...one,
    method: 'GET',
    summary: summary('get', `One of ${tag}`),
    handle: ({ params }) => spec.get(admin.db, params.id),
  });
  adminRoute<{ id: number }, undefined, P>(app, requireAdmin, {
    ...one,
    method: 'PATCH',
    summary: summary('update', 'Change the fields sent'),
    body: schemas.patch,
    handle: ({ actor, params, body }) => spec.update(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...one,
    method: 'DELETE',
    summary: summary('remove', `Delete one of ${tag}`),
    response: AdminDeletedSchema,
    handle: ({ actor, params }) => spec.remove(admin, actor, params.id),
  });
}
