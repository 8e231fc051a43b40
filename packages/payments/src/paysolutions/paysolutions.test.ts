// PaySolutions over real HTTP against its sandbox: the payment page is driven as a browser would, the
// postback is the one the sandbox delivered, and the status always comes from orderdetailpost.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { formsOf as forms, postForm, startSandboxHarness, type Recorded, type SandboxHarness } from '../testing.ts';
import type { PaymentOrder, PaymentProvider, ProviderCredentials, StartInput } from '../types.ts';
import { paysolutionsModule } from './index.ts';

let harness: SandboxHarness;
let publicUrl = '';
let base = '';
let provider: PaymentProvider;
// 03:04:05 UTC is 10:04:05 in Thailand.
const clock = (): Date => new Date('2025-06-01T03:04:05Z');

function order(orderId: number, amount = 150_050, currency: 'THB' | 'USD' = 'THB'): PaymentOrder {
  return {
    orderId,
    orderToken: `tok${orderId}`,
    amount,
    currency,
    email: 'buyer@example.com',
    buyerName: 'สมหญิง',
    description: `Rian Academy order ${orderId}`,
  };
}

function input(o: PaymentOrder): StartInput {
  return {
    methodId: 13,
    order: o,
    reference: `RIAN${o.orderId}`,
    returnUrl: `${publicUrl}/merchant/return?ref=RIAN${o.orderId}`,
    callbackUrl: `${publicUrl}/merchant/callback`,
    browser: {},
  };
}

function make(credentials: ProviderCredentials = paysolutionsModule.sandboxCredentials): PaymentProvider {
  return harness.provider(credentials);
}

async function postbacksFor(refno: string, count: number): Promise<Recorded[]> {
  return harness.waitFor((r) => r.path === '/merchant/callback' && new URLSearchParams(r.rawBody).get('refno') === refno, count);
}

beforeAll(async () => {
  harness = await startSandboxHarness(paysolutionsModule, {
    merchantPaths: ['/merchant/callback', '/merchant/return'],
    // Postbacks go to the postbackurl of the form: a configured webhook URL must not be what delivers them.
    webhookPath: '/webhooks/unused',
    clock,
  });
  ({ publicUrl, baseUrl: base } = harness);
  provider = make();
});

afterAll(() => harness.close());

/** start() and the buyer's browser posting the form; returns the payment page's outcome form. */
async function toPaymentPage(
  o: PaymentOrder,
  edit: Record<string, string> = {},
): Promise<{ refno: string; action: string; fields: Record<string, string>; html: string }> {
  const started = await provider.start(input(o));
  if (started.action.type !== 'form') throw new Error('expected a form');
  expect(started.action.url).toBe(`${base}/epaylink/payment.aspx`);
  const res = await postForm(started.action.url, { ...started.action.fields, ...edit });
  expect(res.status).toBe(200);
  const html = await res.text();
  const form = forms(html)[0];
  if (!form) throw new Error('no outcome form');
  return { refno: started.providerRef, html, ...form };
}

