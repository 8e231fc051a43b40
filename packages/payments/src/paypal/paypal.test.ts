// PayPal provider against its sandbox over real HTTP: the approval page and the pending-capture page are
// driven by plain fetches, signed webhooks land on a small merchant route.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { basicAuth } from '../http.ts';
import { chooseOutcome as choose, startSandboxHarness, testOrder, type Recorded, type SandboxHarness } from '../testing.ts';
import type { CallbackRequest, PaymentProvider, StartInput } from '../types.ts';
import { paypalModule, paypalSignedText } from './index.ts';

interface PaypalEvent {
  id: string;
  event_type: string;
  resource: { id: string; status: string; amount: { value: string }; supplementary_data: { related_ids: { order_id: string } } };
}

let harness: SandboxHarness;
let publicUrl: string;
let base: string;
let provider: PaymentProvider;

beforeAll(async () => {
  harness = await startSandboxHarness(paypalModule);
  ({ publicUrl, baseUrl: base } = harness);
  provider = harness.provider();
});

afterAll(() => harness.close());

let seq = 0;
function input(extra: Partial<StartInput['order']> = {}, reference?: string): StartInput {
  seq++;
  const ref = reference ?? `RIANPP${String(seq).padStart(6, '0')}`;
  return {
    methodId: 2,
    order: testOrder(500 + seq, seq, extra),
    reference: ref,
    returnUrl: `${publicUrl}/payments/return/paypal?ref=${ref}`,
    callbackUrl: `${publicUrl}/webhooks/paypal`,
    browser: {},
  };
}

/** The browser's return: the query PayPal appended to the return (or cancel) URL. */
function queryOf(location: string | null): Record<string, string> {
  return Object.fromEntries(new URL(location ?? '').searchParams);
}

async function waitFor(pred: (e: PaypalEvent) => boolean, count = 1): Promise<Recorded[]> {
  return harness.waitFor((r) => pred(JSON.parse(r.rawBody) as PaypalEvent), count);
}

const asCallback = (r: Recorded, rawBody = r.rawBody): CallbackRequest => ({ headers: r.headers, rawBody, query: {} });

async function started(extra: Partial<StartInput['order']> = {}) {
  const s = await provider.start(input(extra));
  expect(s.action.type).toBe('redirect');
  return { ref: s.providerRef, url: s.action.type === 'redirect' ? s.action.url : '' };
}

