// The back office's API under /private/admin: one file of routes per resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRoutesDeps } from './admin-guard.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { courseRoutes } from './courses/courses.routes.ts';
import { contentRoutes } from './content/content.routes.ts';

export function adminRoutes(deps: AdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    auditRoutes(app, deps);
    courseRoutes(app, deps);
    categoryRoutes(app, deps);
    contentRoutes(app, deps);
  };
}
