// buildApp(deps): the whole server without listen(), used by main.ts, the tests and benchmarks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { VISITOR, type Viewer } from '@rian/domain/plans';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@rian/db';
import { defaultMailFrom, type Config } from './config.ts';
import { registerErrorHandling } from './lib/errors.ts';
import { registerRateLimit } from './lib/rate-limit.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { loggerOptions } from './lib/log-options.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { SiteService } from './modules/site/site.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { registerMedia } from './modules/media/media.routes.ts';
import { registerPages } from './modules/pages/pages.routes.ts';
import { FALLBACK_TEMPLATE } from './modules/pages/html.ts';
import { RoutePreloads } from './modules/pages/preload.ts';
import { SESSION_COOKIE, SessionService } from './modules/auth/session.service.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { registerMailSender } from './modules/mail/mail.sender.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { SocialLoginService } from './modules/oauth/social-login.service.ts';
import { inProcessFetch } from './modules/oauth/in-process-fetch.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CartLookupsService } from './modules/cart/cart-lookups.service.ts';
import { cartLookupsRoutes } from './modules/cart/cart-lookups.routes.ts';
import { PaymentMethodsService } from './modules/payment-methods/payment-methods.service.ts';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { ShippingService } from './modules/shipping/shipping.service.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { OrderCreator } from './modules/orders/create-order.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { cartHandOffRoutes } from './modules/orders/cart-hand-off.routes.ts';
import { registerAutoCancel } from './jobs/auto-cancel.ts';
import { Realtime } from './modules/realtime/realtime.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { registerReconcile } from './jobs/reconcile.ts';
import { PaymentCredentials } from './modules/payments/payment-credentials.ts';
import { logPaymentMethods } from './modules/payments/log-payment-methods.ts';
import { publicMethodsRoutes } from './modules/payments/public-methods.routes.ts';
// ── payments imports (issue 6) ──
import { bankTransferRoutes } from './modules/bank-transfer/bank-transfer.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import type { LearningContext } from './modules/learning/learning-context.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes registered on this app (method, url). */
    rianRoutes: { method: string; url: string }[];
  }
}

