// Omise: card (method 8) and PromptPay (method 9), payments.md §5.
import { tableFacts, type ProviderModule } from '../module.ts';
import type { PaymentsMode } from '../types.ts';
import { createOmiseProvider } from './provider.ts';
import { OMISE_SANDBOX_PUBLIC_KEY, OMISE_SANDBOX_SECRET_KEY, omiseSandbox } from './sandbox.ts';

export { createOmiseProvider, chargeResult } from './provider.ts';
export { OMISE_SANDBOX_PUBLIC_KEY, OMISE_SANDBOX_SECRET_KEY } from './sandbox.ts';

/**
 * Where the browser posts card data itself, with the public key, so card numbers never pass through
 * Rian's server (payments.md "Rules for every method").
 */
export function omiseVaultUrl(mode: PaymentsMode, publicUrl: string): string {
  return mode === 'production' ? 'https://vault.omise.co' : `${publicUrl.replace(/\/+$/, '')}/sandbox/omise/vault`;
}

export const omiseModule: ProviderModule = {
  ...tableFacts('omise'),
  create: createOmiseProvider,
  sandbox: omiseSandbox,
  sandboxCredentials: {
    public: { publicKey: OMISE_SANDBOX_PUBLIC_KEY },
    secret: { secretKey: OMISE_SANDBOX_SECRET_KEY },
  },
  productionBaseUrl: 'https://api.omise.co',
  // One host: Omise's test mode is its test keys (skey_test_…, payments.md §5).
  testBaseUrl: 'https://api.omise.co',
};
