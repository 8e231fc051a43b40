// The Fastify instance a route plugin receives (zod type provider), for route files that register
// each route in its own small function.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
