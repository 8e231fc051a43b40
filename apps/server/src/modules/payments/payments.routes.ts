// The payment calls of spec §7 for the online methods, the providers' callbacks and returns, and (in
// PAYMENTS_MODE=sandbox) the providers' sandboxes under /sandbox/{provider}. The start calls are in
// start-payment.routes.ts, the callbacks in callback.routes.ts; this file reads settings and attempts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PROVIDER_MODULES } from '@rian/payments';
import { omiseModule, omiseVaultUrl } from '@rian/payments/omise/index';
import { errorResponses } from '@rian/contracts/errors';
import { AttemptResponseSchema, OmiseKeyResponseSchema, TwoC2pSettingsResponseSchema } from '@rian/contracts/payments';
import type { RouteApp } from '../../lib/route-app.ts';
import { userOf } from '../auth/auth.plugin.ts';
import { callbackRoutes } from './callback.routes.ts';
import { getCardSettings } from './card-settings.ts';
import {
  gbprimeRoutes,
  omiseCardRoute,
  omisePromptPayRoute,
  paySolutionsRoute,
  paypalOrderRoute,
  scbQrRoute,
  twoc2pLinkRoutes,
  twoc2pSecurePayRoute,
  type StartRoutesDeps,
} from './start-payment.routes.ts';
import { viewAttempt } from './view-attempt.ts';
import { METHOD } from '@rian/domain/payment-methods';

export type PaymentsRoutesDeps = StartRoutesDeps;

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

export function paymentsRoutes(deps: PaymentsRoutesDeps): FastifyPluginAsyncZod {
  const { publicUrl, mode } = deps.payments;
  return async (app) => {
    // Sandboxes (architecture.md: every method completes offline in the demo and in tests).
    if (mode === 'sandbox') await app.register(sandboxRoutes(publicUrl));
    await app.register(callbackRoutes(deps.payments));
    attemptRoute(app, deps);
    paypalOrderRoute(app, deps);
    cardSettingsRoute(app, deps);
    twoc2pSecurePayRoute(app, deps);
    scbQrRoute(app, deps);
    omiseKeyRoutes(app, deps);
    omiseCardRoute(app, deps);
    omisePromptPayRoute(app, deps);
    twoc2pLinkRoutes(app, deps);
    gbprimeRoutes(app, deps);
    paySolutionsRoute(app, deps);
  };
}

/**
 * The providers' sandboxes under /sandbox/{provider}, at PUBLIC_URL. They stand for the providers'
 * own hosts, which a checkout page on another origin uses as it would Omise's vault (a CORS request
 * with the public key) and its QR images: a browser that opened the academy at another address than
 * PUBLIC_URL (127.0.0.1 for localhost) is answered too. No cookie is read or allowed across origins.
 */
function sandboxRoutes(publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // A provider's page posts the buyer back to the merchant's return URL, wherever that is.
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(/form-action [^;]*/, "form-action 'self' http: https:"));
      return payload;
    });
    app.options('/sandbox/*', async (_req, reply) => {
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    });
    for (const module of PROVIDER_MODULES) {
      await app.register(module.sandbox, {
        prefix: `/sandbox/${module.name}`,
        publicUrl,
        webhookUrl: `${publicUrl}/webhooks/${module.name}`,
      });
    }
  };
}

function attemptRoute(app: RouteApp, deps: PaymentsRoutesDeps): void {
  app.get(
    '/private/payments/attempts/:reference',
    {
      preHandler: deps.auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'What became of one payment attempt (the result page polls it every 6 s)',
        params: z.object({ reference: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)) }),
        response: { 200: AttemptResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = userOf(req);
      return {
        success: true as const,
        data: await viewAttempt(deps.payments.db, user.id, user.role === 'admin', req.params.reference),
      };
    },
  );
}

/** 3 2C2P card (spec §2 card hand-off): public settings for the hand-off screen. */
function cardSettingsRoute(app: RouteApp, deps: PaymentsRoutesDeps): void {
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
    async (req) => ({ success: true as const, data: await getCardSettings(deps.payments, req.query.orderId) }),
  );
}

/** 8 Omise card and 9 Omise PromptPay: the public key (the secret key stays on the server). */
function omiseKeyRoutes(app: RouteApp, deps: PaymentsRoutesDeps): void {
  const { providers, mode, publicUrl } = deps.payments;
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
        const pub = await providers.publicCredentials(omiseModule);
        return { success: true as const, data: { publicKey: pub.publicKey ?? '', vaultUrl: omiseVaultUrl(mode, publicUrl) } };
      },
    );
  }
}
