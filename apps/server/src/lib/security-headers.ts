// Security headers (helmet): a Content-Security-Policy under which the storefront, the payment steps
// and the sandbox pages work, and nothing else loads; framing by this site only; HSTS only when the
// academy is served over https (PUBLIC_URL), where the session cookie is also Secure (auth.plugin.ts).
// helmet's middleware is built once and run on every request (decision 033: @fastify/helmet built it
// again, parsing the policy, for each one).
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { PROVIDER_MODULES, type PaymentsMode } from '@rian/payments';
import { PRODUCTION_PAYMENT_PAGE, PRODUCTION_API_BASE } from '@rian/payments/paysolutions/protocol';
import {
  PRODUCTION_PGW_BASE,
  PRODUCTION_SECURE_PAYMENT_URL,
  TEST_PGW_BASE,
  TEST_SECURE_PAYMENT_URL,
} from '@rian/payments/twoc2p/protocol';

/**
 * The providers' origins a buyer's browser talks to in production (payments.md): hosted pages that
 * checkout forms post to, Omise's card vault, QR images, and their test environments (a provider an
 * administrator switched to test). In sandbox mode all of them are this server.
 */
export function providerOrigins(): string[] {
  const urls = [
    ...PROVIDER_MODULES.map((m) => m.productionBaseUrl),
    ...PROVIDER_MODULES.map((m) => m.testBaseUrl),
    TEST_PGW_BASE,
    TEST_SECURE_PAYMENT_URL,
    'https://www.sandbox.paypal.com',
    PRODUCTION_PAYMENT_PAGE,
    PRODUCTION_API_BASE,
    PRODUCTION_PGW_BASE,
    PRODUCTION_SECURE_PAYMENT_URL,
    'https://vault.omise.co',
    'https://www.paypal.com',
  ];
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string; paymentsMode: PaymentsMode }): void {
  const https = opts.publicUrl.startsWith('https:');
  // Sandbox mode: the providers are this server's sandboxes, reached at PUBLIC_URL. A browser that
  // opened the academy at another address (127.0.0.1 while PUBLIC_URL says localhost) still loads
  // the card vault and the QR images from there.
  const providers = opts.paymentsMode === 'production' ? providerOrigins() : [new URL(opts.publicUrl).origin];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...providers],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...providers],
        // The card hand-off and PaySolutions post a form to the provider's page.
        formAction: ["'self'", ...providers],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}

/**
 * Headers that only a document acts on: a script, a stylesheet or a font does not frame, navigate
 * or run under its own policy. Sent on every one of a page's 20-odd hashed assets they cost about
 * 800 bytes each, which a phone downloads on its first visit (docs/benchmarks.md, first load as
 * received). nosniff and Cross-Origin-Resource-Policy stay: they are the ones a subresource needs.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\.(js|css|woff2)(\.br|\.gz)?$/;

/** Drops the document-only headers from a script, stylesheet or font (an SVG or an image keeps them). */
export function dropDocumentHeaders(res: { removeHeader(name: string): void }, path: string): void {
  if (!SUBRESOURCE.test(path)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** Google Analytics 4's origins (Google's CSP guide for GA4), by the directive that needs them. */
const GA4_ORIGINS = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * The policy of a storefront page when the academy set a GA4 measurement id: the same policy with
 * Google Analytics' origins added where it needs them. Pages of an academy without one allow none.
 */
export function withAnalytics(policy: string): string {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0] as keyof typeof GA4_ORIGINS;
      return directive in GA4_ORIGINS ? `${part.trim()} ${GA4_ORIGINS[directive].join(' ')}` : part.trim();
    })
    .join('; ');
}
