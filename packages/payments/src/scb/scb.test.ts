// SCB QR (method 4) against its sandbox over real HTTP: the payer page is driven as a browser would, the
// confirmation reaches a recording merchant, and only the inquiry API decides (payments.md §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { chooseOutcome, referenceMaker, startSandboxHarness, type Recorded, type SandboxHarness } from '../testing.ts';
import type { PaymentProvider, StartInput } from '../types.ts';
import { scbModule, scbSandboxCredentials, type ScbSandboxOptions } from './index.ts';

let harness: SandboxHarness;
let publicUrl = '';
let provider: PaymentProvider;
let clockOffsetMs = 0;
let fixedNow: Date | null = null;
const clock = () => new Date((fixedNow ?? new Date()).getTime() + clockOffsetMs);

const newRef = referenceMaker('RIAN');

function input(reference: string, amount = 150050, currency: 'THB' | 'USD' = 'THB'): StartInput {
  return {
    methodId: 4,
    reference,
    order: {
      orderId: 42,
      orderToken: 'tok42',
      amount,
      currency,
      email: 'buyer@example.com',
      buyerName: 'Somchai',
      description: 'Rian order 42',
    },
    returnUrl: `${publicUrl}/payments/return/scb?ref=${reference}`,
    callbackUrl: `${publicUrl}/webhooks/scb`,
    browser: {},
  };
}

function makeProvider(credentials = scbModule.sandboxCredentials): PaymentProvider {
  return harness.provider(credentials);
}

const isConfirmationOf = (ref: string) => (r: Recorded) =>
  (JSON.parse(r.rawBody) as { billPaymentRef1?: string }).billPaymentRef1 === ref;

function confirmationsFor(ref: string): Recorded[] {
  return harness.received.filter(isConfirmationOf(ref));
}

async function choose(url: string, outcome: 'success' | 'failure' | 'pending'): Promise<{ status: number; html: string }> {
  const res = await chooseOutcome(url, outcome, 'follow');
  return { status: res.status, html: await res.text() };
}

async function startQr(reference: string, amount = 150050) {
  const started = await provider.start(input(reference, amount));
  if (started.action.type !== 'qr') throw new Error('expected a qr action');
  return { started, action: started.action };
}

beforeAll(async () => {
  // The sandbox retries a refused confirmation after retryDelayMs (12 s by default).
  const sandboxOptions = { clock, retryDelayMs: 20 } satisfies Partial<ScbSandboxOptions>;
  harness = await startSandboxHarness(scbModule, { sandboxOptions, clock });
  publicUrl = harness.publicUrl;
  provider = makeProvider();
});

afterAll(() => harness.close());

