// Online payments through every provider's sandbox over real HTTP: the app listens on
// a port, the buyer's "browser" (payment-browser.ts) follows the provider's pages and picks the outcome,
// and the sandbox calls Rian back as the provider would. An order is paid only from a verified result
// with a matching amount: success; failure; pending then success by the provider's notification; the
// same notification twice; a forged callback; an amount mismatch; a buyer's claim without a payment.
// The buyer and their 4,200 THB course are made here, on a database without the demo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, aStudent, methodCredentials, TEST_SECRET_BOX, type MadeCourse } from './factories/index.ts';
import { createListeningApp, type ListeningApp } from './helpers.ts';
import { createPaymentsContext } from '../src/modules/payments/payments-context.ts';
import { PaymentCredentials } from '../src/modules/payments/payment-credentials.ts';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments.ts';
import type { Realtime } from '../src/modules/realtime/realtime.ts';
import { PaymentBrowser, eventually, formsOf, outcomeFormOf, type Visit } from './payment-browser.ts';
import { deleteOrders } from './order-cleanup.ts';
import { orderPayload } from './order-payload.ts';

let t: ListeningApp;
let publicUrl = '';
let cookie = '';
let course: MadeCourse;
const db = () => t.db.handle.db;

beforeAll(async () => {
  t = await createListeningApp();
  publicUrl = t.publicUrl;
  cookie = (await aStudent(db())).cookie;
  course = await aCourse(db(), { plans: [{ price: 420_000 }] });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await deleteOrders(db(), schema.paymentEvents, schema.paymentReports);
  await db().delete(schema.mailOutbox);
});

