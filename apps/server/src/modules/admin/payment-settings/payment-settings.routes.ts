// /private/admin/payment-settings: the payment methods' switches and the providers' credentials
// (payments.md; secrets write-only), and the methods' order at checkout. Administrators only.
import { errorResponses } from '@rian/contracts';
import {
  PaymentMethodOrderSchema,
  PaymentMethodPatchSchema,
  PaymentSettingsOneSchema,
  ProviderCredentialsPatchSchema,
  ProviderParamsSchema,
} from '@rian/contracts/admin/payment-settings';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { orderPaymentMethods } from './order-payment-methods.ts';
import { loadPaymentSettings } from './payment-settings-view.ts';
import { switchPaymentMethod, updateProviderCredentials } from './update-payment-settings.ts';

export function paymentSettingsRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const settings = {
    tag: 'payment settings',
    response: PaymentSettingsOneSchema,
    errors: errorResponses(400, 401, 403, 404),
  } as const;
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'GET',
    path: 'payment-settings',
    summary: 'Methods and credentials, secrets left out',
    handle: () => loadPaymentSettings(admin.db, admin.secrets ?? null),
  });
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'PUT',
    path: 'payment-settings/methods/order',
    summary: 'Every payment method in the order the checkout lists them',
    body: PaymentMethodOrderSchema,
    handle: ({ actor, body }) => orderPaymentMethods(admin, actor, body.ids),
  });
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'PATCH',
    path: 'payment-settings/methods/:id',
    summary: 'Switch a method on or off',
    params: idParams,
    body: PaymentMethodPatchSchema,
    handle: ({ actor, params, body }) => switchPaymentMethod(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'PATCH',
    path: 'payment-settings/providers/:provider',
    summary: "Replace a provider's public key or secret; an empty secret keeps it",
    params: ProviderParamsSchema,
    body: ProviderCredentialsPatchSchema,
    handle: ({ actor, params, body }) => updateProviderCredentials(admin, actor, params.provider, body),
  });
}
