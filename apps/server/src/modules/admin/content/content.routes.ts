// A course's content in the back office: its outline, and its quizzes and homework with grading.
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { assignmentRoutes } from './assignment.routes.ts';
import { outlineRoutes } from './outline.routes.ts';

export function courseContentRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  outlineRoutes(app, deps);
  assignmentRoutes(app, deps);
}
