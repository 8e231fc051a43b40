// PayPal Orders v2 (method 2), payments.md §2.
import { tableFacts, type ProviderModule } from '../module.ts';
import { createPaypalProvider } from './provider.ts';
import { PAYPAL_SANDBOX_CLIENT_ID, PAYPAL_SANDBOX_CLIENT_SECRET, PAYPAL_SANDBOX_WEBHOOK_ID, paypalSandbox } from './sandbox.ts';

export { createPaypalProvider, orderResult } from './provider.ts';
export {
  PAYPAL_SANDBOX_CLIENT_ID,
  PAYPAL_SANDBOX_CLIENT_SECRET,
  PAYPAL_SANDBOX_WEBHOOK_ID,
  paypalSignedText,
} from './sandbox.ts';

export const paypalModule: ProviderModule = {
  ...tableFacts('paypal'),
  create: createPaypalProvider,
  sandbox: paypalSandbox,
  sandboxCredentials: {
    public: { clientId: PAYPAL_SANDBOX_CLIENT_ID, webhookId: PAYPAL_SANDBOX_WEBHOOK_ID },
    secret: { clientSecret: PAYPAL_SANDBOX_CLIENT_SECRET },
  },
  productionBaseUrl: 'https://api-m.paypal.com',
  testBaseUrl: 'https://api-m.sandbox.paypal.com',
};
