// The storefront's own content in the back office: custom pages, the header's menu and the texts.
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { menuRoutes } from '../menu/menu.routes.ts';
import { textRoutes } from '../texts/texts.routes.ts';
import { pageRoutes } from './pages.routes.ts';

export function pageContentRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  pageRoutes(app, deps);
  menuRoutes(app, deps);
  textRoutes(app, deps);
}
