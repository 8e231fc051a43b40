// Providers' callbacks and the buyer's returns: bodies kept as received, signatures are checked over
// the raw text.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain/errors';
import { CallbackRefused, moduleByName, type CallbackRequest } from '@rian/payments';
import { handleCallback } from './handle-callback.ts';
import { handleReturn } from './handle-return.ts';
import type { PaymentsContext } from './payments-context.ts';

function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function queryOf(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

const callbackOf = (req: FastifyRequest): CallbackRequest => ({
  headers: headersOf(req),
  rawBody: typeof req.body === 'string' ? req.body : '',
  query: queryOf(req),
});

export function callbackRoutes(payments: PaymentsContext): FastifyPluginAsyncZod {
  return async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

    raw.post('/webhooks/:provider', { schema: { hide: true } }, async (req, reply) => {
      const { provider } = req.params as { provider: string };
      if (!moduleByName(provider)) throw new DomainError('NOT_FOUND');
      try {
        const outcome = await handleCallback(payments, provider, callbackOf(req));
        return reply.code(200).send({ received: true, outcome });
      } catch (err) {
        if (err instanceof CallbackRefused) {
          req.log.warn({ provider, reason: err.reason }, 'payment callback refused');
          throw new DomainError('INPUT_ERROR', 'Callback refused');
        }
        throw err;
      }
    });

    const onReturn = async (req: FastifyRequest, reply: FastifyReply) => {
      const { provider } = req.params as { provider: string };
      const ref = queryOf(req).ref ?? '';
      const reference = /^[A-Z0-9]{1,20}$/.test(ref) ? await handleReturn(payments, provider, ref, callbackOf(req)) : null;
      // A form post from the provider's page arrives without the SameSite=Lax cookie: the result page
      // (a normal GET) is where the buyer's session applies again.
      return reply.redirect(reference ? `/payment/result?ref=${reference}` : '/myaccount/student/order', 303);
    };
    raw.get('/payments/return/:provider', { schema: { hide: true } }, onReturn);
    raw.post('/payments/return/:provider', { schema: { hide: true } }, onReturn);
  };
}
