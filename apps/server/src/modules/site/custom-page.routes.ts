// GET /public/page/{slug}: a published custom page (spec §2 custom pages).
import { ErrorResponseSchema, PageSlugParamsSchema, PublicCustomPageResponseSchema } from '@rian/contracts';
import type { RouteApp } from '../../lib/route-app.ts';
import type { SiteService } from './site.service.ts';

export function customPageRoute(app: RouteApp, site: SiteService): void {
  app.get(
    '/public/page/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'A published custom page by its slug (spec §2 custom pages)',
        params: PageSlugParamsSchema,
        response: { 200: PublicCustomPageResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await site.page(req.params.slug) }),
  );
}
