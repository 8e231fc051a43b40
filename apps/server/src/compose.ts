// The composition root: every service and use-case dependency of the server is built here, once,
// and handed to the route plugins by app.ts. Nothing else constructs a service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VISITOR, type Viewer } from '@rian/domain/plans';
import { defaultMailFrom } from './config.ts';
import type { AppDeps } from './app.ts';
import { CatalogueService } from './modules/catalogue/catalogue.service.ts';
import { SiteService } from './modules/site/site.service.ts';
import { SESSION_CACHE_MS, SESSION_COOKIE, SessionService } from './modules/auth/session.service.ts';
import { registerAuth, type Auth } from './modules/auth/auth.plugin.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { registerMailSender } from './modules/mail/mail.sender.ts';
import type { AccountsDeps } from './modules/accounts/accounts-deps.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { SocialLoginService } from './modules/oauth/social-login.service.ts';
import { inProcessFetch } from './modules/oauth/in-process-fetch.ts';
import type { LearningContext } from './modules/learning/learning-context.ts';
import { CartLookupsService } from './modules/cart/cart-lookups.service.ts';
import { ShippingService } from './modules/shipping/shipping.service.ts';
import { createOrdersContext } from './modules/orders/orders-context.ts';
import { Realtime } from './modules/realtime/realtime.ts';
import { createPaymentsContext } from './modules/payments/payments-context.ts';
import { verifiedPayment } from './modules/payments/verified-payment.ts';
import type { BankTransferContext } from './modules/bank-transfer/bank-transfer-context.ts';
import type { MailSender } from './modules/mail/mail.sender.ts';
import { PaymentCredentials } from './modules/payments/payment-credentials.ts';
import type { PaymentProviders } from './modules/payments/payment-providers.ts';
import { ContentChanges } from './lib/content-changes.ts';
import type { AdminContext } from './modules/admin/admin-context.ts';
import { createNotify } from './modules/notify/create-notify.ts';
import { SecretBox } from './lib/secret-box.ts';

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Builds the services in dependency order. Some attach themselves to the app as they are made (the
 * session cookie and lookup, the mail sender's start and stop, the realtime socket), so this runs
 * after the platform plugins and before any route.
 */
export async function createServices(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const cacheMs = config.cacheMs ?? 10_000;
  const clock = deps.clock ?? (() => new Date());
  const { secrets, paymentCredentials } = createCredentials(deps, cacheMs);
  const site = new SiteService(deps.db.db, Math.min(cacheMs, 5_000), {
    offers: (id) => paymentCredentials.offers(id),
    mode: paymentCredentials.mode,
  });
  const catalogue = new CatalogueService(deps.db.db, {
    publicUrl: config.publicUrl,
    cacheMs,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const { changes, sessions } = createSessions(app, deps);
  const auth = await registerAuth(app, { db: deps.db.db, site, sessions, publicUrl: config.publicUrl });
  const mailer = registerMailSender(app, {
    db: deps.db.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? defaultMailFrom(config.publicUrl),
    logKeptText: config.demo ?? false,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const carts = new CartService(deps.db.db);
  const uploads = new UploadsService(deps.db.db, { uploadDir: config.uploadDir });
  const social = createSocialLogin(app, deps, site, (u) => auth.isWhitelisted(u));
  const learning: LearningContext = { db: deps.db.db, clock };
  const accounts: AccountsDeps = { db: deps.db.db, site, sessions, carts, publicUrl: config.publicUrl, clock, mailer };
  const loginThrottle = new LoginThrottle(config.redisUrl, deps.clock);
  app.addHook('onClose', () => loginThrottle.close());
  const { viewerOf, staffOf } = requestViewers(auth, catalogue);
  const cartLookups = new CartLookupsService(deps.db.db, deps.clock);
  const shipping = new ShippingService(deps.db.db);
  const notify = createNotify(app, deps, clock, secrets);
  const orders = createOrdersContext(deps.db.db, site, clock, Math.min(cacheMs, 5_000), notify.ctx);
  const money = createPaymentServices(app, deps, { clock, site, sessions, paymentCredentials, mailer });
  money.bankTransfer.notices = notify.ctx;
  const admin = createAdmin(deps, changes, {
    clock,
    site,
    catalogue,
    orders,
    providers: money.payments.providers,
    bankTransfer: money.bankTransfer,
    notify,
    accounts,
    secrets,
  });
  return {
    deps,
    config,
    clock,
    secrets,
    paymentCredentials,
    site,
    catalogue,
    sessions,
    auth,
    mailer,
    carts,
    uploads,
    social,
    learning,
    accounts,
    loginThrottle,
    viewerOf,
    staffOf,
    cartLookups,
    shipping,
    orders,
    notify,
    admin,
    ...money,
  };
}

/**
 * Who a storefront request comes from. Only a request carrying a session cookie costs a session
 * lookup; visitors keep the memo. staffOf: a signed-in administrator (methods in test are theirs).
 */
function requestViewers(auth: Auth, catalogue: CatalogueService) {
  const viewerOf = async (req: FastifyRequest): Promise<Viewer> => {
    if (!req.cookies[SESSION_COOKIE]) return VISITOR;
    const found = await auth.lookup(req);
    return found.status === 'valid' ? catalogue.viewerFor(found.user) : VISITOR;
  };
  const staffOf = async (req: FastifyRequest): Promise<boolean> => {
    if (!req.cookies[SESSION_COOKIE]) return false;
    const found = await auth.lookup(req);
    return found.status === 'valid' && found.user.role === 'admin';
  };
  return { viewerOf, staffOf };
}

/** One sealing of stored secrets for the notices and the payments (lib/secret-box.ts), and the providers' credentials. */
function createCredentials(deps: AppDeps, cacheMs: number) {
  const { config } = deps;
  const secrets = SecretBox.fromEnv(config.secretsKey, (config.paymentsMode ?? 'sandbox') === 'production');
  const paymentCredentials = new PaymentCredentials({
    db: deps.db.db,
    mode: config.paymentsMode ?? 'sandbox',
    box: secrets,
    cacheMs: Math.min(cacheMs, 5_000),
  });
  return { secrets, paymentCredentials };
}

/**
 * The news of what changed (lib/content-changes.ts), heard from the app's start, and the sessions,
 * whose kept lookups every instance forgets on 'accounts' news (decision 034). The back office's
 * writes and the sessions' revocations publish it.
 */
function createSessions(app: FastifyInstance, deps: AppDeps) {
  const changes = new ContentChanges(deps.config.redisUrl, app.log);
  app.addHook('onReady', () => changes.ready());
  app.addHook('onClose', () => changes.close());
  const sessions = new SessionService(deps.db.db, deps.clock, {
    cacheMs: deps.config.sessionCacheMs ?? SESSION_CACHE_MS,
    tellAll: () => changes.publish('accounts'),
  });
  changes.on('accounts', () => sessions.forget());
  return { changes, sessions };
}

/** The back office's context: its writes tell every instance to forget what they memoised. */
function createAdmin(
  deps: AppDeps,
  changes: ContentChanges,
  core: {
    clock: () => Date;
    site: SiteService;
    catalogue: CatalogueService;
    orders: { forgetPromotions: () => void };
    providers: PaymentProviders;
    bankTransfer: BankTransferContext;
    notify: AdminContext['notify'];
    accounts: AccountsDeps;
    secrets: SecretBox | null;
  },
): AdminContext {
  changes.on('catalogue', () => {
    core.catalogue.forget();
    core.orders.forgetPromotions();
  });
  changes.on('site', () => {
    core.site.forget();
    core.providers.forget();
  });
  changes.on('texts', () => core.site.forget());
  return {
    db: deps.db.db,
    clock: core.clock,
    changes,
    previewCourse: (id) => core.catalogue.coursePreview(id),
    providers: core.providers,
    bankTransfer: core.bankTransfer,
    ...(core.notify ? { notify: core.notify } : {}),
    accounts: core.accounts,
    secrets: core.secrets,
  };
}

/** Social log-in; in sandbox mode its identity provider is this same app, reached in-process. */
function createSocialLogin(
  app: FastifyInstance,
  deps: AppDeps,
  site: SiteService,
  isWhitelisted: ConstructorParameters<typeof SocialLoginService>[0]['isWhitelisted'],
) {
  const { config } = deps;
  const oauthMode = config.oauthMode ?? 'sandbox';
  return new SocialLoginService({
    db: deps.db.db,
    site,
    publicUrl: config.publicUrl,
    mode: oauthMode,
    clock: deps.clock ?? (() => new Date()),
    isWhitelisted,
    fetch: oauthMode === 'sandbox' ? inProcessFetch(app, `${config.publicUrl}/sandbox/oauth/`) : undefined,
  });
}

/** The realtime socket, the online payments and the bank-transfer review, with what their mails say about the site. */
function createPaymentServices(
  app: FastifyInstance,
  deps: AppDeps,
  core: {
    clock: () => Date;
    site: SiteService;
    sessions: SessionService;
    paymentCredentials: PaymentCredentials;
    mailer: MailSender;
  },
) {
  const { config } = deps;
  const { clock, site, sessions, paymentCredentials, mailer } = core;
  const realtime = new Realtime(sessions, config.redisUrl);
  realtime.attach(app, new URL(config.publicUrl).origin);
  const mailContext = async () => ({
    siteTitle: (await site.settingsRow())?.title ?? 'Rian Academy',
    publicUrl: config.publicUrl,
  });
  const payments = createPaymentsContext({
    db: deps.db.db,
    mode: config.paymentsMode ?? 'sandbox',
    credentials: paymentCredentials,
    publicUrl: config.publicUrl,
    realtime,
    mailContext,
    clock,
    log: app.log,
  });
  const bankTransfer: BankTransferContext = {
    db: deps.db.db,
    site,
    clock,
    mailContext,
    notify: (userId, event) => realtime.orderChanged(userId, event),
    kickMail: () => mailer.kick(),
    warn: (message, data) => app.log.warn(data, message),
    verifiedPayment: (orderId, userId) => verifiedPayment(payments, orderId, userId),
  };
  return { realtime, mailContext, payments, bankTransfer };
}
