// Omise provider against its sandbox over real HTTP: the browser's steps (vault, 3-D Secure page,
// PromptPay payer page) are plain fetches, the webhook lands on a small merchant route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { basicAuth } from '../http.ts';
import {
  chooseOutcome as choose,
  expectPngResponse,
  startSandboxHarness,
  testOrder,
  type Recorded,
  type SandboxHarness,
} from '../testing.ts';
import type { CallbackRequest, PaymentProvider, StartInput } from '../types.ts';
import { omiseModule, omiseVaultUrl } from './index.ts';

let harness: SandboxHarness;
let publicUrl: string;
let provider: PaymentProvider;

beforeAll(async () => {
  harness = await startSandboxHarness(omiseModule);
  publicUrl = harness.publicUrl;
  provider = harness.provider();
});

afterAll(() => harness.close());

let seq = 0;
function input(methodId: 8 | 9, extra: Partial<StartInput['order']> = {}, browser: Record<string, string> = {}): StartInput {
  seq++;
  return {
    methodId,
    order: testOrder(100 + seq, seq, extra),
    reference: `RIAN${String(seq).padStart(6, '0')}`,
    returnUrl: `${publicUrl}/payments/return/omise?ref=RIAN${seq}`,
    callbackUrl: `${publicUrl}/webhooks/omise`,
    browser,
  };
}

async function tokenize(number: string, publicKey = 'pkey_test_rian_sandbox'): Promise<Response> {
  const vault = omiseVaultUrl('sandbox', publicUrl);
  return fetch(`${vault}/tokens`, {
    method: 'POST',
    headers: { authorization: basicAuth(publicKey), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      'card[name]': 'SOMCHAI JAIDEE',
      'card[number]': number,
      'card[expiration_month]': '12',
      'card[expiration_year]': String(new Date().getFullYear() + 2),
      'card[security_code]': '123',
    }).toString(),
  });
}

async function token(number: string): Promise<string> {
  const res = await tokenize(number);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { id: string };
  return body.id;
}

async function waitFor(
  pred: (r: Recorded, body: { id: string; data: { id: string } }) => boolean,
  count = 1,
): Promise<Recorded[]> {
  return harness.waitFor((r) => pred(r, JSON.parse(r.rawBody)), count);
}

const asCallback = (r: Recorded): CallbackRequest => ({ headers: r.headers, rawBody: r.rawBody, query: {} });

describe('omise vault', () => {
  it('tokenises a card with the public key and returns the card summary only', async () => {
    const res = await tokenize('4242 4242 4242 4242');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { object: string; id: string; card: Record<string, unknown> };
    expect(body.object).toBe('token');
    expect(body.id).toMatch(/^tokn_test_/);
    expect(body.card).toMatchObject({ last_digits: '4242', brand: 'Visa', name: 'SOMCHAI JAIDEE', expiration_month: 12 });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
  });

  it('refuses bad card data with invalid_card and a wrong key with authentication_failure', async () => {
    const bad = await tokenize('4242424242424241');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ object: 'error', code: 'invalid_card' });
    const wrongKey = await tokenize('4242424242424242', 'pkey_test_wrong');
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ object: 'error', code: 'authentication_failure' });
    const secretAsPublic = await tokenize('4242424242424242', 'skey_test_rian_sandbox');
    expect(secretAsPublic.status).toBe(401);
  });

  it('gives the production vault in production', () => {
    expect(omiseVaultUrl('production', 'https://shop.example')).toBe('https://vault.omise.co');
  });
});

