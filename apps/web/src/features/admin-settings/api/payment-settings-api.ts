// The payment settings' back-office calls (/private/admin/payment-settings): read the methods and
// credentials, switch a method, replace a provider's keys.
import { queryOptions } from '@tanstack/react-query';
import {
  PaymentSettingsOneSchema,
  type PaymentMethodPatch,
  type ProviderCredentialsPatch,
} from '@rian/contracts/admin/payment-settings';
import { ADMIN_API, useAdminWrite } from '../../../lib/admin-api.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'payment-settings', 'one'],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/payment-settings`, PaymentSettingsOneSchema, signal),
    staleTime: 0,
  });

export const useSwitchMethod = () =>
  useAdminWrite('payment-settings', PaymentSettingsOneSchema, ({ id, body }: { id: number; body: PaymentMethodPatch }) => ({
    method: 'PATCH',
    path: `payment-settings/methods/${id}`,
    body,
  }));

export const useSaveProvider = () =>
  useAdminWrite(
    'payment-settings',
    PaymentSettingsOneSchema,
    ({ provider, body }: { provider: string; body: ProviderCredentialsPatch }) => ({
      method: 'PATCH',
      path: `payment-settings/providers/${provider}`,
      body,
    }),
  );
