// SCB QR payment, method 4 (payments.md §4).
import type { ProviderModule } from '../module.ts';
import { createScbProvider } from './provider.ts';
import { scbSandbox, scbSandboxCredentials } from './sandbox.ts';

export { createScbProvider, readExpiry } from './provider.ts';
export { scbSandbox, scbSandboxCredentials, type ScbSandboxOptions } from './sandbox.ts';

export const scbModule: ProviderModule = {
  name: 'scb',
  methodIds: [4],
  create: createScbProvider,
  sandbox: scbSandbox,
  sandboxCredentials: scbSandboxCredentials,
  productionBaseUrl: 'https://api.partners.scb/partners',
  credentialKeys: { public: ['apiKey', 'billerId'], secret: ['apiSecret'] },
  // SCB's API key goes with the secret to its OAuth call: no credential of SCB reaches a browser.
  browserKey: null,
};
