// The PayPal sandbox (architecture.md "Payments"; payments.md §2): OAuth2 client credentials, Orders v2
// (create, show, capture) with PayPal's shapes and error shapes, the buyer's approval page
// (/checkoutnow?token=…), a page to settle pending captures, webhooks signed the PayPal way and the
// verify-webhook-signature endpoint that checks exactly that signature.
//
// Approval page outcomes: success → APPROVED, back to return_url?token=…&PayerID=…; failure → back to
// cancel_url?token=… (the order stays unapproved, as when a buyer cancels at PayPal); pending → APPROVED,
// but the capture comes out PENDING (as an eCheck would) until settled on /captures/{captureId}.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SandboxOptions } from '../module.ts';
import { registerApiRoutes } from './sandbox/api-routes.ts';
import { registerRefundRoutes } from './sandbox/refund-routes.ts';
import { ppError, type PaypalSandboxContext } from './sandbox/context.ts';
import { registerPageRoutes } from './sandbox/page-routes.ts';

export {
  PAYPAL_SANDBOX_CLIENT_ID,
  PAYPAL_SANDBOX_CLIENT_SECRET,
  PAYPAL_SANDBOX_WEBHOOK_ID,
  paypalSignedText,
} from './sandbox/context.ts';

function createContext(app: FastifyInstance, opts: SandboxOptions): PaypalSandboxContext {
  const prefix = app.prefix; // '/sandbox/paypal'
  const self = `${opts.publicUrl.replace(/\/+$/, '')}${prefix}`;
  // A fresh key pair per sandbox start; webhooks are signed with it (payments.md §2).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 }) as {
    privateKey: KeyObject;
    publicKey: KeyObject;
  };
  return {
    app,
    opts,
    now: (): Date => (opts.clock ? opts.clock() : new Date()),
    prefix,
    self,
    certUrl: `${self}/v1/notifications/certs/CERT-rian-sandbox`,
    privateKey,
    publicKey,
    tokens: new Map(),
    orders: new Map(),
    createRequests: new Map(),
    captureRequests: new Map(),
    captureOrder: new Map(),
    refunded: new Map(),
    refunds: new Map(),
    refundRequests: new Map(),
  };
}

const paypalSandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts: SandboxOptions) => {
  await app.register(formbody);
  const ctx = createContext(app, opts);
  // Never a 500 on bad input: PayPal's INVALID_REQUEST shape instead, as the real API answers.
  app.setErrorHandler((err: FastifyError, _req, reply) =>
    ppError(reply, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', err.message || 'The request could not be read.'),
  );
  app.setNotFoundHandler((_req, reply) =>
    ppError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
  );
  registerApiRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerPageRoutes(app, ctx);
};

export default paypalSandbox;
export { paypalSandbox };
