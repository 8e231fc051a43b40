// The GBPrimePay sandbox (architecture.md "Payments"; payments.md §6): the hosted card checkout with its
// 3-D Secure step, the PromptPay QR API and the payer's phone as a page, the status API, and the
// unsigned background notification posted to the backgroundUrl given in each request.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxOptions } from '../module.ts';
import { registerCardRoutes } from './sandbox/card-routes.ts';
import { gbprimepaySandboxCredentials, type GbprimepaySandboxContext } from './sandbox/context.ts';
import { registerQrRoutes } from './sandbox/qr-routes.ts';
import { registerStatusRoute } from './sandbox/status-route.ts';

export { gbprimepaySandboxCredentials } from './sandbox/context.ts';

function createContext(app: FastifyInstance, opts: SandboxOptions): GbprimepaySandboxContext {
  return {
    app,
    opts,
    txns: new Map(),
    byGbpRef: new Map(),
    now: () => (opts.clock ? opts.clock() : new Date()),
    // opts is read at request time: the server may learn its public URL after registering the plugin.
    selfUrl: () => `${opts.publicUrl}${app.prefix}`,
    creds: gbprimepaySandboxCredentials,
  };
}

export const gbprimepaySandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts) => {
  await app.register(formbody);
  const ctx = createContext(app, opts);

  // Never a 500 for bad input: GBPrimePay's JSON error shape.
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
    const http = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return reply.code(http).send({ resultCode: '01', resultMessage: 'Invalid request' });
  });

  registerCardRoutes(app, ctx);
  registerQrRoutes(app, ctx);
  registerStatusRoute(app, ctx);
};
