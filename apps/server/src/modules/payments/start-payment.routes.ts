// The start calls of spec §7 for the online methods, one small function per call: each parses its
// body, starts the payment of the buyer's own order (requireStudent; ownership in startPayment) and
// answers in the provider's spec shape. Amounts in the bodies are ignored.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain/errors';
import { errorResponses } from '@rian/contracts/errors';
import {
  GbPrimeResponseSchema,
  OmiseCardBodySchema,
  OmiseCardResponseSchema,
  OmisePromptPayResponseSchema,
  PaySolutionsResponseSchema,
  PayPalOrderResponseSchema,
  ScbQrResponseSchema,
  StartBodySchema,
  StartSnakeBodySchema,
  TwoC2pLinkResponseSchema,
  TwoC2pSecurePayBodySchema,
  TwoC2pSecurePayResponseSchema,
} from '@rian/contracts/payments';
import type { RouteApp } from '../../lib/route-app.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { PaymentsContext } from './payments-context.ts';
import { startPaySolutions } from './start-pay-solutions.ts';
import { startPayment, type StartView } from './start-payment.ts';
import { METHOD } from '@rian/domain/payment-methods';

export interface StartRoutesDeps {
  auth: Auth;
  payments: PaymentsContext;
}

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

function started(view: StartView) {
  return { reference: view.reference, status: view.status, action: view.action, order_token: view.order_token };
}

function starter(deps: StartRoutesDeps) {
  return (req: FastifyRequest, orderId: number | string, methodId: number, browser: Record<string, string> = {}) =>
    startPayment(deps.payments, userOf(req).id, orderId, methodId, browser, returnBaseOf(deps.payments, req));
}

/**
 * Sandbox mode: the buyer comes back to the address their browser opened the academy at (its
 * session cookie lives there), which may differ from PUBLIC_URL (127.0.0.1 for localhost). Production
 * always returns to PUBLIC_URL: a request's Host header is never trusted there.
 */
function returnBaseOf(payments: PaymentsContext, req: FastifyRequest): string {
  return payments.mode === 'sandbox' ? `${req.protocol}://${req.host}` : payments.publicUrl;
}

const redirectUrl = (view: StartView) => (view.action.type === 'redirect' ? view.action.url : '');

/** 2 PayPal: the server creates the PayPal order; the buyer approves on PayPal; the server captures on return. */
export function paypalOrderRoute(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  app.post(
    '/api/paypal/order',
    {
      preHandler: deps.auth.requireStudent,
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
}

/** 3 2C2P card (spec §2 card hand-off): the server signs the request. */
export function twoc2pSecurePayRoute(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  app.post(
    '/api/payment/2c2p/securepay',
    {
      preHandler: deps.auth.requireStudent,
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
}

/** 4 SCB QR: status.code 1000 is success (spec §7). */
export function scbQrRoute(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  app.post(
    '/api/payment/scb/qrcode/create',
    {
      preHandler: deps.auth.requireStudent,
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
}

/** 8 Omise card: charge the token the browser got from the vault. */
export function omiseCardRoute(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  app.post(
    '/api/omise/creditcard',
    {
      preHandler: deps.auth.requireStudent,
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
}

/** 9 Omise PromptPay: the QR of a charge. */
export function omisePromptPayRoute(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  app.post(
    '/api/omise/promptpay',
    {
      preHandler: deps.auth.requireStudent,
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
}

/** 10 2C2P installment and 15 2C2P QR: payment links (spec §7). */
export function twoc2pLinkRoutes(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  const schema = (summary: string) => ({ tags: ['payments'], summary, response: { 200: TwoC2pLinkResponseSchema, ...errors } });
  app.post(
    '/api/payment/2c2p/payment/link',
    {
      preHandler: deps.auth.requireStudent,
      schema: { ...schema('2C2P installment: the payment page link'), body: StartBodySchema },
    },
    async (req) => {
      const view = await start(req, req.body.orderId, METHOD.twoc2pInstallment);
      return { success: true as const, data: { ...started(view), result: { webPaymentUrl: redirectUrl(view) } } };
    },
  );
  app.post(
    '/api/payment/2c2p/qr-code/link',
    { preHandler: deps.auth.requireStudent, schema: { ...schema('2C2P QR: the payment page link'), body: StartSnakeBodySchema } },
    async (req) => {
      const view = await start(req, req.body.order_id, METHOD.twoc2pQr);
      return { success: true as const, data: { ...started(view), result: { webPaymentUrl: redirectUrl(view) } } };
    },
  );
}

/** 11 GBPrimePay card and 12 GBPrimePay PromptPay. */
export function gbprimeRoutes(app: RouteApp, deps: StartRoutesDeps): void {
  const start = starter(deps);
  const schema = (summary: string) => ({
    tags: ['payments'],
    summary,
    body: StartBodySchema,
    response: { 200: GbPrimeResponseSchema, ...errors },
  });
  app.post(
    '/api/gbprime',
    { preHandler: deps.auth.requireStudent, schema: schema('GBPrimePay card: the hosted checkout') },
    async (req) => {
      const view = await start(req, req.body.orderId, METHOD.gbprimepayCard);
      const invoiceUrl = view.action.type === 'redirect' || view.action.type === 'form' ? view.action.url : null;
      return { success: true as const, data: { ...started(view), data: { invoice_url: invoiceUrl } } };
    },
  );
  app.post(
    '/api/gbprime/promptpay',
    { preHandler: deps.auth.requireStudent, schema: schema('GBPrimePay PromptPay: the QR') },
    async (req) => {
      const view = await start(req, req.body.orderId, METHOD.gbprimepayPromptPay);
      return { success: true as const, data: { ...started(view), data: { invoice_url: null } } };
    },
  );
}

/** 13 PaySolutions: the hidden form, built by the server (spec §4, §7). */
export function paySolutionsRoute(app: RouteApp, deps: StartRoutesDeps): void {
  app.post(
    '/api/pay-solutions',
    {
      preHandler: deps.auth.requireStudent,
      schema: {
        tags: ['payments'],
        summary: 'PaySolutions: the form to post to the payment page',
        body: StartSnakeBodySchema,
        response: { 200: PaySolutionsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { view, courseIds } = await startPaySolutions(deps.payments, userOf(req).id, req.body.order_id);
      const merchant = view.action.type === 'form' ? (view.action.fields.merchantid ?? '') : '';
      return { success: true as const, data: { ...started(view), data: { application_id_1: merchant, course_ids: courseIds } } };
    },
  );
}
