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
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { listTexts } from './list-texts.ts';
import { overrideText, resetText } from './save-text.ts';

export function textRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const errors = errorResponses(400, 401, 403, 404);
  adminRoute(app, requireAdmin, {
    method: 'GET',
    path: 'texts',
    tag: 'texts',
    summary: 'Storefront texts, searchable by key or text',
    query: TextListQuerySchema,
    response: TextPageSchema,
    errors,
    page: true,
    handle: ({ query }) => listTexts(admin, query),
  });
  const text = { path: 'texts/:key', tag: 'texts', params: TextKeyParamsSchema, response: TextOneSchema, errors } as const;
  adminRoute(app, requireAdmin, {
    ...text,
    method: 'PUT',
    summary: 'Override a text in Thai and English',
    body: TextOverrideSchema,
    handle: ({ actor, params, body }) => overrideText(admin, actor, params.key, body),
  });
  adminRoute(app, requireAdmin, {
    ...text,
    method: 'DELETE',
    summary: 'Back to the default text',
    handle: ({ actor, params }) => resetText(admin, actor, params.key),
  });
}