async function rawToken(): Promise<string> {
  const res = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(
        paypalModule.sandboxCredentials.public.clientId!,
        paypalModule.sandboxCredentials.secret.clientSecret!,
      ),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('paypal approval and capture', () => {
  it('success: approval page, return, capture → paid; the signed webhook gives the same result', async () => {
    const { ref, url } = await started();
    expect(ref).toMatch(/^[A-Z0-9]{17}$/);
    expect(url).toBe(`${base}/checkoutnow?token=${ref}`);
    expect(await provider.fetchStatus(ref, 2)).toMatchObject({ status: 'pending', transactionId: null });
    // Capturing before approval is PayPal's ORDER_NOT_APPROVED: still pending.
    expect(await provider.complete!(ref, 2, {})).toMatchObject({ status: 'pending' });

    const page = await (await fetch(url)).text();
    expect(page).toContain('1500.00 THB');
    expect(page).toContain('Rian Academy');
    const res = await choose(url, 'success');
    expect(res.status).toBe(303);
    const query = queryOf(res.headers.get('location'));
    expect(query).toMatchObject({ token: ref, ref: expect.stringMatching(/^RIANPP/) });
    expect(query.PayerID).toBeTruthy();

    const result = await provider.complete!(ref, 2, query);
    expect(result).toMatchObject({
      providerRef: ref,
      status: 'paid',
      amount: 150000,
      currency: 'THB',
      reference: String(500 + seq),
    });
    expect(result.transactionId).toMatch(/^[A-Z0-9]{17}$/);
    // The return visited twice: the same PayPal-Request-Id gives the same capture.
    expect(await provider.complete!(ref, 2, query)).toEqual(result);
    expect(await provider.fetchStatus(ref, 2)).toEqual(result);

    const [hit] = await waitFor((e) => e.resource.supplementary_data.related_ids.order_id === ref);
    const outcome = await provider.parseCallback(asCallback(hit!));
    expect(outcome.kind).toBe('result');
    expect(outcome.eventId).toMatch(/^WH-/);
    if (outcome.kind === 'result') expect(outcome.result).toEqual({ ...result });
  });

  it('the same PayPal-Request-Id returns the same order', async () => {
    const a = await provider.start(input({}, 'RIANSAMEREQ1'));
    const b = await provider.start(input({}, 'RIANSAMEREQ1'));
    expect(b.providerRef).toBe(a.providerRef);
  });

  it('failure: the buyer cancels, the browser lands on cancel_url, the attempt is failed', async () => {
    const { ref, url } = await started();
    const res = await choose(url, 'failure');
    expect(res.status).toBe(303);
    const query = queryOf(res.headers.get('location'));
    expect(query).toMatchObject({ cancel: '1', token: ref });
    const result = await provider.complete!(ref, 2, query);
    expect(result).toMatchObject({ status: 'failed', transactionId: null });
    expect(harness.received.some((r) => r.rawBody.includes(ref))).toBe(false);
  });

  it('pending: the capture is PENDING, then completed on the captures page and announced by webhook', async () => {
    const { ref, url } = await started({ amount: 99900 });
    const res = await choose(url, 'pending');
    expect(res.status).toBe(303);
    const pending = await provider.complete!(ref, 2, queryOf(res.headers.get('location')));
    expect(pending).toMatchObject({ status: 'pending', amount: 99900 });
    const captureId = pending.transactionId!;
    expect(captureId).toBeTruthy();
    const [pendingHook] = await waitFor((e) => e.resource.id === captureId && e.event_type === 'PAYMENT.CAPTURE.PENDING');
    expect((await provider.parseCallback(asCallback(pendingHook!))).kind).toBe('ignore');

    expect(await (await fetch(`${base}/captures`)).text()).toContain(captureId);
    expect((await choose(`${base}/captures/${captureId}`, 'pending')).status).toBe(200);
    expect((await provider.fetchStatus(ref, 2)).status).toBe('pending');
    expect((await choose(`${base}/captures/${captureId}`, 'success')).status).toBe(200);
    const [hit] = await waitFor((e) => e.resource.id === captureId && e.event_type === 'PAYMENT.CAPTURE.COMPLETED');
    const outcome = await provider.parseCallback(asCallback(hit!));
    expect(outcome).toMatchObject({
      kind: 'result',
      result: { providerRef: ref, status: 'paid', transactionId: captureId, amount: 99900 },
    });
    expect((await provider.fetchStatus(ref, 2)).status).toBe('paid');
  });

  it('pending then denied: PAYMENT.CAPTURE.DENIED → failed', async () => {
    const { ref, url } = await started();
    const res = await choose(url, 'pending');
    const pending = await provider.complete!(ref, 2, queryOf(res.headers.get('location')));
    await choose(`${base}/captures/${pending.transactionId}`, 'failure');
    const [hit] = await waitFor((e) => e.resource.id === pending.transactionId && e.event_type === 'PAYMENT.CAPTURE.DENIED');
    expect(await provider.parseCallback(asCallback(hit!))).toMatchObject({ kind: 'result', result: { status: 'failed' } });
    expect((await provider.fetchStatus(ref, 2)).status).toBe('failed');
  });

  it('an order captured elsewhere: ORDER_ALREADY_CAPTURED leads to a status fetch', async () => {
    const { ref, url } = await started();
    const res = await choose(url, 'success');
    const token = await rawToken();
    const capture = (requestId: string) =>
      fetch(`${base}/v2/checkout/orders/${ref}/capture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'paypal-request-id': requestId },
        body: '{}',
      });
    expect((await capture('elsewhere')).status).toBe(201);
    const again = await capture('elsewhere-2');
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    expect(await provider.complete!(ref, 2, queryOf(res.headers.get('location')))).toMatchObject({ status: 'paid' });
  });

  it('reads a USD amount faithfully', async () => {
    const { ref, url } = await started({ amount: 1999, currency: 'USD' });
    const res = await choose(url, 'success');
    const result = await provider.complete!(ref, 2, queryOf(res.headers.get('location')));
    expect(result).toMatchObject({ status: 'paid', amount: 1999, currency: 'USD' });
    const [hit] = await waitFor((e) => e.resource.supplementary_data.related_ids.order_id === ref);
    expect(JSON.parse(hit!.rawBody).resource.amount).toEqual({ currency_code: 'USD', value: '19.99' });
  });
});

describe('paypal refunds (POST /v2/payments/captures/{id}/refund)', () => {
  it('refunds part of a capture, then the rest, never more, and once per request id', async () => {
    const { ref, url } = await started();
    const paid = await provider.complete!(ref, 2, queryOf((await choose(url, 'success')).headers.get('location')));
    const refund = (amount: number, reference: string) =>
      provider.refund!({
        methodId: 2,
        providerRef: ref,
        transactionId: paid.transactionId,
        amount,
        currency: 'THB',
        reference,
        reason: 'คืนเงิน',
      });
    const part = await refund(50_000, 'RF1');
    expect(part).toMatchObject({ amount: 50_000, currency: 'THB', status: 'succeeded' });
    expect(await refund(50_000, 'RF1')).toEqual(part);
    await expect(refund(100_001, 'RF2')).rejects.toMatchObject({ providerCode: 'REFUND_AMOUNT_EXCEEDED' });
    expect(await refund(100_000, 'RF3')).toMatchObject({ amount: 100_000 });
    await expect(refund(1, 'RF4')).rejects.toMatchObject({ providerCode: 'CAPTURE_FULLY_REFUNDED' });
    await expect(
      provider.refund!({
        methodId: 2,
        providerRef: ref,
        transactionId: null,
        amount: 1,
        currency: 'THB',
        reference: 'RF5',
        reason: '',
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('paypal webhooks', () => {
  async function paidHook(): Promise<Recorded> {
    const { ref, url } = await started();
    const res = await choose(url, 'success');
    await provider.complete!(ref, 2, queryOf(res.headers.get('location')));
    const [hit] = await waitFor((e) => e.resource.supplementary_data.related_ids.order_id === ref);
    return hit!;
  }

  it('a notification delivered twice keeps its event id', async () => {
    const { ref, url } = await started();
    const res = await choose(url, 'success');
    harness.refuseNext(1); // the merchant answers 500 once: the sandbox delivers the same event again
    await provider.complete!(ref, 2, queryOf(res.headers.get('location')));
    const hits = await waitFor((e) => e.resource.supplementary_data.related_ids.order_id === ref, 2);
    expect(hits[0]!.headers['paypal-transmission-id']).not.toBe(hits[1]!.headers['paypal-transmission-id']);
    const [a, b] = await Promise.all(hits.slice(0, 2).map((h) => provider.parseCallback(asCallback(h))));
    expect(a!.kind).toBe('result');
    expect(a).toEqual(b);
  });

  it('refuses a tampered body, missing headers, a foreign signature and another webhook id', async () => {
    const hit = await paidHook();
    const tampered = hit.rawBody.replace(/"value":"1500.00"/g, '"value":"1.00"');
    expect(tampered).not.toBe(hit.rawBody);
    await expect(provider.parseCallback(asCallback(hit, tampered))).rejects.toBeInstanceOf(CallbackRefused);

    const { ['paypal-transmission-sig']: _sig, ...noSig } = hit.headers;
    await expect(provider.parseCallback({ headers: noSig, rawBody: hit.rawBody, query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
    await expect(provider.parseCallback({ headers: {}, rawBody: hit.rawBody, query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );

    // Signed the right way, but with a key that is not PayPal's.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const h = hit.headers as Record<string, string>;
    const text = paypalSignedText(
      h['paypal-transmission-id']!,
      h['paypal-transmission-time']!,
      'WH-RIAN-SANDBOX-0000000000',
      hit.rawBody,
    );
    const forged = { ...h, 'paypal-transmission-sig': sign('sha256', Buffer.from(text), privateKey).toString('base64') };
    await expect(provider.parseCallback({ headers: forged, rawBody: hit.rawBody, query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );

    const otherWebhook = harness.provider({
      ...paypalModule.sandboxCredentials,
      public: { ...paypalModule.sandboxCredentials.public, webhookId: 'WH-OTHER' },
    });
    await expect(otherWebhook.parseCallback(asCallback(hit))).rejects.toBeInstanceOf(CallbackRefused);
    // The genuine message still passes.
    expect((await provider.parseCallback(asCallback(hit))).kind).toBe('result');
  });
});

describe('paypal errors', () => {
  it('wrong client credentials are invalid_client, without the secret in the message', async () => {
    const wrong = harness.provider({ ...paypalModule.sandboxCredentials, secret: { clientSecret: 'not-the-secret-xyz' } });
    const err = await wrong.start(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'invalid_client' });
    expect((err as Error).message).not.toContain('not-the-secret-xyz');
  });

  it('an unknown order is RESOURCE_NOT_FOUND', async () => {
    await expect(provider.fetchStatus('0000000000000000X', 2)).rejects.toMatchObject({ providerCode: 'INVALID_RESOURCE_ID' });
  });

  it('the sandbox answers bad input with PayPal error shapes, never 500', async () => {
    const token = await rawToken();
    const post = (path: string, body: string, auth = `Bearer ${token}`) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body });
    const broken = await post('/v2/checkout/orders', '{"intent":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    const noUnits = await post('/v2/checkout/orders', JSON.stringify({ intent: 'CAPTURE' }));
    expect(noUnits.status).toBe(400);
    const badAmount = await post(
      '/v2/checkout/orders',
      JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'THB', value: '12.345' } }] }),
    );
    expect(badAmount.status).toBe(422);
    expect(await badAmount.json()).toMatchObject({ details: [{ issue: 'DECIMAL_PRECISION' }] });
    const noToken = await post('/v2/checkout/orders', '{}', 'Bearer nope');
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error: 'invalid_token' });
    const verify = await post('/v1/notifications/verify-webhook-signature', JSON.stringify({ auth_algo: 'x' }));
    expect(verify.status).toBe(400);
    const page = await fetch(`${base}/checkoutnow?token=NOPE`);
    expect(page.status).toBe(404);
    const cert = await fetch(`${base}/v1/notifications/certs/CERT-rian-sandbox`);
    expect(await cert.text()).toContain('BEGIN PUBLIC KEY');
  });
});