async function api(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const res = await fetch(`${publicUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function placeOrder(methodId: number): Promise<number> {
  const res = await api('/private/cart/order', orderPayload(course, { payment_method_id: methodId }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.orderId as number;
}

type Action =
  | { type: 'redirect'; url: string }
  | { type: 'form'; url: string; fields: Record<string, string> }
  | { type: 'qr'; image: string; expiresAt: string | null; sandboxUrl?: string }
  | { type: 'none' };

interface Started {
  reference: string;
  status: string;
  action: Action;
}

const browser = () => new PaymentBrowser(publicUrl, cookie);

/** The payments context as the server builds it on the test database, without realtime news, mail or logs; `env` stands for the process's environment. */
const paymentsContext = (mode: 'sandbox' | 'production', env?: Record<string, string>) =>
  createPaymentsContext({
    db: db(),
    mode,
    publicUrl,
    realtime: { orderChanged() {} } as unknown as Realtime,
    mailContext: async () => ({ siteTitle: 'Rian', publicUrl }),
    clock: () => new Date(),
    // Stored secrets are sealed (secret-box.ts); the box of the test factories opens them.
    credentials: new PaymentCredentials({ db: db(), mode, box: TEST_SECRET_BOX, ...(env ? { env } : {}) }),
    log: { warn() {}, info() {} },
  });

/** The card a tester types on a provider's hosted card page (Luhn-valid, no special behaviour). */
const CARD: Record<string, string> = { number: '4535017710535741', month: '12', year: '2030', cvv: '123', name: 'RIAN TESTER' };

function fillCard(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    if (fields[name]) continue;
    if (/number|pan/i.test(name)) out[name] = CARD.number!;
    else if (/month|mm/i.test(name)) out[name] = CARD.month!;
    else if (/year|yy/i.test(name)) out[name] = CARD.year!;
    else if (/cvv|cvc|security/i.test(name)) out[name] = CARD.cvv!;
    else if (/name/i.test(name)) out[name] = CARD.name!;
  }
  return out;
}

/**
 * Where the action leads until the page with the tester's outcome buttons, filling card forms on the
 * way. Returns that page (or the last page reached when none offers an outcome).
 */
async function toOutcomePage(action: Action): Promise<Visit> {
  const b = browser();
  let visit: Visit;
  if (action.type === 'redirect') visit = await b.go(action.url);
  else if (action.type === 'form') visit = await b.go(action.url, { method: 'POST', form: action.fields });
  else if (action.type === 'qr') visit = await b.go(action.sandboxUrl!);
  else throw new Error('no page to visit');
  for (let i = 0; i < 4 && !outcomeFormOf(visit); i += 1) {
    const [form] = formsOf(visit.html, visit.url);
    if (!form) break;
    visit = await b.submit(form, fillCard(form.fields));
  }
  return visit;
}

/** Picks the outcome; then, on a "return to merchant" page, goes back to Rian as the browser would. */
async function choose(page: Visit, outcome: 'success' | 'failure' | 'pending'): Promise<Visit> {
  const form = outcomeFormOf(page);
  if (!form) throw new Error(`no outcome form at ${page.url}: ${page.html.slice(0, 300)}`);
  const b = browser();
  let visit = await b.submit(form, { outcome });
  if (outcome !== 'pending' && visit.url.includes('/sandbox/')) {
    const back = formsOf(visit.html, visit.url).find(
      (f) => !f.buttons.some((x) => x.name === 'outcome') && f.action.startsWith(publicUrl) && !f.action.includes('/sandbox/'),
    );
    if (back) visit = await b.submit(back);
  }
  return visit;
}

async function orderRow(orderId: number) {
  const [o] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return o!;
}

/** The attempt row of a started payment. */
async function attemptRow(reference: string) {
  const [attempt] = await db().select().from(schema.paymentAttempts).where(eq(schema.paymentAttempts.reference, reference));
  return attempt;
}

async function accessRows() {
  return db()
    .select()
    .from(schema.courseAccess)
    .where(and(eq(schema.courseAccess.course_id, course.id), sql`${schema.courseAccess.order_id} is not null`));
}

async function purchaseMails() {
  return db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'purchase'));
}

async function waitPaid(orderId: number) {
  return eventually(async () => {
    const o = await orderRow(orderId);
    return o.payment_status === 'approved' ? o : null;
  });
}

interface MethodCase {
  id: number;
  name: string;
  provider: string;
  start(orderId: number): Promise<Started>;
  /** spec §4 PayPal: a failed payment deletes (Rian: cancels) the order. */
  failureCancels?: boolean;
  /** PaySolutions' refno is the order id and the time to the second (spec §7): a retry waits a second. */
  retryAfterMs?: number;
  /** How a pending payment completes when it is not by revisiting the same provider page. */
  finishPending?: () => Promise<void>;
}

const startVia =
  (
    path: string,
    key: 'orderId' | 'order_id' = 'orderId',
    pick: (data: Record<string, unknown>) => Started = (d) => d as unknown as Started,
  ) =>
  async (orderId: number): Promise<Started> => {
    const res = await api(path, { [key]: orderId, amount: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return pick(res.json.data ?? res.json);
  };

/** Omise card (8): the browser tokenises the card at the vault with the public key, then Rian charges the token. */
async function startOmiseCard(orderId: number): Promise<Started> {
  const key = await api('/api/omise/creditcard/applicationid');
  expect(key.status).toBe(200);
  const { publicKey, vaultUrl } = key.json.data as { publicKey: string; vaultUrl: string };
  const tokenRes = await fetch(`${vaultUrl}/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      'card[name]': 'RIAN TESTER',
      'card[number]': '4242424242424242',
      'card[expiration_month]': '12',
      'card[expiration_year]': '2030',
      'card[security_code]': '123',
    }).toString(),
  });
  const token = (await tokenRes.json()) as { id: string };
  const res = await api('/api/omise/creditcard', { orderId, omise_token: token.id, total_amount: 1 });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.data.charges.status).toBe('pending');
  return res.json.data as Started;
}

/** PayPal's pending capture is finished on the sandbox's capture page (an eCheck clearing). */
async function finishPayPalCapture(): Promise<void> {
  const list = await browser().go(`${publicUrl}/sandbox/paypal/captures`);
  const href = /<li><a href="([^"]*\/sandbox\/paypal\/captures\/[^"]+)">[^<]*<\/a>[^<]*PENDING<\/li>/.exec(list.html)?.[1];
  if (!href) throw new Error(`no pending capture listed: ${list.html.slice(0, 300)}`);
  await choose(await browser().go(new URL(href.replace(/&amp;/g, '&'), list.url).toString()), 'success');
}

