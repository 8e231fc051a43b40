// PaySolutions (method 13): hosted payment form, unsigned postback, orderdetailpost (payments.md §7).
import { tableFacts, type ProviderModule } from '../module.ts';
import { PRODUCTION_API_BASE } from './protocol.ts';
import { createPaysolutionsProvider } from './provider.ts';
import { PAYSOLUTIONS_SANDBOX_CREDENTIALS, paysolutionsSandbox } from './sandbox.ts';

export { createPaysolutionsProvider, paysolutionsRefno } from './provider.ts';
export { PAYSOLUTIONS_SANDBOX_CREDENTIALS, paysolutionsSandbox } from './sandbox.ts';

export const paysolutionsModule: ProviderModule = {
  ...tableFacts('paysolutions'),
  create: createPaysolutionsProvider,
  sandbox: paysolutionsSandbox,
  sandboxCredentials: PAYSOLUTIONS_SANDBOX_CREDENTIALS,
  // The API host; the payment page host is chosen inside the provider by mode.
  productionBaseUrl: PRODUCTION_API_BASE,
  // PaySolutions has no separate test host: a test merchant id on the live hosts.
  testBaseUrl: PRODUCTION_API_BASE,
};
