// The payment calls of spec §7 for the online methods, the providers' callbacks and returns, and (in
// PAYMENTS_MODE=sandbox) the providers' sandboxes under /sandbox/{provider}. Every start call is the
// buyer's own order (requireStudent + ownership in the service); amounts in the bodies are ignored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { DomainError } from '@rian/domain/errors';
import { CallbackRefused, METHOD, PROVIDER_MODULES, moduleByName, type CallbackRequest } from '@rian/payments';
import { omiseModule, omiseVaultUrl } from '@rian/payments/omise/index';
import { twoc2pModule, twoc2pCardPageUrl } from '@rian/payments/twoc2p/index';
import { errorResponses } from '@rian/contracts/errors';
import {
  AttemptResponseSchema,
  GbPrimeResponseSchema,
  OmiseCardBodySchema,
  OmiseCardResponseSchema,
  OmiseKeyResponseSchema,
  OmisePromptPayResponseSchema,
  PaySolutionsResponseSchema,
  PayPalOrderResponseSchema,
  ScbQrResponseSchema,
  StartBodySchema,
  StartSnakeBodySchema,
  TwoC2pLinkResponseSchema,
  TwoC2pSecurePayBodySchema,
  TwoC2pSecurePayResponseSchema,
  TwoC2pSettingsResponseSchema,
} from '@rian/contracts/payments';
import { schema, type Db } from '@rian/db';
import { eq } from 'drizzle-orm';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { PaymentsService, StartView } from './payments.service.ts';

export interface PaymentsRoutesDeps {
  auth: Auth;
  payments: PaymentsService;
  db: Db;
  publicUrl: string;
}

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

function started(view: StartView) {
  return { reference: view.reference, status: view.status, action: view.action, order_token: view.order_token };
}

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