describe('omise card (method 8)', () => {
  it('3-D Secure success: redirect, authorize page, webhook → lookup → paid', async () => {
    const tok = await token('4242424242424242');
    const started = await provider.start(input(8, {}, { token: tok }));
    expect(started.providerRef).toMatch(/^chrg_test_/);
    expect(started.action.type).toBe('redirect');
    const url = started.action.type === 'redirect' ? started.action.url : '';
    expect(url).toBe(`${publicUrl}/sandbox/omise/3ds/${started.providerRef}`);
    expect(await provider.fetchStatus(started.providerRef, 8)).toMatchObject({ status: 'pending', transactionId: null });

    const page = await (await fetch(url)).text();
    expect(page).toContain('1500.00 THB');
    expect(page).toContain('4242');
    const res = await choose(url, 'success');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/payments\/return\/omise\?ref=RIAN/);

    const [hit] = await waitFor((_r, b) => b.data.id === started.providerRef);
    const outcome = await provider.parseCallback(asCallback(hit!));
    expect(outcome).toMatchObject({ kind: 'lookup', providerRef: started.providerRef });
    expect(outcome.eventId).toMatch(/^evnt_test_/);
    const result = await provider.fetchStatus(started.providerRef, 8);
    expect(result).toMatchObject({ status: 'paid', amount: 150000, currency: 'THB', reference: expect.stringMatching(/^RIAN/) });
    expect(result.transactionId).toMatch(/^trxn_test_/);
    expect(await provider.complete!(started.providerRef, 8, { ref: 'x' })).toMatchObject({ status: 'paid' });
  });

  it('card 4111… is charged at once: paid, no action', async () => {
    const started = await provider.start(input(8, { amount: 2000 }, { token: await token('4111111111111111') }));
    expect(started.action).toEqual({ type: 'none' });
    expect(started.result).toMatchObject({ status: 'paid', amount: 2000, currency: 'THB', providerRef: started.providerRef });
  });

  it('card 4000…0002 fails at once with the failure message', async () => {
    const started = await provider.start(input(8, {}, { token: await token('4000000000000002') }));
    expect(started.action).toEqual({ type: 'none' });
    expect(started.result).toMatchObject({ status: 'failed', transactionId: null });
    expect(started.result?.failureMessage).toMatch(/rejected/);
  });

  it('3-D Secure failure: webhook then failed', async () => {
    const started = await provider.start(input(8, {}, { token: await token('5555555555554444') }));
    const url = started.action.type === 'redirect' ? started.action.url : '';
    expect((await choose(url, 'failure')).status).toBe(303);
    await waitFor((_r, b) => b.data.id === started.providerRef);
    const result = await provider.fetchStatus(started.providerRef, 8);
    expect(result.status).toBe('failed');
    expect(result.failureMessage).toMatch(/3-D Secure/);
  });

  it('3-D Secure left pending, then success by notification', async () => {
    const started = await provider.start(input(8, {}, { token: await token('4242424242424242') }));
    const url = started.action.type === 'redirect' ? started.action.url : '';
    const res = await choose(url, 'pending');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/payments/return/omise?ref=');
    expect((await provider.fetchStatus(started.providerRef, 8)).status).toBe('pending');
    expect(harness.received.some((r) => r.rawBody.includes(started.providerRef))).toBe(false);
    expect((await choose(url, 'success')).status).toBe(303);
    const [hit] = await waitFor((_r, b) => b.data.id === started.providerRef);
    const outcome = await provider.parseCallback(asCallback(hit!));
    expect(outcome.kind).toBe('lookup');
    expect((await provider.fetchStatus(started.providerRef, 8)).status).toBe('paid');
  });

  it('reads a USD amount faithfully', async () => {
    const started = await provider.start(input(8, { amount: 1234, currency: 'USD' }, { token: await token('4111111111111111') }));
    expect(started.result).toMatchObject({ status: 'paid', amount: 1234, currency: 'USD' });
    expect(await provider.fetchStatus(started.providerRef, 8)).toMatchObject({ amount: 1234, currency: 'USD' });
  });

  it('needs a token, and a token works once', async () => {
    await expect(provider.start(input(8))).rejects.toMatchObject({ name: 'ProviderError', providerCode: 'missing_token' });
    const tok = await token('4111111111111111');
    await provider.start(input(8, {}, { token: tok }));
    await expect(provider.start(input(8, {}, { token: tok }))).rejects.toMatchObject({ providerCode: 'used_token' });
    await expect(provider.start(input(8, {}, { token: 'tokn_test_nope' }))).rejects.toMatchObject({ providerCode: 'not_found' });
  });
});

