// Test support for the provider tests (production code never imports it): one Fastify app on a real
// port with a provider's sandbox under /sandbox/{name} and a merchant that records what reaches it, as
// the server wires them, plus the browser's part (reading a hosted page's forms and posting them).
import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ProviderModule, SandboxOptions } from './module.ts';
import type { CallbackRequest, PaymentOrder, PaymentProvider, ProviderCredentials } from './types.ts';
import type { SandboxOutcome } from './sandbox-page.ts';

/** One request the merchant received, as the provider's parseCallback reads it. */
export interface Recorded extends CallbackRequest {
  /** Without the query string. */
  path: string;
}

export interface SandboxHarnessOptions {
  /** Merchant routes (GET and POST) that record every request; default `/webhooks/{name}`. */
  merchantPaths?: string[];
  /** Where the sandbox sends dashboard-configured webhooks (opts.webhookUrl); default the first merchant path. */
  webhookPath?: string;
  /** More sandbox options (clock, SCB's retryDelayMs, …); publicUrl and webhookUrl are the harness's. */
  sandboxOptions?: Partial<SandboxOptions> & Record<string, unknown>;
  /** Given to every provider that provider() builds (the sandbox's clock goes in sandboxOptions). */
  clock?: () => Date;
}

export interface SandboxHarness {
  app: FastifyInstance;
  /** Rian's public URL in the test: http://127.0.0.1:{port}. */
  publicUrl: string;
  /** The provider's API base: `${publicUrl}/sandbox/{name}`. */
  baseUrl: string;
  /** Every request the merchant received, oldest first. */
  received: Recorded[];
  /** The merchant answers 500 to the next n requests (matching `match` when given), to see the sandbox retry. */
  refuseNext(n?: number, match?: (r: Recorded) => boolean): void;
  /** Refusals asked for and not used yet. */
  refusalsLeft(): number;
  /** The provider in sandbox mode against this sandbox, with the sandbox's credentials unless told otherwise. */
  provider(credentials?: ProviderCredentials): PaymentProvider;
  /** Polls until `count` recorded requests match; gives all that match, or throws after `ms` (default 4 s, inside the test timeout). */
  waitFor(match: (r: Recorded) => boolean, count?: number, ms?: number): Promise<Recorded[]>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/** A port free right now (Omise and PayPal read publicUrl when they are registered, before listen). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, HOST, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSandboxHarness(module: ProviderModule, opts: SandboxHarnessOptions = {}): Promise<SandboxHarness> {
  const merchantPaths = opts.merchantPaths ?? [`/webhooks/${module.name}`];
  const received: Recorded[] = [];
  const refusals: { left: number; match?: (r: Recorded) => boolean }[] = [];

  const merchant = async (m: FastifyInstance): Promise<void> => {
    // Signatures are checked over the exact bytes: keep every body as the string that arrived.
    m.removeAllContentTypeParsers();
    m.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const url of merchantPaths) {
      m.route({
        method: ['GET', 'POST'],
        url,
        handler: async (req, reply) => {
          const headers: Record<string, string | undefined> = {};
          for (const [k, v] of Object.entries(req.headers)) headers[k] = typeof v === 'string' ? v : undefined;
          const r: Recorded = {
            path: req.url.split('?')[0] ?? '',
            headers,
            rawBody: typeof req.body === 'string' ? req.body : '',
            query: req.query as Record<string, string>,
          };
          received.push(r);
          const refusal = refusals.find((x) => x.left > 0 && (!x.match || x.match(r)));
          if (refusal) {
            refusal.left--;
            return reply.code(500).send({ error: 'try later' });
          }
          return 'OK';
        },
      });
    }
  };

  // The port is reserved before registration; if another process takes it meanwhile, start again.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const publicUrl = `http://${HOST}:${port}`;
    const baseUrl = `${publicUrl}/sandbox/${module.name}`;
    const app = Fastify();
    await app.register(module.sandbox, {
      ...opts.sandboxOptions,
      prefix: `/sandbox/${module.name}`,
      publicUrl,
      webhookUrl: `${publicUrl}${opts.webhookPath ?? merchantPaths[0]}`,
    });
    await app.register(merchant);
    try {
      await app.listen({ port, host: HOST });
    } catch (err) {
      await app.close();
      if (attempt < 3 && (err as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw err;
    }
    return {
      app,
      publicUrl,
      baseUrl,
      received,
      refuseNext: (n = 1, match) => void refusals.push({ left: n, match }),
      refusalsLeft: () => refusals.reduce((sum, x) => sum + x.left, 0),
      provider: (credentials = module.sandboxCredentials) =>
        module.create({ mode: 'sandbox', baseUrl, credentials, publicUrl, clock: opts.clock }),
      async waitFor(match, count = 1, ms = 4000) {
        const deadline = Date.now() + ms;
        for (;;) {
          const hits = received.filter(match);
          if (hits.length >= count) return hits;
          if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms: ${hits.length} of ${count} requests`);
          await new Promise((r) => setTimeout(r, 25));
        }
      },
      close: () => app.close(),
    };
  }
}

// ---- The browser's part: the sandboxes' pages are plain HTML forms (sandbox-page.ts). ----

export interface HtmlForm {
  action: string;
  /** The hidden inputs, decoded. */
  fields: Record<string, string>;
}

export function decodeHtml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function matchForms(html: string): (HtmlForm & { inner: string })[] {
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: decodeHtml(m[1] ?? ''),
    fields: Object.fromEntries(
      [...(m[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((i) => [
        decodeHtml(i[1] ?? ''),
        decodeHtml(i[2] ?? ''),
      ]),
    ),
    inner: m[2] ?? '',
  }));
}

/** The forms of a page: action and hidden fields (what a browser would submit). */
export function formsOf(html: string): HtmlForm[] {
  return matchForms(html).map(({ action, fields }) => ({ action, fields }));
}

/** The first form's action; throws when the page has none. */
export function formAction(html: string): string {
  const form = matchForms(html)[0];
  if (!form) throw new Error('no form on the page');
  return form.action;
}

/** Posts form-encoded fields as a browser would; by default the redirect is returned, not followed. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  redirect: 'follow' | 'manual' = 'manual',
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect,
  });
}

/** Opens a hosted page and presses its outcome button (sandbox-page.ts outcomeForm) with the form's hidden fields. */
export async function chooseOutcome(
  pageUrl: string,
  outcome: SandboxOutcome,
  redirect: 'follow' | 'manual' = 'manual',
): Promise<Response> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${outcome}"`);
  const form = matchForms(html).find((f) => f.inner.includes(`name="outcome" value="${outcome}"`));
  if (!form) throw new Error(`no outcome form on ${pageUrl}`);
  return postForm(new URL(form.action, pageUrl).href, { ...form.fields, outcome }, redirect);
}

/** Expects a PNG response: its content type and the signature's "PNG" after the first byte. */
export async function expectPngResponse(res: Response): Promise<void> {
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
}

/** Order `orderId` of 1,500 THB by a Thai buyer, with the token `tok{seq}`; `over` changes what a case needs. */
export function testOrder(orderId: number, seq: number, over: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId,
    orderToken: `tok${seq}`,
    amount: 150000,
    currency: 'THB',
    email: 'buyer@example.com',
    buyerName: 'Somchai Jaidee',
    description: `Rian Academy order ${orderId}`,
    ...over,
  };
}

/** Fresh payment references for one test file: prefix, the time in base 36 and a counter, at most 20 characters. */
export function referenceMaker(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}${Date.now().toString(36).toUpperCase()}${counter}`.slice(0, 20);
  };
}