/** 2C2P card (3): the hosted card page encrypts the card and returns the browser to the hand-off screen, which asks Rian to sign. */
async function startTwoC2pCard(orderId: number): Promise<Started> {
  const settings = await api(`/api/payments/methods/3?orderId=${orderId}`);
  expect(settings.status).toBe(200);
  expect(JSON.stringify(settings.json)).not.toContain('twoc2p_test_rian_sandbox_secret');
  const cardPage = await browser().go(settings.json.data.cardPageUrl as string);
  const [form] = formsOf(cardPage.html, cardPage.url);
  const handOff = await browser().submit(form!, fillCard(form!.fields));
  const url = new URL(handOff.url);
  expect(url.pathname).toBe(`/payment/2c2p/${orderId}`);
  const q = Object.fromEntries(url.searchParams);
  const res = await api('/api/payment/2c2p/securepay', { orderId, ...q });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as Started;
}

const METHODS: MethodCase[] = [
  { id: 3, name: '2C2P card (SecurePayment 9.9)', provider: 'twoc2p', start: startTwoC2pCard },
  { id: 10, name: '2C2P installment', provider: 'twoc2p', start: startVia('/api/payment/2c2p/payment/link') },
  { id: 15, name: '2C2P QR', provider: 'twoc2p', start: startVia('/api/payment/2c2p/qr-code/link', 'order_id') },
  {
    id: 13,
    name: 'PaySolutions',
    provider: 'paysolutions',
    start: startVia('/api/pay-solutions', 'order_id'),
    retryAfterMs: 1_100,
  },
  {
    id: 2,
    name: 'PayPal',
    provider: 'paypal',
    start: startVia('/api/paypal/order'),
    failureCancels: true,
    finishPending: finishPayPalCapture,
  },
  { id: 8, name: 'Omise card (3-D Secure)', provider: 'omise', start: startOmiseCard },
  { id: 9, name: 'Omise PromptPay', provider: 'omise', start: startVia('/api/omise/promptpay') },
  { id: 4, name: 'SCB QR', provider: 'scb', start: startVia('/api/payment/scb/qrcode/create') },
  { id: 11, name: 'GBPrimePay card', provider: 'gbprimepay', start: startVia('/api/gbprime') },
  { id: 12, name: 'GBPrimePay PromptPay', provider: 'gbprimepay', start: startVia('/api/gbprime/promptpay') },
];

