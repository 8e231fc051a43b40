// buildApp(deps): the whole server without listen(), used by main.ts, the tests and benchmarks.
// The platform plugins come first, then the services (compose.ts), the routes, the background
// jobs and the built web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@rian/db';
import type { Config } from './config.ts';
import { createServices, type Services } from './compose.ts';
import { registerErrorHandling } from './lib/errors.ts';
import { registerRateLimit } from './lib/rate-limit.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { loggerOptions } from './lib/log-options.ts';
import { dropDocumentHeaders, registerSecurityHeaders } from './lib/security-headers.ts';
import { registerHealth } from './lib/health.ts';
import { metrics, registerMetrics } from './lib/metrics.ts';
import { encodedBodies } from './lib/encoded-bodies.ts';
import { echoRequestId, requestIdOptions } from './lib/request-id.ts';
import { createSerializerCompiler } from './lib/response-serializer.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { registerMedia } from './modules/media/media.routes.ts';
import { registerPages } from './modules/pages/pages.routes.ts';
import { FALLBACK_TEMPLATE } from './modules/pages/html.ts';
import { criticalCss } from './modules/pages/critical-css.ts';
import { loadPageRenderer } from './modules/pages/page-renderer.ts';
import { RoutePreloads } from './modules/pages/preload.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartLookupsRoutes } from './modules/cart/cart-lookups.routes.ts';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { withholdingRoutes } from './modules/withholding/withholding.routes.ts';
import { cartHandOffRoutes } from './modules/orders/cart-hand-off.routes.ts';
import { registerAutoCancel } from './jobs/auto-cancel.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { registerReconcile } from './jobs/reconcile.ts';
import { reconcilePayments } from './modules/payments/reconcile-payments.ts';
import { registerSecretSealing } from './modules/payments/stored-secrets.ts';
import { logPaymentMethods } from './modules/payments/log-payment-methods.ts';
import { publicMethodsRoutes } from './modules/payments/public-methods.routes.ts';
import { bankTransferRoutes } from './modules/bank-transfer/bank-transfer.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminRoutesDeps } from './modules/admin/admin-guard.ts';
import { adminUploadsRoutes } from './modules/admin/uploads/uploads.routes.ts';
import { LINE_SANDBOX_PREFIX, lineSandbox } from './modules/notify/line-sandbox.ts';
import type { Notify } from './modules/notify/create-notify.ts';

/** Compressed copies kept in memory, at most (lib/encoded-bodies.ts). */
const COMPRESSED_COPIES_BYTES = 32 * 1024 * 1024;
/**
 * Answers up to this size are compressed in one call, and so through the kept copies; larger ones
 * are streamed. A drawn page is 20-60 KB, a catalogue answer under 100 KB.
 */
const COMPRESS_SYNC_BOUND = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes registered on this app (method, url). */
    rianRoutes: { method: string; url: string }[];
    /** The administrators' notices: the LINE sender (tests sweep it) and the LINE sandbox's record. */
    rianNotify: Notify;
  }
}

export interface AppDeps {
  db: DbHandle;
  config: Pick<Config, 'publicUrl' | 'uploadDir' | 'webDistDir' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'cacheMs'
        | 'sessionCacheMs'
        | 'trustProxy'
        | 'smtpUrl'
        | 'redisUrl'
        | 'oauthMode'
        | 'paymentsMode'
        | 'mailFrom'
        | 'demo'
        | 'secretsKey'
        | 'metricsToken'
      >
    > & {
      /** Per-address rate limits (default on); integration tests turn them off. */
      rateLimit?: boolean;
      /** The background sweeps (auto-cancel, payment reconciliation; default on); integration tests run them themselves. */
      autoCancel?: boolean;
      /** Each answer also encoded by zod and compared with the compiled serializer's (lib/response-serializer.ts); the test suites turn it on. */
      checkResponses?: boolean;
    };
  clock?: () => Date;
  /** Fastify logger; false in tests and benchmarks; a stream to capture what would be logged (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

type App = ReturnType<typeof createFastify>;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps);
  echoRequestId(app);
  await registerPlatform(app, deps.config);
  registerHealth(app, deps.db, deps.config.redisUrl);
  registerMetrics(app, deps.db, deps.config.metricsToken);
  const services = await createServices(app, deps);
  app.decorate('rianNotify', services.notify);
  await registerRoutes(app, services);
  registerJobs(app, services);
  await registerWebApp(app, services);
  return app;
}

function createFastify(deps: AppDeps) {
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
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route with its methods, for the test that holds each /private route to the ownership rule.
  const routeList: { method: string; url: string }[] = [];
  app.decorate('rianRoutes', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  return app;
}

/** Validation, serialisation, errors, security headers, compression, the API docs and rate limits. */
async function registerPlatform(app: App, config: AppDeps['config']): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // Responses go out through their contract schemas too: a field a schema does not name (a secret
  // column, an internal flag) never reaches a caller (lib/response-serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({ check: config.checkResponses ?? false }));
  registerErrorHandling(app);
  registerInputGuard(app);

