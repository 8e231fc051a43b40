// /private/admin/texts: the storefront's texts, their defaults and overrides. Administrators only.
import { errorResponses } from '@rian/contracts';
import {
  TextKeyParamsSchema,
  TextListQuerySchema,
  TextOneSchema,
  TextOverrideSchema,
  TextPageSchema,
} from '@rian/contracts/admin/texts';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { listTexts } from './list-texts.ts';
import { overrideText, resetText } from './save-text.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: texts'];
const params = TextKeyParamsSchema;

export function textRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/texts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Storefront texts, searchable by key or text',
        querystring: TextListQuerySchema,
        response: { 200: TextPageSchema, ...errors },
      },
    },
    async (req) => listTexts(admin, req.query),
  );
  app.put(
    '/private/admin/texts/:key',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Override a text in Thai and English',
        params,
        body: TextOverrideSchema,
        response: { 200: TextOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await overrideText(admin, actorOf(req), req.params.key, req.body) }),
  );
  app.delete(
    '/private/admin/texts/:key',
    { onRequest, schema: { tags, summary: 'Back to the default text', params, response: { 200: TextOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await resetText(admin, actorOf(req), req.params.key) }),
  );
}