export interface AppDeps {
  db: DbHandle;
  config: Pick<Config, 'publicUrl' | 'uploadDir' | 'webDistDir' | 'logLevel'> &
    Partial<
      Pick<Config, 'cacheMs' | 'trustProxy' | 'smtpUrl' | 'redisUrl' | 'oauthMode' | 'paymentsMode' | 'mailFrom' | 'demo'>
    > & {
      /** Per-address rate limits (default on); integration tests turn them off. */
      rateLimit?: boolean;
      /** The background sweeps (auto-cancel, payment reconciliation; default on); integration tests run them themselves. */
      autoCancel?: boolean;
    };
  clock?: () => Date;
  /** Fastify logger; false in tests and benchmarks; a stream to capture what would be logged (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions(config.logLevel, typeof deps.logger === 'object' ? deps.logger.stream : undefined),
    // A slug or keyword longer than this is not a page anyone links to.
    routerOptions: { maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route with its methods, for the test that holds each /private route to the ownership rule.
  const routeList: { method: string; url: string }[] = [];
  app.decorate('rianRoutes', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses go out through their contract schemas too: a field a schema does not name (a secret
  // column, an internal flag) never reaches a caller. Measured cost: within the noise of
  // bench/catalogue (docs/benchmarks.md).
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, paymentsMode: config.paymentsMode ?? 'sandbox' });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Rian storefront API', version: '0.1.0', description: 'Routes of the storefront specification §7.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const cacheMs = config.cacheMs ?? 10_000;
  const paymentCredentials = new PaymentCredentials({
    db: deps.db.db,
    mode: config.paymentsMode ?? 'sandbox',
    cacheMs: Math.min(cacheMs, 5_000),
  });
  const site = new SiteService(deps.db.db, Math.min(cacheMs, 5_000), {
    offers: (id) => paymentCredentials.offers(id),
    mode: paymentCredentials.mode,
  });
  const catalogue = new CatalogueService(deps.db.db, site, {
    publicUrl: config.publicUrl,
    cacheMs,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });

  await registerRateLimit(app, config.redisUrl, config.rateLimit ?? true);
  const sessions = new SessionService(deps.db.db, deps.clock);
  const auth = await registerAuth(app, { db: deps.db.db, site, sessions, publicUrl: config.publicUrl });

  await app.register(siteRoutes(site));
  const uploads = new UploadsService(deps.db.db, { uploadDir: config.uploadDir });
  await app.register(uploadsRoutes({ db: deps.db.db, auth, uploads }));
  const mailer = registerMailSender(app, {
    db: deps.db.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? defaultMailFrom(config.publicUrl),
    logKeptText: config.demo ?? false,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const carts = new CartService(deps.db.db);
  const oauthMode = config.oauthMode ?? 'sandbox';
  const social = new SocialLoginService({
    db: deps.db.db,
    site,
    publicUrl: config.publicUrl,
    mode: oauthMode,
    clock: deps.clock ?? (() => new Date()),
    isWhitelisted: (u) => auth.isWhitelisted(u),
    fetch: oauthMode === 'sandbox' ? inProcessFetch(app, `${config.publicUrl}/sandbox/oauth/`) : undefined,
  });
  await app.register(oauthRoutes({ auth, site, social, carts, config, clock: deps.clock }));
  const accounts = new AccountsService(deps.db.db, site, sessions, carts, {
    publicUrl: config.publicUrl,
    mailer,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const loginThrottle = new LoginThrottle(config.redisUrl, deps.clock);
  app.addHook('onClose', () => loginThrottle.close());
  await app.register(accountsRoutes(accounts, auth, loginThrottle));
  await app.register(cartRoutes(carts, auth));
  // Only a request carrying a session cookie costs a session lookup; visitors keep the memo.
  const viewerOf = async (req: FastifyRequest): Promise<Viewer> => {
    if (!req.cookies[SESSION_COOKIE]) return VISITOR;
    const found = await auth.lookup(req);
    return found.status === 'valid' ? catalogue.viewerFor(found.user) : VISITOR;
  };
  await app.register(cartLookupsRoutes(new CartLookupsService(deps.db.db, deps.clock), carts, auth, viewerOf));
  await app.register(paymentMethodsRoutes(new PaymentMethodsService(deps.db.db)));
  await app.register(shippingRoutes(new ShippingService(deps.db.db), auth));
  await app.register(catalogueRoutes(catalogue, viewerOf));
  const clock = deps.clock ?? (() => new Date());
  const orders = new OrdersService(deps.db.db, clock);
  const creator = new OrderCreator(deps.db.db, site, clock, Math.min(cacheMs, 5_000));
  await app.register(ordersRoutes({ auth, creator, orders }));
  await app.register(cartHandOffRoutes({ db: deps.db.db, auth, creator, site }));
  registerAutoCancel(app, { db: deps.db.db, clock, enabled: config.autoCancel ?? true });
  const realtime = new Realtime(sessions, config.redisUrl);
  realtime.attach(app, new URL(config.publicUrl).origin);
  const mailContext = async () => ({
    siteTitle: (await site.settingsRow())?.title ?? 'Rian Academy',
    publicUrl: config.publicUrl,
  });
  const payments = new PaymentsService({
    db: deps.db.db,
    mode: config.paymentsMode ?? 'sandbox',
    credentials: paymentCredentials,
    publicUrl: config.publicUrl,
    realtime,
    mailContext,
    clock,
    log: app.log,
  });
  await app.register(paymentsRoutes({ auth, payments, db: deps.db.db, publicUrl: config.publicUrl }));
  await app.register(publicMethodsRoutes({ site, payments }));
  registerReconcile(app, { payments, enabled: config.autoCancel ?? true });
  logPaymentMethods(app, paymentCredentials);
  // ── payments routes (issue 6) ──
  await app.register(
    bankTransferRoutes({
      db: deps.db.db,
      auth,
      site,
      realtime,
      mailContext,
      clock,
      mailer,
      verifiedPayment: (orderId, userId) => payments.verifiedPayment(orderId, userId),
    }),
  );
  await app.register(setupRoutes({ db: deps.db.db, auth, clock }));
  const learning: LearningContext = { db: deps.db.db, clock };
  await app.register(learningRoutes({ learning, auth, uploadDir: config.uploadDir }));
  await registerMedia(app, config.uploadDir);

  // The built web app: hashed assets cached for a year, other root files as they are.
  const indexFile = join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      // Root files only (favicon, fallback image): assets have their own route above, the page
      // template is sent by the pages module, the build manifest is not public.
      globIgnore: ['assets/**', 'index.html', '.vite/**'],
    });
  }
  registerPages(app, {
    template: hasWeb ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE,
    publicUrl: config.publicUrl,
    catalogue,
    site,
    preloads: RoutePreloads.fromDist(config.webDistDir),
    viewerOf,
  });

  app.get('/healthz', async () => ({ ok: true, db: deps.db.kind }));
  return app;
}
