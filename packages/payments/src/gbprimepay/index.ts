// GBPrimePay card (method 11) and PromptPay (method 12) (payments.md §6).
import type { ProviderModule } from '../module.ts';
import { createGbprimepayProvider } from './provider.ts';
import { gbprimepaySandbox, gbprimepaySandboxCredentials } from './sandbox.ts';

export { checkoutChecksum } from './common.ts';
export { createGbprimepayProvider } from './provider.ts';
export { gbprimepaySandbox, gbprimepaySandboxCredentials } from './sandbox.ts';

export const gbprimepayModule: ProviderModule = {
  name: 'gbprimepay',
  methodIds: [11, 12],
  create: createGbprimepayProvider,
  sandbox: gbprimepaySandbox,
  sandboxCredentials: gbprimepaySandboxCredentials,
  productionBaseUrl: 'https://api.gbprimepay.com',
  credentialKeys: { public: ['publicKey'], secret: ['secretKey', 'token'] },
  browserKey: 'publicKey',
};
