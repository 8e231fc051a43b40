// The storefront pages of one thing (a category, a course, a product, a promotion): its meta and its
// data inlined, so the page shows without a request; an unknown one is the 404 page.
import type { FastifyInstance } from 'fastify';
import { parseIdSlug } from '@rian/domain';
import { queryKeys } from '@rian/contracts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { ViewerOf } from '../catalogue/catalogue.routes.ts';
import type { SiteService } from '../site/site.service.ts';
import { courseMeta, customPageMeta, productMeta, promotionMeta, siteMeta } from './page-meta.ts';
import type { PageResponder } from './page-responder.ts';

export interface DetailPagesDeps {
  publicUrl: string;
  catalogue: CatalogueService;
  site: SiteService;
  viewerOf: ViewerOf;
  pages: PageResponder;
}

export function registerDetailPages(app: FastifyInstance, deps: DetailPagesDeps): void {
  const { publicUrl, catalogue, site, pages } = deps;

  app.get<{ Params: { linkPath: string } }>('/category/:linkPath', async (req, reply) =>
    pages.detail(
      req,
      reply,
      () => catalogue.categoryByPath(req.params.linkPath),
      async (cat) =>
        pages.send(
          reply,
          200,
          siteMeta(publicUrl, await site.settingsRow(), `/category/${cat.link_path}`, cat.name, cat.name_en),
          [],
          'category',
        ),
    ),
  );

  registerCoursePage(app, deps);

  app.get<{ Params: { idSlug: string } }>('/product/:idSlug', async (req, reply) =>
    pages.detail(
      req,
      reply,
      () => catalogue.productByParam(req.params.idSlug),
      async (product) => {
        const meta = productMeta(publicUrl, product, await site.settingsRow());
        const data = { success: true, data: product };
        return pages.send(reply, 200, meta, [{ key: [...queryKeys.productDetail(product.id)], data }], 'product');
      },
    ),
  );

  // A custom page (spec §2): a draft is the 404 page to visitors.
  app.get<{ Params: { slug: string } }>('/page/:slug', async (req, reply) =>
    pages.detail(
      req,
      reply,
      () => site.page(req.params.slug),
      async (page) => {
        const meta = customPageMeta(publicUrl, page, await site.settingsRow());
        const data = { success: true, data: page };
        return pages.send(reply, 200, meta, [{ key: [...queryKeys.customPage(page.slug)], data }], 'page');
      },
    ),
  );

  app.get<{ Params: { id: string } }>('/promotion/:id', async (req, reply) => {
    const id = parseIdSlug(req.params.id);
    if (id === null || String(id) !== req.params.id) return pages.notFoundPage(req, reply);
    return pages.detail(
      req,
      reply,
      () => catalogue.promotion(id),
      async (promo) => {
        const meta = promotionMeta(publicUrl, promo, await site.settingsRow());
        const data = { success: true, data: promo };
        return pages.send(reply, 200, meta, [{ key: [...queryKeys.promotion(promo.id)], data }], 'promotion');
      },
    );
  });
}

/** The course page (spec §2), or with ?preview=1 an administrator's preview of any course. */
function registerCoursePage(app: FastifyInstance, deps: DetailPagesDeps): void {
  const { publicUrl, catalogue, site, viewerOf, pages } = deps;
  // ?preview=1: an administrator's preview of any course (its data comes from the admin API, so
  // nothing of a draft is inlined here); the page is never indexed.
  app.get<{ Params: { idSlug: string }; Querystring: { preview?: string } }>('/course/:idSlug', async (req, reply) =>
    req.query.preview === '1'
      ? pages.send(
          reply.header('x-robots-tag', 'noindex, nofollow'),
          200,
          { ...siteMeta(publicUrl, await site.settingsRow(), `/course/${req.params.idSlug}`), robots: 'noindex, nofollow' },
          [],
          'course',
        )
      : pages.detail(
          req,
          reply,
          // The page inlines the course as this viewer sees it (owned, member plans, may buy).
          async () => catalogue.courseByUrl(req.params.idSlug, await viewerOf(req)),
          async (course) => {
            const meta = courseMeta(publicUrl, course, await site.settingsRow());
            const data = { success: true, data: course };
            return pages.send(reply, 200, meta, [{ key: [...queryKeys.courseDetail(course.id)], data }], 'course');
          },
        ),
  );
}
