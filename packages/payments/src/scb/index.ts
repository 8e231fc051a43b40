// SCB QR payment, method 4 (payments.md §4).
import { tableFacts, type ProviderModule } from '../module.ts';
import { createScbProvider } from './provider.ts';
import { scbSandbox, scbSandboxCredentials } from './sandbox.ts';

export { createScbProvider, readExpiry } from './provider.ts';
export { scbSandbox, scbSandboxCredentials, type ScbSandboxOptions } from './sandbox.ts';

export const scbModule: ProviderModule = {
  ...tableFacts('scb'),
  create: createScbProvider,
  sandbox: scbSandbox,
  sandboxCredentials: scbSandboxCredentials,
  productionBaseUrl: 'https://api.partners.scb/partners',
  testBaseUrl: 'https://api-sandbox.partners.scb/partners/sandbox',
};
