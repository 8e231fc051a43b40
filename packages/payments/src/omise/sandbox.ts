// The Omise sandbox (architecture.md "Payments"): the API (charges, refunds, sources, events) at the prefix, the
// card vault at {prefix}/vault, the 3-D Secure page, the PromptPay payer page and its QR image. Webhooks
// {object:'event', key:'charge.complete'} go to opts.webhookUrl, as the Omise dashboard would send them.
//
// Test cards (any name, a future expiry, any 3-4 digit security code):
//   4111111111111111  charged at once: successful
//   4000000000000002  refused at once: failed, failure_code 'payment_rejected'
//   4242424242424242  and every other number passing the Luhn check: 3-D Secure (pending + authorize_uri),
//                     the tester picks the outcome on the authorize page.
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxOptions } from '../module.ts';
import { registerApiRoutes } from './sandbox/api-routes.ts';
import { fail, type OmiseSandboxContext } from './sandbox/context.ts';
import { registerPageRoutes } from './sandbox/page-routes.ts';
import { registerRefundRoutes } from './sandbox/refund-routes.ts';
import { registerVaultRoutes } from './sandbox/vault-routes.ts';

export { OMISE_SANDBOX_PUBLIC_KEY, OMISE_SANDBOX_SECRET_KEY } from './sandbox/context.ts';

function createContext(app: FastifyInstance, opts: SandboxOptions): OmiseSandboxContext {
  const prefix = app.prefix; // '/sandbox/omise'
  return {
    app,
    opts,
    now: (): Date => (opts.clock ? opts.clock() : new Date()),
    prefix,
    self: `${opts.publicUrl.replace(/\/+$/, '')}${prefix}`,
    tokens: new Map(),
    behaviours: new Map(),
    sources: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: new Map(),
  };
}

const omiseSandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts: SandboxOptions) => {
  await app.register(formbody);
  const ctx = createContext(app, opts);

  // Never a 500 on bad input: Omise's error shape instead, as the real API answers.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return fail(reply, status, 'bad_request', err.message ?? 'bad request');
  });
  app.setNotFoundHandler((_req, reply) => fail(reply, 404, 'not_found', 'path not found'));

  registerVaultRoutes(app, ctx);
  registerApiRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerPageRoutes(app, ctx);
};

export default omiseSandbox;
export { omiseSandbox };