describe('omise refunds (POST /charges/{id}/refunds)', () => {
  const refund = (providerRef: string, amount: number, reference = 'RF1') =>
    provider.refund!({ methodId: 8, providerRef, transactionId: null, amount, currency: 'THB', reference, reason: 'ลูกค้าขอคืน' });

  it('gives back part of a card charge, then the rest, and never more than was charged', async () => {
    const started = await provider.start(input(8, { amount: 150_000 }, { token: await token('4111111111111111') }));
    const part = await refund(started.providerRef, 50_000);
    expect(part).toMatchObject({ amount: 50_000, currency: 'THB', status: 'succeeded' });
    expect(part.refundId).toMatch(/^rfnd_test_/);
    await expect(refund(started.providerRef, 100_001, 'RF2')).rejects.toMatchObject({ providerCode: 'failed_refund' });
    expect(await refund(started.providerRef, 100_000, 'RF3')).toMatchObject({ amount: 100_000 });
    const listed = await fetch(`${publicUrl}/sandbox/omise/charges/${started.providerRef}/refunds`, {
      headers: { authorization: basicAuth('skey_test_rian_sandbox') },
    });
    expect(((await listed.json()) as { total: number }).total).toBe(2);
  });

  it('refuses a charge that was not paid, and a PromptPay charge', async () => {
    const failed = await provider.start(input(8, {}, { token: await token('4000000000000002') }));
    await expect(refund(failed.providerRef, 100)).rejects.toMatchObject({ providerCode: 'failed_refund' });
    const qr = await provider.start(input(9, { amount: 2500 }));
    await expect(refund(qr.providerRef, 100)).rejects.toBeInstanceOf(ProviderError);
    await expect(refund('not-a-charge', 100)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('omise PromptPay (method 9)', () => {
  it('QR, pending, then success by notification', async () => {
    const started = await provider.start(input(9, { amount: 2500 }));
    expect(started.action.type).toBe('qr');
    if (started.action.type !== 'qr') return;
    expect(started.action.image).toBe(`${publicUrl}/sandbox/omise/qr/${started.providerRef}.png`);
    expect(started.action.sandboxUrl).toBe(`${publicUrl}/sandbox/omise/promptpay/${started.providerRef}`);
    expect(Date.parse(started.action.expiresAt ?? '')).toBeGreaterThan(Date.now());

    await expectPngResponse(await fetch(started.action.image));

    const page = await (await fetch(started.action.sandboxUrl!)).text();
    expect(page).toContain('25.00 THB');
    expect(page).toContain(started.action.image);
    expect((await choose(started.action.sandboxUrl!, 'pending')).status).toBe(200);
    expect(await provider.fetchStatus(started.providerRef, 9)).toMatchObject({ status: 'pending', amount: 2500 });

    expect((await choose(started.action.sandboxUrl!, 'success')).status).toBe(200);
    const [hit] = await waitFor((_r, b) => b.data.id === started.providerRef);
    expect(await provider.parseCallback(asCallback(hit!))).toMatchObject({ kind: 'lookup', providerRef: started.providerRef });
    const result = await provider.fetchStatus(started.providerRef, 9);
    expect(result).toMatchObject({ status: 'paid', amount: 2500, currency: 'THB' });
    expect(result.transactionId).toMatch(/^trxn_test_/);
  });

  it('payer declines: failed', async () => {
    const started = await provider.start(input(9));
    const payer = started.action.type === 'qr' ? started.action.sandboxUrl! : '';
    await choose(payer, 'failure');
    await waitFor((_r, b) => b.data.id === started.providerRef);
    expect((await provider.fetchStatus(started.providerRef, 9)).status).toBe('failed');
  });

  it('refuses USD and amounts under 20 baht', async () => {
    await expect(provider.start(input(9, { currency: 'USD', amount: 5000 }))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.start(input(9, { amount: 1999 }))).rejects.toMatchObject({ providerCode: 'invalid_amount' });
  });
});

describe('omise webhooks', () => {
  it('a notification delivered twice keeps its event id', async () => {
    const started = await provider.start(input(9));
    harness.refuseNext(1); // the merchant answers 500 once: the sandbox delivers the same event again
    await choose(started.action.type === 'qr' ? started.action.sandboxUrl! : '', 'success');
    const hits = await waitFor((_r, b) => b.data.id === started.providerRef, 2);
    const [a, b] = await Promise.all(hits.slice(0, 2).map((h) => provider.parseCallback(asCallback(h))));
    expect(a!.eventId).toBe(b!.eventId);
    expect(a).toEqual(b);
  });

  it('a forged event cannot pay: it only causes a lookup, and the charge is still pending', async () => {
    const started = await provider.start(input(9));
    const forged = JSON.stringify({
      object: 'event',
      id: 'evnt_test_forged',
      key: 'charge.complete',
      data: { object: 'charge', id: started.providerRef, status: 'successful', paid: true, amount: 2000 },
    });
    const outcome = await provider.parseCallback({ headers: {}, rawBody: forged, query: {} });
    expect(outcome).toEqual({ kind: 'lookup', eventId: 'evnt_test_forged', providerRef: started.providerRef });
    expect((await provider.fetchStatus(started.providerRef, 9)).status).toBe('pending');
  });

  it('ignores other events and refuses unreadable bodies', async () => {
    const other = JSON.stringify({
      object: 'event',
      id: 'evnt_test_1',
      key: 'customer.create',
      data: { object: 'customer', id: 'cust_1' },
    });
    expect(await provider.parseCallback({ headers: {}, rawBody: other, query: {} })).toEqual({
      kind: 'ignore',
      eventId: 'evnt_test_1',
    });
    await expect(provider.parseCallback({ headers: {}, rawBody: '{not json', query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
    await expect(provider.parseCallback({ headers: {}, rawBody: '{"object":"charge"}', query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
    const badId = JSON.stringify({ object: 'event', id: 'e', key: 'charge.complete', data: { object: 'charge', id: '../x' } });
    await expect(provider.parseCallback({ headers: {}, rawBody: badId, query: {} })).rejects.toBeInstanceOf(CallbackRefused);
  });
});

describe('omise errors', () => {
  it('a wrong secret key is an authentication_failure ProviderError without the key in the message', async () => {
    const wrong = harness.provider({
      public: { publicKey: 'pkey_test_rian_sandbox' },
      secret: { secretKey: 'skey_test_wrong_secret' },
    });
    const err = await wrong.start(input(9)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'authentication_failure' });
    expect((err as Error).message).not.toContain('skey_test_wrong_secret');
    await expect(wrong.fetchStatus('chrg_test_x', 8)).rejects.toMatchObject({ providerCode: 'authentication_failure' });
  });

  it('an unknown charge is not_found', async () => {
    await expect(provider.fetchStatus('chrg_test_unknown', 8)).rejects.toMatchObject({ providerCode: 'not_found' });
  });

  it('the sandbox answers bad input with the Omise error shape, never 500', async () => {
    const auth = { authorization: basicAuth('skey_test_rian_sandbox') };
    const badJson = await fetch(`${publicUrl}/sandbox/omise/charges`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ object: 'error' });
    const noPayment = await fetch(`${publicUrl}/sandbox/omise/charges`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5000, currency: 'thb' }),
    });
    expect(noPayment.status).toBe(400);
    expect(await noPayment.json()).toMatchObject({ object: 'error', code: 'invalid_charge' });
    const pageOfNothing = await fetch(`${publicUrl}/sandbox/omise/3ds/chrg_test_none`);
    expect(pageOfNothing.status).toBe(404);
    const badOutcome = await fetch(`${publicUrl}/sandbox/omise/promptpay/chrg_test_none`, { method: 'POST', body: 'x=1' });
    expect(badOutcome.status).toBeLessThan(500);
  });
});