describe.each(METHODS)('method $id $name through its sandbox', (m) => {
  it('success: the order is paid once, the course opens, the receipt is queued, the cart line is gone', async () => {
    const orderId = await placeOrder(m.id);
    await db()
      .insert(schema.cartItems)
      .values({ user_id: (await orderRow(orderId)).user_id, course_id: course.id, pricing_plan_id: course.plan.id })
      .onConflictDoNothing();
    const started = await m.start(orderId);
    expect(started.status).toBe('pending');
    await choose(await toOutcomePage(started.action), 'success');
    const paid = await waitPaid(orderId);
    expect(paid.status).toBe('approved');
    expect(await accessRows()).toHaveLength(1);
    expect(await purchaseMails()).toHaveLength(1);
    const attempt = await attemptRow(started.reference);
    expect(attempt).toMatchObject({ status: 'paid', amount: 420000, currency_code: 'THB' });
    const cart = await db()
      .select()
      .from(schema.cartItems)
      .where(and(eq(schema.cartItems.user_id, paid.user_id), eq(schema.cartItems.course_id, course.id)));
    expect(cart).toHaveLength(0);
    const view = await api(`/private/payments/attempts/${started.reference}`);
    expect(view.json.data).toMatchObject({ status: 'paid', payment_status: 'approved', order_id: orderId });
  });

  it('failure: nothing is paid and the buyer may try again', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    await choose(await toOutcomePage(started.action), 'failure');
    // Providers that report failures say so; SCB posts successful payments only (payments.md §4).
    await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(await accessRows()).toHaveLength(0);
    if (m.failureCancels) {
      const o = await eventually(async () => ((await orderRow(orderId)).status === 'cancelled' ? orderRow(orderId) : null));
      expect(o.payment_status).toBe('pending');
      return;
    }
    const o = await orderRow(orderId);
    expect(o.payment_status).toBe('pending');
    if (m.retryAfterMs) await new Promise((r) => setTimeout(r, m.retryAfterMs));
    const again = await m.start(orderId);
    expect(again.reference).not.toBe(started.reference);
  });

  it('pending, then success by the provider’s notification', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    const page = await toOutcomePage(started.action);
    const afterPending = await choose(page, 'pending');
    expect((await orderRow(orderId)).payment_status).toBe('pending');
    if (m.finishPending) await m.finishPending();
    else if (outcomeFormOf(afterPending)) await choose(afterPending, 'success');
    else await choose(await browser().go(page.url), 'success');
    await waitPaid(orderId);
    expect(await accessRows()).toHaveLength(1);
  });

  it('the same notification twice grants once', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    await choose(await toOutcomePage(started.action), 'success');
    await waitPaid(orderId);
    const [event] = await eventually(async () => {
      const rows = await db().select().from(schema.paymentEvents).where(eq(schema.paymentEvents.provider, m.provider));
      return rows.length > 0 ? rows : null;
    });
    const replay = await fetch(`${publicUrl}/webhooks/${m.provider}`, {
      method: 'POST',
      headers: event!.headers,
      body: event!.body,
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe('duplicate');
    expect(await accessRows()).toHaveLength(1);
    expect(await purchaseMails()).toHaveLength(1);
  });

  it('a forged callback saying "paid" changes nothing', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    const attempt = await attemptRow(started.reference);
    const forged = JSON.stringify({
      referenceNo: attempt!.provider_ref,
      billPaymentRef1: attempt!.provider_ref,
      transactionId: 'FORGED1',
      gbpReferenceNo: 'FORGED1',
      resultCode: '00',
      amount: '4200.00',
      currencyCode: '764',
    });
    const res = await fetch(`${publicUrl}/webhooks/${m.provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged,
    });
    expect([200, 400]).toContain(res.status);
    expect((await orderRow(orderId)).payment_status).toBe('pending');
    expect(await accessRows()).toHaveLength(0);
  });

  it.each([
    // As if the order's total had been 1 baht more than what the provider charged.
    { what: 'an amount', change: { amount: 420100 } },
    // As if the order had been in US dollars: the provider charged baht.
    { what: 'a currency', change: { currency_code: 'USD' } },
  ])('$what that differs from the order is not marked paid', async ({ change }) => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    await db().update(schema.paymentAttempts).set(change).where(eq(schema.paymentAttempts.reference, started.reference));
    await choose(await toOutcomePage(started.action), 'success');
    const attempt = await eventually(async () => {
      const [a] = await db().select().from(schema.paymentAttempts).where(eq(schema.paymentAttempts.reference, started.reference));
      return a!.status === 'mismatch' ? a : null;
    });
    expect(attempt.reported).toMatchObject({ amount: 420000, currency: 'THB' });
    expect((await orderRow(orderId)).payment_status).toBe('pending');
    expect(await accessRows()).toHaveLength(0);
  });

  it('the buyer’s "it is paid" without the provider’s confirmation is refused; with it, answered', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    const claim = () => api('/private/orders/payment/approved', { order_id: orderId, payment_method_id: m.id, approve_by: 'me' });
    const refused = await claim();
    expect(refused.status).toBe(403);
    expect((await orderRow(orderId)).payment_status).toBe('pending');
    expect(await accessRows()).toHaveLength(0);
    await choose(await toOutcomePage(started.action), 'success');
    const paid = await waitPaid(orderId);
    const answered = await claim();
    expect(answered.status).toBe(200);
    expect(answered.json.order_token).toBe(paid.order_token);
    expect(await accessRows()).toHaveLength(1);
  });

  it('the reconciliation sweep finds a payment whose notification was lost', async () => {
    const orderId = await placeOrder(m.id);
    const started = await m.start(orderId);
    const attempt = await attemptRow(started.reference);
    // The notification and the buyer's return arrive but match nothing (as if lost): the attempt is
    // hidden from both under other references for the moment.
    await db()
      .update(schema.paymentAttempts)
      .set({ provider_ref: 'HIDDEN', reference: 'HIDDEN' })
      .where(eq(schema.paymentAttempts.id, attempt!.id));
    await choose(await toOutcomePage(started.action), 'success');
    await new Promise((r) => setTimeout(r, 300));
    expect((await orderRow(orderId)).payment_status).toBe('pending');
    await db()
      .update(schema.paymentAttempts)
      .set({ provider_ref: attempt!.provider_ref, reference: attempt!.reference, created_at: new Date(Date.now() - 120_000) })
      .where(eq(schema.paymentAttempts.id, attempt!.id));
    const sweeper = paymentsContext('sandbox');
    // Two instances sweeping at once ask once and pay once.
    const [a, b] = await Promise.all([reconcilePayments(sweeper), reconcilePayments(sweeper)]);
    expect(a.checked + b.checked).toBe(1);
    expect((await orderRow(orderId)).payment_status).toBe('approved');
    expect(await accessRows()).toHaveLength(1);
    expect(await purchaseMails()).toHaveLength(1);
  });
});

describe('payments: who may pay what, and what the browser learns', () => {
  it('another buyer cannot start a payment of someone else’s order', async () => {
    const orderId = await placeOrder(4);
    const other = (await aStudent(db())).cookie;
    const res = await fetch(`${publicUrl}/api/payment/scb/qrcode/create`, {
      method: 'POST',
      headers: { cookie: other, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId }),
    });
    expect(res.status).toBe(403);
    const attempts = await db().select().from(schema.paymentAttempts).where(eq(schema.paymentAttempts.order_id, orderId));
    expect(attempts).toHaveLength(0);
  });

  it('a method other than the order’s is refused (its coupons were checked against its own method)', async () => {
    const orderId = await placeOrder(4);
    const res = await api('/api/omise/promptpay', { orderId });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('PAYMENT_METHOD_MISMATCH');
  });

  it('a visitor cannot start a payment, and a paid order cannot be paid again', async () => {
    const visitor = await fetch(`${publicUrl}/api/gbprime/promptpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 1 }),
    });
    expect(visitor.status).toBe(401);
    const orderId = await placeOrder(12);
    const started = await startVia('/api/gbprime/promptpay')(orderId);
    await choose(await toOutcomePage(started.action), 'success');
    await waitPaid(orderId);
    const again = await api('/api/gbprime/promptpay', { orderId });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('ORDER_CLOSED');
  });

  it('an order id out of range or not a number is a clear 400, never a 500', async () => {
    for (const orderId of ['9999999999', '0', 'abc', -1, 1.5]) {
      const res = await api('/api/payment/scb/qrcode/create', { orderId });
      expect(res.status, String(orderId)).toBe(400);
      expect(res.json.error.code).toBe('INPUT_ERROR');
    }
  });

  it('public key calls carry no secret', async () => {
    const omise = await api('/api/omise/creditcard/applicationid');
    expect(omise.json.data.publicKey).toMatch(/^pkey_/);
    expect(JSON.stringify(omise.json)).not.toMatch(/skey_/);
    const card = await api('/api/payments/methods/3');
    expect(Object.keys(card.json.data).sort()).toEqual(['application_id_1', 'cardPageUrl', 'id', 'name_web']);
  });

  it('the buyer’s open page hears of the payment over Socket.IO; a socket without a session is refused', async () => {
    const { io } = await import('socket.io-client');
    const anonymous = io(publicUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const refused = await new Promise<string>((resolve) => anonymous.on('connect_error', (e) => resolve(e.message)));
    expect(refused).toBe('PERMISSION_DENIED');
    anonymous.close();

    const socket = io(publicUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const heard = new Promise<unknown>((resolve) => socket.on('order:status', resolve));
    const orderId = await placeOrder(9);
    const started = await startVia('/api/omise/promptpay')(orderId);
    await choose(await toOutcomePage(started.action), 'success');
    const event = await heard;
    socket.close();
    const order = await orderRow(orderId);
    expect(event).toEqual({ orderId, orderToken: order.order_token, paymentStatus: 'approved' });
  });
});

describe('payments in production mode: credentials', () => {
  const service = (env: Record<string, string>) => paymentsContext('production', env);

  it('reads RIAN_{PROVIDER}_{KEY}, and a method missing one is unavailable rather than half-configured', async () => {
    const { moduleByName } = await import('@rian/payments');
    const scb = moduleByName('scb')!;
    await expect(service({}).providers.providerFor(scb)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      status: 503,
    });
    const pub = await service({
      RIAN_SCB_API_KEY: 'k',
      RIAN_SCB_BILLER_ID: '123456789012345',
      RIAN_SCB_API_SECRET: 's',
    }).providers.publicCredentials(scb);
    expect(pub).toEqual({ apiKey: 'k', billerId: '123456789012345' });
    // The payment method's own columns stand in for the first public id and the first secret.
    const omise = moduleByName('omise')!;
    await methodCredentials(db(), 8, { application_id_1: 'pkey_live_column', secret_key: 'skey_live_column' });
    expect(await service({}).providers.publicCredentials(omise)).toEqual({ publicKey: 'pkey_live_column' });
  });
});
