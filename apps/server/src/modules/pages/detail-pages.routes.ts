// The storefront pages of one thing (a category, a course, a product, a promotion): its meta and its
// data inlined, so the page shows without a request; an unknown one is the 404 page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseIdSlug } from '@rian/domain';
import { queryKeys, type SsrPayload } from '@rian/contracts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { ViewerOf } from '../catalogue/catalogue.routes.ts';
import type { SiteService } from '../site/site.service.ts';
import { courseMeta, customPageMeta, productMeta, promotionMeta, siteMeta, type Site } from './page-meta.ts';
import type { PageMeta } from './html.ts';
import type { PageResponder } from './page-responder.ts';
import type { RouteModule } from './preload.ts';
import { categoryQueries } from './list-queries.ts';

export interface DetailPagesDeps {
  publicUrl: string;
  catalogue: CatalogueService;
  site: SiteService;
  viewerOf: ViewerOf;
  pages: PageResponder;
}

/**
 * Answers the page of one thing: its meta, made from it and the site's settings, and its data inlined
 * under its query key, so the page shows without a request.
 */
function recordPage<T>(
  deps: DetailPagesDeps,
  route: RouteModule,
  meta: (publicUrl: string, row: T, s: Site | null) => PageMeta,
  key: (row: T) => readonly unknown[],
  /** The picture that paints largest first (the video's poster), fetched with the HTML. */
  hero: (row: T) => string | null = () => null,
  /** Other data the page reads at once, inlined beside it. */
  more: () => Promise<SsrPayload['queries']> = async () => [],
) {
  return (reply: FastifyReply) => async (row: T) =>
    deps.pages.send(
      reply,
      200,
      meta(deps.publicUrl, row, await deps.site.settingsRow()),
      [{ key: [...key(row)], data: { success: true, data: row } }, ...(await more())],
      route,
      { hero: hero(row) },
    );
}

/** The how-to-buy text a course page shows when the site has it on (web course.tsx reads it at once). */
async function howToBuyQueries(site: SiteService): Promise<SsrPayload['queries']> {
  const data = await site.howToBuy();
  return data.is_enable_howtobuy === 1 ? [{ key: [...queryKeys.howToBuy()], data: { success: true, data } }] : [];
}

export function registerDetailPages(app: FastifyInstance, deps: DetailPagesDeps): void {
  const { publicUrl, catalogue, site, pages } = deps;
  const productPage = recordPage(
    deps,
    'product',
    productMeta,
    (p) => queryKeys.productDetail(p.id),
    (p) => p.preview.pictureUrl,
  );
  const customPage = recordPage(deps, 'page', customPageMeta, (p) => queryKeys.customPage(p.slug));
  const promotionPage = recordPage(deps, 'promotion', promotionMeta, (p) => queryKeys.promotion(p.id));

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
          await categoryQueries(catalogue, cat.link_path, req.query),
          'category',
        ),
    ),
  );

  registerCoursePage(app, deps);

  app.get<{ Params: { idSlug: string } }>('/product/:idSlug', async (req, reply) =>
    pages.detail(req, reply, () => catalogue.productByParam(req.params.idSlug), productPage(reply)),
  );

  // A custom page (spec §2): a draft is the 404 page to visitors.
  app.get<{ Params: { slug: string } }>('/page/:slug', async (req, reply) =>
    pages.detail(req, reply, () => site.page(req.params.slug), customPage(reply)),
  );

  app.get<{ Params: { id: string } }>('/promotion/:id', async (req, reply) => {
    const id = parseIdSlug(req.params.id);
    if (id === null || String(id) !== req.params.id) return pages.notFoundPage(req, reply);
    return pages.detail(req, reply, () => catalogue.promotion(id), promotionPage(reply));
  });
}

/** The course page (spec §2), or with ?preview=1 an administrator's preview of any course. */
function registerCoursePage(app: FastifyInstance, deps: DetailPagesDeps): void {
  const { publicUrl, catalogue, site, viewerOf, pages } = deps;
  const coursePage = recordPage(
    deps,
    'course',
    courseMeta,
    (c) => queryKeys.courseDetail(c.id),
    (c) => c.preview.pictureUrl,
    () => howToBuyQueries(site),
  );
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
          coursePage(reply),
        ),
  );
}
