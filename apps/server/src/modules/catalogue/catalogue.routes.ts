// Public catalogue routes (spec §7). Routes parse, call the service and map; rules live elsewhere.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { VISITOR, type Viewer } from '@rian/domain/plans';
import * as z from 'zod/mini';
import {
  CategoryCoursesParamsSchema,
  CategoryCoursesQuerySchema,
  CategoryCoursesResponseSchema,
  CategoryListResponseSchema,
  CategoryPathBodySchema,
  CategoryResponseSchema,
  CourseDetailResponseSchema,
  CourseListQuerySchema,
  CourseListResponseSchema,
  CourseUrlParamsSchema,
  IdParamSchema,
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  PromotionDetailResponseSchema,
  PromotionListResponseSchema,
  errorResponses,
} from '@rian/contracts';
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import type { CatalogueService } from './catalogue.service.ts';

const errors = errorResponses(400, 404);

/** Who is asking: a visitor (shared, memoised reads) or a signed-in account (its own reads). */
export type ViewerOf = (req: FastifyRequest) => Promise<Viewer>;

export function catalogueRoutes(catalogue: CatalogueService, viewerOf: ViewerOf = async () => VISITOR): FastifyPluginAsyncZod {
  return async (app) => {
    registerCategoryRoutes(app, catalogue);
    registerCourseRoutes(app, catalogue, viewerOf);
    registerProductRoutes(app, catalogue);
    registerPromotionRoutes(app, catalogue);
  };
}

function registerCategoryRoutes(app: RouteApp, catalogue: CatalogueService): void {
  storeRoute(app, {
    method: 'GET',
    url: '/public/categories',
    tag: 'catalogue',
    summary: 'Categories with their course counts',
    response: CategoryListResponseSchema,
    handle: () => catalogue.categories(),
  });
  storeRoute(app, {
    method: 'POST',
    url: '/public/course/cate/pathname',
    tag: 'catalogue',
    summary: 'The category at a link path',
    body: CategoryPathBodySchema,
    response: CategoryResponseSchema,
    errors,
    handle: (req) => catalogue.categoryByPath(req.body.link_path),
  });
}

function registerCourseRoutes(app: RouteApp, catalogue: CatalogueService, viewerOf: ViewerOf): void {
  storeRoute(app, {
    method: 'GET',
    url: '/public/courses',
    tag: 'catalogue',
    summary: 'Course list (?filter: all | bestseller | category link_path; ?keyword)',
    query: CourseListQuerySchema,
    response: CourseListResponseSchema,
    errors,
    bare: true,
    handle: async (req) => ({ success: true as const, ...(await catalogue.listCourses(req.query)) }),
  });

  app.get(
    '/public/courses/:slug/:n',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Page n (from 1) of the courses of the category whose link path is slug',
        params: CategoryCoursesParamsSchema,
        querystring: CategoryCoursesQuerySchema,
        response: { 200: CategoryCoursesResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await catalogue.categoryCourses(req.params.slug, {
        keyword: req.query.keyword,
        page: req.params.n,
        pageSize: req.query.pageSize,
      })),
    }),
  );

  storeRoute(app, {
    method: 'GET',
    url: '/public/course/url/:url',
    tag: 'catalogue',
    summary: 'Course detail loaded by url ("{id}-{slug}" or "{id}")',
    params: CourseUrlParamsSchema,
    response: CourseDetailResponseSchema,
    errors,
    handle: async (req, reply) => {
      const viewer = await viewerOf(req);
      // A signed-in viewer's course (owned, member plans, may buy) is theirs alone.
      if (viewer !== VISITOR) reply.header('cache-control', 'private, no-store');
      return catalogue.courseByUrl(req.params.url, viewer);
    },
  });
}

function registerProductRoutes(app: RouteApp, catalogue: CatalogueService): void {
  storeRoute(app, {
    method: 'GET',
    url: '/public/product',
    tag: 'catalogue',
    summary: 'Product list (?filter: all | instock; ?keyword)',
    query: ProductListQuerySchema,
    response: ProductListResponseSchema,
    errors,
    bare: true,
    handle: async (req) => ({ success: true as const, ...(await catalogue.listProducts(req.query)) }),
  });

  // The page number n is the storefront's; the detail is the same with or without it.
  for (const url of ['/public/products/:productId/:n', '/public/products/:productId']) {
    storeRoute(app, {
      method: 'GET',
      url,
      tag: 'catalogue',
      summary: 'Product detail; productId is "{id}-{slug}" or "{id}", n defaults to 0',
      params: ProductParamsSchema,
      response: ProductDetailResponseSchema,
      errors,
      handle: (req) => catalogue.productByParam(req.params.productId),
    });
  }
}

function registerPromotionRoutes(app: RouteApp, catalogue: CatalogueService): void {
  storeRoute(app, {
    method: 'GET',
    url: '/public/cart/promotion/all',
    tag: 'catalogue',
    summary: 'Promotions running now',
    response: PromotionListResponseSchema,
    handle: () => catalogue.promotions(),
  });
  storeRoute(app, {
    method: 'GET',
    url: '/public/promotion/:id',
    tag: 'catalogue',
    summary: 'A running promotion with its courses',
    params: z.object({ id: IdParamSchema }),
    response: PromotionDetailResponseSchema,
    errors,
    handle: (req) => catalogue.promotion(req.params.id),
  });
}
