// The back office's API under /private/admin: one file of routes per resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRoutesDeps } from './admin-guard.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { courseRoutes } from './courses/courses.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';

export function adminRoutes(deps: AdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    auditRoutes(app, deps);
    courseRoutes(app, deps);
    categoryRoutes(app, deps);
    settingsRoutes(app, deps);
  };
}
