// Storefront pages: the built web app's index.html with the page's meta and data written in
// (architecture.md, performance budget; spec §2 page meta). Unknown pages get a 404 status.
import type { FastifyInstance } from 'fastify';
import { VISITOR } from '@rian/domain/plans';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { SocialLoginService } from '../oauth/social-login.service.ts';
import type { ViewerOf } from '../catalogue/catalogue.routes.ts';
import type { SiteService } from '../site/site.service.ts';
import { registerCartPage } from './cart-page.routes.ts';
import { registerDetailPages } from './detail-pages.routes.ts';
import { registerListPages } from './list-pages.routes.ts';
import { pageResponder } from './page-responder.ts';
import type { RoutePreloads } from './preload.ts';
import type { PageRenderer } from './page-renderer.ts';
import type { CriticalCss } from './critical-css.ts';

export interface PagesOptions {
  template: string;
  publicUrl: string;
  catalogue: CatalogueService;
  carts: CartService;
  social: SocialLoginService;
  site: SiteService;
  preloads: RoutePreloads;
  /** The web app's server render, when the build has it (page-renderer.ts). */
  renderer?: PageRenderer | null;
  /** Inline critical CSS for the pages the server draws (critical-css.ts). */
  critical?: CriticalCss | null;
  /** The viewer of a request (the catalogue routes' ViewerOf); visitors when absent. */
  viewerOf?: ViewerOf;
}

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
  const { publicUrl, catalogue, site } = opts;
  const viewerOf: ViewerOf = opts.viewerOf ?? (async () => VISITOR);
  const pages = pageResponder({ ...opts, renderer: opts.renderer ?? null });
  registerListPages(app, { publicUrl, site, catalogue, pages });
  registerCartPage(app, { publicUrl, site, carts: opts.carts, social: opts.social, pages });
  registerDetailPages(app, { publicUrl, catalogue, site, viewerOf, pages });

  // Everything else: API paths answer JSON NOT_FOUND, page paths the 404 page.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = /^\/(public|private|api|sandbox|webhook|uploads|assets|docs)(\/|$)/.test(path);
    if (req.method !== 'GET' || isApi || !(req.headers.accept ?? '').includes('text/html')) {
      return reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: `No route ${req.method} ${path}` } });
    }
    return pages.notFoundPage(req, reply);
  });
}
