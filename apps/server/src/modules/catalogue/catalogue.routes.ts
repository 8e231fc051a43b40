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
  app.get(
    '/public/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their course counts',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await catalogue.categories() }),
  );

  app.post(
    '/public/course/cate/pathname',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category at a link path',
        body: CategoryPathBodySchema,
        response: { 200: CategoryResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await catalogue.categoryByPath(req.body.link_path) }),
  );
}

function registerCourseRoutes(app: RouteApp, catalogue: CatalogueService, viewerOf: ViewerOf): void {
  app.get(
    '/public/courses',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Course list (?filter: all | bestseller | category link_path; ?keyword)',
        querystring: CourseListQuerySchema,
        response: { 200: CourseListResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, ...(await catalogue.listCourses(req.query)) }),
  );

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
    async (req) => {
      const category = await catalogue.categoryByPath(req.params.slug);
      const page = await catalogue.listCourses({
        filter: category.link_path,
        keyword: req.query.keyword,
        page: req.params.n,
        pageSize: req.query.pageSize,
      });
      return { success: true as const, category, ...page };
    },
  );

  app.get(
    '/public/course/url/:url',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Course detail loaded by url ("{id}-{slug}" or "{id}")',
        params: CourseUrlParamsSchema,
        response: { 200: CourseDetailResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const viewer = await viewerOf(req);
      // A signed-in viewer's course (owned, member plans, may buy) is theirs alone.
      if (viewer !== VISITOR) reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await catalogue.courseByUrl(req.params.url, viewer) };
    },
  );
}

function registerProductRoutes(app: RouteApp, catalogue: CatalogueService): void {
  app.get(
    '/public/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product list (?filter: all | instock; ?keyword)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, ...(await catalogue.listProducts(req.query)) }),
  );

  const productDetail = {
    schema: {
      tags: ['catalogue'],
      summary: 'Product detail; productId is "{id}-{slug}" or "{id}", n defaults to 0',
      params: ProductParamsSchema,
      response: { 200: ProductDetailResponseSchema, ...errors },
    },
  };
  app.get('/public/products/:productId/:n', productDetail, async (req) => ({
    success: true as const,
    data: await catalogue.productByParam(req.params.productId),
  }));
  app.get('/public/products/:productId', productDetail, async (req) => ({
    success: true as const,
    data: await catalogue.productByParam(req.params.productId),
  }));
}

function registerPromotionRoutes(app: RouteApp, catalogue: CatalogueService): void {
  app.get(
    '/public/cart/promotion/all',
    { schema: { tags: ['catalogue'], summary: 'Promotions running now', response: { 200: PromotionListResponseSchema } } },
    async () => ({ success: true as const, data: await catalogue.promotions() }),
  );

  app.get(
    '/public/promotion/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A running promotion with its courses',
        params: z.object({ id: IdParamSchema }),
        response: { 200: PromotionDetailResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await catalogue.promotion(req.params.id) }),
  );
}
