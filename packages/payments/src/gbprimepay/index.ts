// GBPrimePay card (method 11) and PromptPay (method 12) (payments.md §6).
import { tableFacts, type ProviderModule } from '../module.ts';
import { createGbprimepayProvider } from './provider.ts';
import { gbprimepaySandbox, gbprimepaySandboxCredentials } from './sandbox.ts';

export { checkoutChecksum } from './common.ts';
export { createGbprimepayProvider } from './provider.ts';
export { gbprimepaySandbox, gbprimepaySandboxCredentials } from './sandbox.ts';

export const gbprimepayModule: ProviderModule = {
  ...tableFacts('gbprimepay'),
  create: createGbprimepayProvider,
  sandbox: gbprimepaySandbox,
  sandboxCredentials: gbprimepaySandboxCredentials,
  productionBaseUrl: 'https://api.gbprimepay.com',
  testBaseUrl: 'https://api.globalprimepay.com',
};
