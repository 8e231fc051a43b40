// The payment settings' back-office calls (/private/admin/payment-settings): read the methods and
// credentials, switch a method, put the methods in order, replace a provider's keys.
import {
  PaymentSettingsOneSchema,
  type PaymentMethodPatch,
  type ProviderCredentialsPatch,
} from '@rian/contracts/admin/payment-settings';
import { adminGetQuery, useAdminWrite } from '../../../lib/admin-api.ts';

export const paymentSettingsQuery = () =>
  adminGetQuery(['payment-settings', 'one'], 'payment-settings', PaymentSettingsOneSchema);

export const useSwitchMethod = () =>
  useAdminWrite('payment-settings', PaymentSettingsOneSchema, ({ id, body }: { id: number; body: PaymentMethodPatch }) => ({
    method: 'PATCH',
    path: `payment-settings/methods/${id}`,
    body,
  }));

/** Every method id once, in the order the checkout lists them. */
export const useOrderMethods = () =>
  useAdminWrite('payment-settings', PaymentSettingsOneSchema, (ids: number[]) => ({
    method: 'PUT',
    path: 'payment-settings/methods/order',
    body: { ids },
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