describe('PaySolutions method 13', () => {
  it('builds the form: refno is order id + HHmmss in Thai time', async () => {
    const started = await provider.start(input(order(42)));
    expect(started.providerRef).toBe('42100405');
    expect(started.action).toEqual({
      type: 'form',
      url: `${base}/epaylink/payment.aspx`,
      fields: {
        merchantid: '99990001',
        refno: '42100405',
        customeremail: 'buyer@example.com',
        productdetail: 'Rian Academy order 42',
        total: '1500.50',
        cc: '00',
        lang: 'TH',
        returnurl: `${publicUrl}/merchant/return?ref=RIAN42`,
        postbackurl: `${publicUrl}/merchant/callback`,
      },
    });
    expect(JSON.stringify(started)).not.toContain(paysolutionsModule.sandboxCredentials.secret.secretKey);
    await expect(provider.start(input(order(1_234_567)))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.start(input(order(43, 100, 'USD')))).rejects.toBeInstanceOf(ProviderError);
  });

  it('success: postback → lookup → orderdetailpost says paid with the amount', async () => {
    const page = await toPaymentPage(order(101));
    expect(page.html).toContain('1500.50 THB');
    expect(page.html).not.toContain('<script');
    expect((await provider.fetchStatus(page.refno, 13)).status).toBe('pending');
    const res = await postForm(page.action, { ...page.fields, outcome: 'success' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${publicUrl}/merchant/return?ref=RIAN101`);
    const [pb] = await postbacksFor(page.refno, 1);
    if (!pb) throw new Error('no postback');
    expect(Object.fromEntries(new URLSearchParams(pb.rawBody))).toMatchObject({
      refno: page.refno,
      merchantid: '99990001',
      total: '1500.50',
      status: 'CP',
    });
    const outcome = await provider.parseCallback(pb);
    expect(outcome).toEqual({ kind: 'lookup', providerRef: page.refno, eventId: `${page.refno}:CP` });
    const status = await provider.fetchStatus(page.refno, 13);
    expect(status).toMatchObject({
      providerRef: page.refno,
      status: 'paid',
      amount: 150_050,
      currency: 'THB',
      transactionId: page.refno,
    });
  });

  it('failure', async () => {
    const page = await toPaymentPage(order(102));
    await postForm(page.action, { ...page.fields, outcome: 'failure' });
    const [pb] = await postbacksFor(page.refno, 1);
    expect(pb).toBeDefined();
    const status = await provider.fetchStatus(page.refno, 13);
    expect(status.status).toBe('failed');
    expect(status.failureMessage).toBeTruthy();
    const again = await postForm(page.action, { ...page.fields, outcome: 'success' });
    expect(again.status).toBe(400);
  });

  it('pending, then success by postback; the same postback twice has one eventId', async () => {
    const page = await toPaymentPage(order(103));
    const res = await postForm(page.action, { ...page.fields, outcome: 'pending' });
    expect(res.status).toBe(200);
    const later = forms(await res.text())[0];
    if (!later) throw new Error('no settle-later form');
    expect((await provider.fetchStatus(page.refno, 13)).status).toBe('pending');
    // The sandbox posts before it answers: nothing was sent for a pending order.
    expect(harness.received.filter((r) => new URLSearchParams(r.rawBody).get('refno') === page.refno)).toHaveLength(0);
    await postForm(later.action, { ...later.fields, outcome: 'success' });
    const [pb] = await postbacksFor(page.refno, 1);
    if (!pb) throw new Error('no postback');
    const first = await provider.parseCallback(pb);
    const second = await provider.parseCallback({ ...pb });
    expect(second.eventId).toBe(first.eventId);
    // The same facts as JSON read the same way.
    const asJson = await provider.parseCallback({
      headers: {},
      rawBody: JSON.stringify(Object.fromEntries(new URLSearchParams(pb.rawBody))),
      query: {},
    });
    expect(asJson).toEqual(first);
    expect((await provider.fetchStatus(page.refno, 13)).status).toBe('paid');
  });

  it('a total edited in the browser is charged and reported as such', async () => {
    const page = await toPaymentPage(order(104), { total: '1.00' });
    expect(page.html).toContain('1.00 THB');
    await postForm(page.action, { ...page.fields, outcome: 'success' });
    await postbacksFor(page.refno, 1);
    const status = await provider.fetchStatus(page.refno, 13);
    expect(status).toMatchObject({ status: 'paid', amount: 100, currency: 'THB' });
    expect(status.amount).not.toBe(150_050);
  });

  it('postbacks are unsigned by design: a forged one only asks for a lookup, which finds nothing paid', async () => {
    const forged = new URLSearchParams({ refno: '999100405', merchantid: '99990001', total: '1500.50', status: 'CP' }).toString();
    const outcome = await provider.parseCallback({ headers: {}, rawBody: forged, query: {} });
    expect(outcome).toEqual({ kind: 'lookup', providerRef: '999100405', eventId: '999100405:CP' });
    expect((await provider.fetchStatus('999100405', 13)).status).toBe('pending');
    for (const rawBody of ['', 'status=CP', 'refno=abc', '{"refno":', '[1]']) {
      await expect(provider.parseCallback({ headers: {}, rawBody, query: {} })).rejects.toBeInstanceOf(CallbackRefused);
    }
    const other = await provider.parseCallback({ headers: {}, rawBody: 'refno=1&merchantid=12345678', query: {} });
    expect(other.kind).toBe('ignore');
  });

  it('wrong credentials: orderdetailpost answers 401, the page refuses the merchant', async () => {
    const c = paysolutionsModule.sandboxCredentials;
    for (const creds of [
      { public: c.public, secret: { ...c.secret, apiKey: 'wrong_api_key' } },
      { public: c.public, secret: { ...c.secret, secretKey: 'wrong_secret' } },
      { public: { merchantId: '12345678' }, secret: c.secret },
    ]) {
      await expect(make(creds).fetchStatus('42100405', 13)).rejects.toMatchObject({ name: 'ProviderError', providerCode: '401' });
    }
    const started = await make({ public: { merchantId: '12345678' }, secret: c.secret }).start(input(order(105)));
    if (started.action.type !== 'form') throw new Error('expected form');
    const res = await postForm(started.action.url, started.action.fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid merchantid');
  });

  it('the sandbox answers bad input with errors, never 500', async () => {
    expect((await postForm(`${base}/epaylink/payment.aspx`, {})).status).toBe(400);
    expect((await postForm(`${base}/epaylink/confirm`, { session: 'x', outcome: 'success' })).status).toBe(400);
    const c = paysolutionsModule.sandboxCredentials;
    const headers = {
      apikey: c.secret.apiKey ?? '',
      merchantSecretKey: c.secret.secretKey ?? '',
      merchantId: c.public.merchantId ?? '',
      'content-type': 'application/json',
    };
    const bad = await fetch(`${base}/order/orderdetailpost`, { method: 'POST', headers, body: '{not json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'BadRequest' });
  });
});
