// /private/admin/payment-settings: the payment methods' switches and the providers' credentials
// (payments.md; secrets write-only). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import {
  PaymentMethodPatchSchema,
  PaymentSettingsOneSchema,
  ProviderCredentialsPatchSchema,
  ProviderParamsSchema,
} from '@rian/contracts/admin/payment-settings';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadPaymentSettings } from './payment-settings-view.ts';
import { switchPaymentMethod, updateProviderCredentials } from './update-payment-settings.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: payment settings'];
const response = { 200: PaymentSettingsOneSchema, ...errors };

export function paymentSettingsRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  const path = '/private/admin/payment-settings';
  app.get(path, { onRequest, schema: { tags, summary: 'Methods and credentials, secrets left out', response } }, async () => ({
    success: true as const,
    data: await loadPaymentSettings(admin.db),
  }));
  app.patch(
    `${path}/methods/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Switch a method on or off',
        params: z.object({ id: IdParamSchema }),
        body: PaymentMethodPatchSchema,
        response,
      },
    },
    async (req) => ({ success: true as const, data: await switchPaymentMethod(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.patch(
    `${path}/providers/:provider`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Replace a provider's public key or secret; an empty secret keeps it",
        params: ProviderParamsSchema,
        body: ProviderCredentialsPatchSchema,
        response,
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateProviderCredentials(admin, actorOf(req), req.params.provider, req.body),
    }),
  );
}