  registerSecurityHeaders(app, { publicUrl: config.publicUrl, paymentsMode: config.paymentsMode ?? 'sandbox' });
  // Compressed copies are kept by their bytes (lib/encoded-bodies.ts, decision 036). Every answer up
  // to the synchronous bound goes through them: the drawn pages and catalogue answers are far below it.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    zlib: encodedBodies(COMPRESSED_COPIES_BYTES, metrics.compressedCopy).zlib,
    syncThreshold: COMPRESS_SYNC_BOUND,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Rian storefront API', version: '0.1.0', description: 'Routes of the storefront specification §7.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await registerRateLimit(app, config.redisUrl, config.rateLimit ?? true);
}

async function registerRoutes(app: App, services: Services): Promise<void> {
  const { deps, config, clock, site, catalogue, auth, carts, accounts, loginThrottle, viewerOf, staffOf } = services;
  const { cartLookups, shipping, orders, payments, bankTransfer, uploads, social, learning } = services;
  await app.register(siteRoutes(site, staffOf));
  await app.register(oauthRoutes({ auth, site, social, carts, config, clock: deps.clock }));
  await app.register(uploadsRoutes({ db: deps.db.db, auth, uploads }));
  await app.register(accountsRoutes(accounts, auth, loginThrottle));
  await app.register(cartRoutes(carts, auth));
  await app.register(cartLookupsRoutes(cartLookups, carts, auth, viewerOf));
  await app.register(paymentMethodsRoutes({ db: deps.db.db }));
  await app.register(shippingRoutes(shipping, auth));
  await app.register(catalogueRoutes(catalogue, viewerOf));
  await app.register(ordersRoutes({ auth, orders }));
  await app.register(cartHandOffRoutes({ auth, orders }));
  await app.register(documentsRoutes({ auth, db: deps.db.db }));
  await app.register(withholdingRoutes({ auth, db: deps.db.db, uploads, clock }));
  await app.register(paymentsRoutes({ auth, payments }));
  await app.register(publicMethodsRoutes({ site, providers: payments.providers, staffOf }));
  await app.register(bankTransferRoutes({ auth, bankTransfer }));
  await app.register(setupRoutes({ db: deps.db.db, auth, clock }));
  await app.register(learningRoutes({ learning, auth, uploadDir: config.uploadDir }));
  await app.register(adminRoutes(adminRoutesDeps(auth, services.admin)));
  await app.register(adminUploadsRoutes({ admin: services.admin, requireAdmin: auth.requireAdmin, storage: uploads }));
  if (services.notify.sandbox) await app.register(lineSandbox(services.notify.sandbox), { prefix: LINE_SANDBOX_PREFIX });
  await registerMedia(app, config.uploadDir);
}

/** The background sweeps (auto-cancel, payment reconciliation) and the start-up log of methods. */
function registerJobs(app: App, services: Services): void {
  const { deps, config, clock, payments, paymentCredentials, secrets } = services;
  registerAutoCancel(app, { db: deps.db.db, clock, enabled: config.autoCancel ?? true });
  registerReconcile(app, { reconcile: () => reconcilePayments(payments), enabled: config.autoCancel ?? true });
  registerSecretSealing(app, { db: deps.db.db, box: secrets, onSealed: () => payments.providers.forget() });
  logPaymentMethods(app, paymentCredentials);
}

/** The built web app: hashed assets cached for a year and precompressed, other root files as they are, then the pages. */
async function registerWebApp(app: App, services: Services): Promise<void> {
  const { config, catalogue, carts, social, site, viewerOf } = services;
  const indexFile = join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each script, stylesheet and SVG (apps/web/scripts/
      // precompress.ts): sent as they are to a browser that accepts them, the plain file otherwise.
      preCompressed: true,
      // A hashed file never changes: no Last-Modified or ranges to offer, and no document headers.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res, path) => {
        res.setHeader('Vary', 'accept-encoding');
        // @fastify/static passes the raw ServerResponse (its types name fewer methods than it has).
        dropDocumentHeaders(res as unknown as ServerResponse, path);
      },
    });
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      // Root files only (favicon, fallback image): assets have their own route above, the page
      // template (and its precompressed copies) is sent by the pages module, the build manifest and
      // the server's drawing bundle (dist/server, pages/page-renderer.ts) are not public.
      globIgnore: ['assets/**', 'index.html', 'index.html.*', '.vite/**', 'server/**'],
    });
  }
  registerPages(app, {
    template: hasWeb ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE,
    publicUrl: config.publicUrl,
    catalogue,
    carts,
    social,
    site,
    preloads: RoutePreloads.fromDist(config.webDistDir),
    renderer: hasWeb ? await loadPageRenderer(config.webDistDir) : null,
    critical: hasWeb
      ? criticalCss(config.webDistDir, (err) => app.log.error({ err }, 'critical CSS could not be worked out'))
      : null,
    viewerOf,
  });
}
