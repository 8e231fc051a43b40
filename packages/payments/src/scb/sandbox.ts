// The SCB sandbox (architecture.md "Payments"): SCB's OAuth, QR create and bill-payment inquiry APIs, the
// payer's phone as a page, and the confirmation SCB posts to the merchant's configured URL
// (payments.md §4: successful payments only, retried 3 times 12 s apart, unsigned).
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerApiRoutes } from './sandbox/api-routes.ts';
import { fail, scbSandboxCredentials, type ScbSandboxContext, type ScbSandboxOptions } from './sandbox/context.ts';
import { registerPageRoutes } from './sandbox/page-routes.ts';

export { scbSandboxCredentials, type ScbSandboxOptions } from './sandbox/context.ts';

function createContext(app: FastifyInstance, opts: ScbSandboxOptions): ScbSandboxContext {
  const { apiKey, billerId } = scbSandboxCredentials.public;
  return {
    app,
    opts,
    tokens: new Map(),
    qrs: new Map(),
    timers: new Set(),
    now: () => (opts.clock ? opts.clock() : new Date()),
    retryDelay: opts.retryDelayMs ?? 12_000,
    // opts is read at request time: the server may learn its public URL after registering the plugin.
    selfUrl: () => `${opts.publicUrl}${app.prefix}`,
    apiKey,
    billerId,
  };
}

export const scbSandbox: FastifyPluginAsync<ScbSandboxOptions> = async (app: FastifyInstance, opts) => {
  await app.register(formbody);
  const ctx = createContext(app, opts);

  app.addHook('onClose', async () => {
    for (const t of ctx.timers) clearTimeout(t);
    ctx.timers.clear();
  });

  // Never a 500 for bad input: answer SCB's status shape (e.g. a body that is not JSON).
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const http = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return fail(reply, http, 4101, 'Invalid request');
  });

  registerApiRoutes(app, ctx);
  registerPageRoutes(app, ctx);
};