export function paymentsRoutes(deps: PaymentsRoutesDeps): FastifyPluginAsyncZod {
  const { auth, payments, publicUrl } = deps;
  return async (app) => {
    // ── Sandboxes (architecture.md: every method completes offline in the demo and in tests) ──
    if (payments.mode === 'sandbox') {
      for (const module of PROVIDER_MODULES) {
        await app.register(module.sandbox, {
          prefix: `/sandbox/${module.name}`,
          publicUrl,
          webhookUrl: `${publicUrl}/webhooks/${module.name}`,
        });
      }
    }

    // ── Callbacks and returns: bodies kept as received, signatures are checked over the raw text ──
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
      const callbackOf = (req: FastifyRequest): CallbackRequest => ({
        headers: headersOf(req),
        rawBody: typeof req.body === 'string' ? req.body : '',
        query: queryOf(req),
      });

      raw.post('/webhooks/:provider', { schema: { hide: true } }, async (req, reply) => {
        const { provider } = req.params as { provider: string };
        if (!moduleByName(provider)) throw new DomainError('NOT_FOUND');
        try {
          const outcome = await payments.handleCallback(provider, callbackOf(req));
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
        const reference = /^[A-Z0-9]{1,20}$/.test(ref) ? await payments.handleReturn(provider, ref, callbackOf(req)) : null;
        // A form post from the provider's page arrives without the SameSite=Lax cookie: the result page
        // (a normal GET) is where the buyer's session applies again.
        return reply.redirect(reference ? `/payment/result?ref=${reference}` : '/myaccount/student/order', 303);
      };
      raw.get('/payments/return/:provider', { schema: { hide: true } }, onReturn);
      raw.post('/payments/return/:provider', { schema: { hide: true } }, onReturn);
    });

    app.get(
      '/private/payments/attempts/:reference',
      {
        preHandler: auth.requireUser,
        schema: {
          tags: ['payments'],
          summary: 'What became of one payment attempt (the result page polls it every 6 s)',
          params: z.object({ reference: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)) }),
          response: { 200: AttemptResponseSchema, ...errors },
        },
      },
      async (req) => {
        const user = userOf(req);
        return { success: true as const, data: await payments.attemptView(user.id, user.role === 'admin', req.params.reference) };
      },
    );

    const student = { preHandler: auth.requireStudent };
    const start = (req: FastifyRequest, orderId: number | string, methodId: number, browser: Record<string, string> = {}) =>
      payments.start(userOf(req).id, orderId, methodId, browser);

    // ── 2 PayPal: the server creates the PayPal order; the buyer approves on PayPal; the server captures on return ──
    app.post(
      '/api/paypal/order',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'PayPal: create the PayPal order of an order',
          body: StartBodySchema,
          response: { 200: PayPalOrderResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.paypal);
        return { success: true as const, data: { ...started(view), id: view.providerRef ?? '' } };
      },
    );

    // ── 3 2C2P card (spec §2 card hand-off): public settings, then the server signs the request ──
    app.get(
      `/api/payments/methods/${METHOD.twoc2pCard}`,
      {
        schema: {
          tags: ['payments'],
          summary: '2C2P card settings for the hand-off screen: merchant id and website name, never the signing secret',
          querystring: z.object({ orderId: z.optional(z.string().check(z.regex(/^\d{1,10}$/))) }),
          response: { 200: TwoC2pSettingsResponseSchema, ...errors },
        },
      },
      async (req) => {
        const [row] = await deps.db
          .select({
            id: schema.paymentMethods.id,
            name_web: schema.paymentMethods.name_web,
            is_enabled: schema.paymentMethods.is_enabled,
          })
          .from(schema.paymentMethods)
          .where(eq(schema.paymentMethods.id, METHOD.twoc2pCard));
        if (!row?.is_enabled) throw new DomainError('NOT_FOUND');
        const pub = await payments.publicCredentials(twoc2pModule);
        const returnUrl = `${publicUrl}/payment/2c2p/${req.query.orderId ?? ''}`;
        return {
          success: true as const,
          data: {
            id: row.id,
            // spec §3 names application_id_2 (the signing secret) too: Rian keeps it on the server.
            application_id_1: pub.merchantId ?? '',
            name_web: row.name_web,
            cardPageUrl: twoc2pCardPageUrl(payments.mode, publicUrl, returnUrl),
          },
        };
      },
    );
    app.post(
      '/api/payment/2c2p/securepay',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: '2C2P card: the signed payment request (spec §7, signed on the server)',
          body: TwoC2pSecurePayBodySchema,
          response: { 200: TwoC2pSecurePayResponseSchema, ...errors },
        },
      },
      async (req) => {
        const { orderId, ...card } = req.body;
        const browser: Record<string, string> = {};
        for (const [k, v] of Object.entries(card)) if (typeof v === 'string') browser[k] = v;
        return { success: true as const, data: started(await start(req, orderId, METHOD.twoc2pCard, browser)) };
      },
    );

    // ── 4 SCB QR: status.code 1000 is success (spec §7) ──
    app.post(
      '/api/payment/scb/qrcode/create',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'SCB: a QR for the order',
          body: StartBodySchema,
          response: { 200: ScbQrResponseSchema, ...errors },
        },
      },
      async (req) => {
        try {
          const view = await start(req, req.body.orderId, METHOD.scbQr);
          const image = view.action.type === 'qr' ? view.action.image : '';
          return {
            status: { code: 1000, description: 'Success' },
            data: {
              ...started(view),
              qrImage: image.replace(/^data:image\/png;base64,/, ''),
              csExtExpiryTime: view.action.type === 'qr' ? view.action.expiresAt : null,
            },
          };
        } catch (err) {
          // spec §4 SCB failure state: the page offers "Try again".
          if (err instanceof DomainError && err.code === 'PAYMENT_FAILED')
            return { status: { code: 9999, description: err.message }, data: null };
          throw err;
        }
      },
    );

    // ── 8 Omise card and 9 Omise PromptPay ──
    for (const path of ['/api/omise/creditcard/applicationid', '/api/omise/promptpay/applicationid']) {
      app.get(
        path,
        {
          schema: {
            tags: ['payments'],
            summary: 'Omise public key (the secret key stays on the server)',
            response: { 200: OmiseKeyResponseSchema, ...errors },
          },
        },
        async () => {
          const pub = await payments.publicCredentials(omiseModule);
          return {
            success: true as const,
            data: { publicKey: pub.publicKey ?? '', vaultUrl: omiseVaultUrl(payments.mode, publicUrl) },
          };
        },
      );
    }
    app.post(
      '/api/omise/creditcard',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'Omise card: charge the token the browser got from the vault',
          body: OmiseCardBodySchema,
          response: { 200: OmiseCardResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.omiseCard, { token: req.body.omise_token });
        const chargeStatus =
          view.status === 'paid' ? 'successful' : view.status === 'failed' || view.status === 'mismatch' ? 'failed' : 'pending';
        return {
          success: true as const,
          data: {
            ...started(view),
            charges: { status: chargeStatus, authorize_uri: view.action.type === 'redirect' ? view.action.url : null },
            chargesDetails: null,
          },
        };
      },
    );
    app.post(
      '/api/omise/promptpay',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'Omise PromptPay: the QR of a charge',
          body: StartBodySchema,
          response: { 200: OmisePromptPayResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.omisePromptPay);
        return {
          success: true as const,
          data: { ...started(view), QrcodeUrl: { image: { download_uri: view.action.type === 'qr' ? view.action.image : '' } } },
        };
      },
    );

    // ── 10 2C2P installment and 15 2C2P QR: payment links (spec §7) ──
    app.post(
      '/api/payment/2c2p/payment/link',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: '2C2P installment: the payment page link',
          body: StartBodySchema,
          response: { 200: TwoC2pLinkResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.twoc2pInstallment);
        return {
          success: true as const,
          data: { ...started(view), result: { webPaymentUrl: view.action.type === 'redirect' ? view.action.url : '' } },
        };
      },
    );
    app.post(
      '/api/payment/2c2p/qr-code/link',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: '2C2P QR: the payment page link',
          body: StartSnakeBodySchema,
          response: { 200: TwoC2pLinkResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.order_id, METHOD.twoc2pQr);
        return {
          success: true as const,
          data: { ...started(view), result: { webPaymentUrl: view.action.type === 'redirect' ? view.action.url : '' } },
        };
      },
    );

    // ── 11 GBPrimePay card and 12 GBPrimePay PromptPay ──
    app.post(
      '/api/gbprime',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'GBPrimePay card: the hosted checkout',
          body: StartBodySchema,
          response: { 200: GbPrimeResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.gbprimepayCard);
        return {
          success: true as const,
          data: {
            ...started(view),
            data: { invoice_url: view.action.type === 'redirect' || view.action.type === 'form' ? view.action.url : null },
          },
        };
      },
    );
    app.post(
      '/api/gbprime/promptpay',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'GBPrimePay PromptPay: the QR',
          body: StartBodySchema,
          response: { 200: GbPrimeResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.orderId, METHOD.gbprimepayPromptPay);
        return { success: true as const, data: { ...started(view), data: { invoice_url: null } } };
      },
    );

    // ── 13 PaySolutions: the hidden form, built by the server (spec §4, §7) ──
    app.post(
      '/api/pay-solutions',
      {
        ...student,
        schema: {
          tags: ['payments'],
          summary: 'PaySolutions: the form to post to the payment page',
          body: StartSnakeBodySchema,
          response: { 200: PaySolutionsResponseSchema, ...errors },
        },
      },
      async (req) => {
        const view = await start(req, req.body.order_id, METHOD.paysolutions);
        const courses = await deps.db
          .select({ id: schema.orderCourses.course_id })
          .from(schema.orderCourses)
          .where(eq(schema.orderCourses.order_id, view.orderId));
        const merchant = view.action.type === 'form' ? (view.action.fields.merchantid ?? '') : '';
        return {
          success: true as const,
          data: { ...started(view), data: { application_id_1: merchant, course_ids: courses.map((c) => c.id) } },
        };
      },
    );
  };
}
