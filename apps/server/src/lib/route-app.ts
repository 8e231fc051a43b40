// The app a route plugin registers on (zod type provider), so a plugin can hand groups of routes to
// small functions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