describe('scb method 4', () => {
  it('success: QR with the payer page, confirmation to the configured URL, inquiry says paid', async () => {
    const ref = newRef();
    const { started, action } = await startQr(ref);
    expect(started.providerRef).toBe(ref);
    expect(action.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(action.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(action.sandboxUrl).toBe(`${publicUrl}/sandbox/scb/pay/${ref}`);
    const expiresIn = new Date(action.expiresAt ?? 0).getTime() - clock().getTime();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const payer = await fetch(action.sandboxUrl ?? '');
    expect(await payer.text()).toContain('1500.50 THB');
    expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'pending', transactionId: null });

    const paid = await choose(action.sandboxUrl ?? '', 'success');
    expect(paid.status).toBe(200);
    const [confirmation] = await harness.waitFor(isConfirmationOf(ref));
    const body = JSON.parse(confirmation?.rawBody ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({
      billPaymentRef1: ref,
      billPaymentRef2: 'O42',
      billPaymentRef3: 'RIAN',
      amount: '1500.50',
      currencyCode: '764',
    });
    expect(confirmation?.headers['content-type']).toContain('application/json');

    const outcome = await provider.parseCallback({
      headers: confirmation?.headers ?? {},
      rawBody: confirmation?.rawBody ?? '',
      query: {},
    });
    expect(outcome).toEqual({ kind: 'lookup', providerRef: ref, eventId: body.transactionId });

    const status = await provider.fetchStatus(ref, 4);
    expect(status).toEqual({
      providerRef: ref,
      status: 'paid',
      transactionId: body.transactionId,
      amount: 150050,
      currency: 'THB',
      reference: ref,
    });
  });

  it('failure: the payer page says declined, nothing is posted, the QR stays unpaid and fails once expired', async () => {
    const ref = newRef();
    const { action } = await startQr(ref, 2000);
    const declined = await choose(action.sandboxUrl ?? '', 'failure');
    expect(declined.html).toContain('declined');
    expect(confirmationsFor(ref)).toHaveLength(0);
    expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'pending' });

    clockOffsetMs = 17 * 60_000;
    try {
      const expired = await fetch(action.sandboxUrl ?? '');
      expect(expired.status).toBe(410);
      const refused = await fetch(action.sandboxUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
      });
      expect(refused.status).toBe(410);
      expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'failed', transactionId: null, amount: 2000 });
    } finally {
      clockOffsetMs = 0;
    }
    expect(confirmationsFor(ref)).toHaveLength(0);
  });

  it('pending, then success by notification', async () => {
    const ref = newRef();
    const { action } = await startQr(ref, 9900);
    const waiting = await choose(action.sandboxUrl ?? '', 'pending');
    expect(waiting.html).toContain('name="outcome"');
    expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'pending' });

    await choose(action.sandboxUrl ?? '', 'success');
    const [confirmation] = await harness.waitFor(isConfirmationOf(ref));
    const outcome = await provider.parseCallback({ headers: {}, rawBody: confirmation?.rawBody ?? '', query: {} });
    expect(outcome.kind).toBe('lookup');
    if (outcome.kind !== 'lookup') return;
    expect(await provider.fetchStatus(outcome.providerRef, 4)).toMatchObject({ status: 'paid', amount: 9900, currency: 'THB' });
  });

  it('retries a confirmation the merchant did not accept: the same notification twice has the same eventId', async () => {
    const ref = newRef();
    // The merchant answers this ref's next confirmation with 500, to see SCB retry.
    harness.refuseNext(1, isConfirmationOf(ref));
    const { action } = await startQr(ref, 10000);
    await choose(action.sandboxUrl ?? '', 'success');
    const both = await harness.waitFor(isConfirmationOf(ref), 2);
    expect(both[0]?.rawBody).toBe(both[1]?.rawBody);
    const first = await provider.parseCallback({ headers: {}, rawBody: both[0]?.rawBody ?? '', query: {} });
    const second = await provider.parseCallback({ headers: {}, rawBody: both[1]?.rawBody ?? '', query: {} });
    expect(first.eventId).toBe(second.eventId);
    // Accepted the second time: no third delivery is scheduled.
    expect(harness.refusalsLeft()).toBe(0);
  });

  it('an unsigned or forged confirmation only triggers a lookup; unreadable ones are refused', async () => {
    const ref = newRef();
    await startQr(ref, 5000);
    const forged = JSON.stringify({ billPaymentRef1: ref, transactionId: 'FORGED1', amount: '50.00', currencyCode: '764' });
    const outcome = await provider.parseCallback({ headers: {}, rawBody: forged, query: {} });
    expect(outcome).toEqual({ kind: 'lookup', providerRef: ref, eventId: 'FORGED1' });
    // The server's lookup finds no payment: the forgery marks nothing paid.
    expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'pending', transactionId: null });

    await expect(provider.parseCallback({ headers: {}, rawBody: 'not json', query: {} })).rejects.toBeInstanceOf(CallbackRefused);
    await expect(provider.parseCallback({ headers: {}, rawBody: '{"transactionId":"X1"}', query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
    await expect(
      provider.parseCallback({ headers: {}, rawBody: `{"billPaymentRef1":"${ref}"}`, query: {} }),
    ).rejects.toBeInstanceOf(CallbackRefused);
  });

  it('reads amounts faithfully and a payment just before midnight is still found after it', async () => {
    fixedNow = new Date('2025-03-01T16:58:00Z'); // 23:58 in Thailand
    try {
      const ref = newRef();
      const { action } = await startQr(ref, 1);
      await choose(action.sandboxUrl ?? '', 'success');
      await harness.waitFor(isConfirmationOf(ref));
      clockOffsetMs = 5 * 60_000; // 00:03 the next Thai day
      expect(await provider.fetchStatus(ref, 4)).toMatchObject({ status: 'paid', amount: 1, currency: 'THB' });
    } finally {
      fixedNow = null;
      clockOffsetMs = 0;
    }
  });

  it('wrong credentials, USD and an unknown biller are ProviderErrors without secrets', async () => {
    const wrong = makeProvider({ public: scbModule.sandboxCredentials.public, secret: { apiSecret: 'not_the_secret_123' } });
    const err = await wrong.start(input(newRef())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).providerCode).toBe('9500');
    expect((err as Error).message).not.toContain('not_the_secret_123');

    await expect(provider.start(input(newRef(), 3000, 'USD'))).rejects.toBeInstanceOf(ProviderError);

    const otherBiller = makeProvider({
      public: { ...scbModule.sandboxCredentials.public, billerId: '123456789012345' },
      secret: scbModule.sandboxCredentials.secret,
    });
    const refused = await otherBiller.start(input(newRef())).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).providerCode).toBe('4101');
  });

  it('the sandbox answers SCB error shapes, never a 500', async () => {
    const base = `${publicUrl}/sandbox/scb`;
    const headers = {
      resourceOwnerId: scbSandboxCredentials.public.apiKey,
      requestUId: 'r1',
      'content-type': 'application/json',
    };
    const badJson = await fetch(`${base}/v1/oauth/token`, { method: 'POST', headers, body: '{oops' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ status: { code: 4101 } });

    const noToken = await fetch(`${base}/v1/payment/qrcode/create`, { method: 'POST', headers, body: '{}' });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ status: { code: 9300 } });

    const tokenRes = await fetch(`${base}/v1/oauth/token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        applicationKey: scbSandboxCredentials.public.apiKey,
        applicationSecret: scbSandboxCredentials.secret.apiSecret,
      }),
    });
    const token = ((await tokenRes.json()) as { data: { accessToken: string } }).data.accessToken;
    const authed = { ...headers, authorization: `Bearer ${token}` };
    const badRef = await fetch(`${base}/v1/payment/qrcode/create`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({
        qrType: 'PP',
        ppType: 'BILLERID',
        ppId: scbSandboxCredentials.public.billerId,
        amount: '10.00',
        ref1: 'lower-case',
      }),
    });
    expect(badRef.status).toBe(400);
    expect(await badRef.json()).toMatchObject({ status: { code: 4101 } });

    const badInquiry = await fetch(`${base}/v1/payment/billpayment/inquiry?eventCode=1`, { headers: authed });
    expect(badInquiry.status).toBe(400);

    const unknownPage = await fetch(`${base}/pay/NOPE`);
    expect(unknownPage.status).toBe(404);
  });
});
