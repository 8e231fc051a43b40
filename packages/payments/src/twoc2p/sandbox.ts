// The offline 2C2P (payments.md §3): the sandbox card page that stands in for 2C2P's card-encrypting
// script, SecurePayment 9.9 PaymentAuth.aspx with its 3-D Secure step, the PGW 4.3 paymentToken /
// paymentInquiry API and its hosted payment page (installment plans, PromptPay QR), and the Payment Action
// API's refunds (never more than was paid, only of a paid invoice, each one recorded). State lives in memory
// in this plugin instance. It checks the merchant's signatures and signs what it sends, like 2C2P.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxOptions } from '../module.ts';
import { registerActionRoutes } from './sandbox/action-routes.ts';
import { registerCardRoutes } from './sandbox/card-routes.ts';
import { TWOC2P_SANDBOX_CREDENTIALS, errorPage, type Twoc2pSandboxContext } from './sandbox/context.ts';
import { registerPgwRoutes } from './sandbox/pgw-routes.ts';
import { registerSecurePaymentRoutes } from './sandbox/secure-payment-routes.ts';

export { TWOC2P_SANDBOX_CREDENTIALS } from './sandbox/context.ts';

function createContext(app: FastifyInstance, opts: SandboxOptions): Twoc2pSandboxContext {
  return {
    app,
    opts,
    merchants: new Map<string, string>([
      [TWOC2P_SANDBOX_CREDENTIALS.public.merchantId ?? '', TWOC2P_SANDBOX_CREDENTIALS.secret.secretKey ?? ''],
    ]),
    // Stands in for 2C2P's card-encryption key pair: only this sandbox instance can read encCardData.
    cardKey: randomBytes(32),
    txns: new Map(),
    sessions: new Map(),
    tokens: new Map(),
    refunds: new Map(),
    now: (): Date => (opts.clock ? opts.clock() : new Date()),
    publicBase: (): string => `${opts.publicUrl.replace(/\/+$/, '')}${app.prefix}`,
  };
}

export const twoc2pSandbox: FastifyPluginAsync<SandboxOptions> = async (app, opts) => {
  await app.register(formbody);
  const ctx = createContext(app, opts);

  app.setErrorHandler((err, req, reply) => {
    req.log.warn({ code: (err as { code?: string }).code }, 'twoc2p sandbox refused a request');
    if (req.url.includes('/payment/4.3/') && !req.url.includes('/web/')) {
      return reply.code(200).send({ respCode: '9004', respDesc: 'Invalid request' });
    }
    return errorPage(reply, '99', 'Invalid request');
  });

  registerCardRoutes(app, ctx);
  registerSecurePaymentRoutes(app, ctx);
  registerPgwRoutes(app, ctx);
  registerActionRoutes(app, ctx);
};
