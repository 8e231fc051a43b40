// GBPrimePay card (11) and PromptPay (12) against the sandbox over real HTTP: the hosted checkout, its
// 3-D Secure step and the QR payer page are driven as a browser would; the unsigned background
// notification reaches a recording merchant; check_status_txn decides (payments.md §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { formAction, postForm, referenceMaker, startSandboxHarness, type Recorded, type SandboxHarness } from '../testing.ts';
import type { MethodId, PaymentProvider, ProviderCredentials, StartInput } from '../types.ts';
import { gbprimepayModule, gbprimepaySandboxCredentials } from './index.ts';

let harness: SandboxHarness;
let publicUrl = '';
let provider: PaymentProvider;

const newRef = referenceMaker('GB');

function input(methodId: MethodId, reference: string, amount = 150050, currency: 'THB' | 'USD' = 'THB'): StartInput {
  return {
    methodId,
    reference,
    order: {
      orderId: 7,
      orderToken: 'tok7',
      amount,
      currency,
      email: 'buyer@example.com',
      buyerName: 'Malee',
      description: 'Rian order 7',
    },
    returnUrl: `${publicUrl}/payments/return/gbprimepay?ref=${reference}`,
    callbackUrl: `${publicUrl}/webhooks/gbprimepay`,
    browser: {},
  };
}

/** What fetchStatus says of a paid reference of the default 1,500.50 THB input. */
function paidStatus(ref: string, transactionId: unknown) {
  return { providerRef: ref, status: 'paid', transactionId, amount: 150050, currency: 'THB', reference: ref };
}

function makeProvider(credentials: ProviderCredentials = gbprimepayModule.sandboxCredentials): PaymentProvider {
  return harness.provider(credentials);
}

const isNotificationOf = (ref: string) => (r: Recorded) =>
  (JSON.parse(r.rawBody) as { referenceNo?: string }).referenceNo === ref;

function notificationsFor(ref: string): Recorded[] {
  return harness.received.filter(isNotificationOf(ref));
}

async function waitForNotification(ref: string): Promise<Recorded> {
  const [found] = await harness.waitFor(isNotificationOf(ref));
  return found!;
}

/** A browser's form post; follows redirects unless told not to. */
function post(url: string, fields: Record<string, string>, redirect: 'follow' | 'manual' = 'follow') {
  return postForm(url, fields, redirect);
}

const goodCard = {
  cardNumber: '4535017710535741',
  cardHolderName: 'MALEE',
  expirationMonth: '12',
  expirationYear: '2099',
  securityCode: '123',
};

/** start(11), post the form to the hosted checkout, fill the card: returns the 3-D Secure page. */
async function toThreeDs(reference: string, amount = 150050): Promise<{ threeDs: string; fields: Record<string, string> }> {
  const started = await provider.start(input(11, reference, amount));
  if (started.action.type !== 'form') throw new Error('expected a form action');
  const checkout = await post(started.action.url, started.action.fields);
  expect(checkout.status).toBe(200);
  const cardPage = await checkout.text();
  expect(cardPage).toContain('<label for="cardNumber">');
  const threeDs = await post(formAction(cardPage), goodCard);
  expect(threeDs.status).toBe(200);
  return { threeDs: await threeDs.text(), fields: started.action.fields };
}

async function qrStart(reference: string, amount = 150050) {
  const started = await provider.start(input(12, reference, amount));
  if (started.action.type !== 'qr') throw new Error('expected a qr action');
  return { started, action: started.action };
}

beforeAll(async () => {
  // Notifications go to the backgroundUrl of each request: a configured webhook URL must not be what delivers them.
  harness = await startSandboxHarness(gbprimepayModule, { webhookPath: '/webhooks/unused' });
  publicUrl = harness.publicUrl;
  provider = makeProvider();
});

afterAll(() => harness.close());

describe('gbprimepay method 11 (hosted card checkout)', () => {
  it('success: form to the checkout, card, 3-D Secure, background notification, status paid', async () => {
    const ref = newRef();
    const { threeDs, fields } = await toThreeDs(ref);
    expect(fields).toMatchObject({
      publicKey: gbprimepaySandboxCredentials.public.publicKey,
      referenceNo: ref,
      amount: '1500.50',
    });
    expect(fields.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(fields).join(' ')).not.toContain(gbprimepaySandboxCredentials.secret.secretKey);
    expect(threeDs).toContain('453501XXXXXX5741');
    expect(await provider.fetchStatus(ref, 11)).toMatchObject({ status: 'pending' });

    const done = await post(formAction(threeDs), { outcome: 'success' }, 'manual');
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/payments/return/gbprimepay`);
    expect(back.searchParams.get('referenceNo')).toBe(ref);
    expect(back.searchParams.get('resultCode')).toBe('00');

    const note = await waitForNotification(ref);
    const body = JSON.parse(note.rawBody) as Record<string, unknown>;
    expect(body).toMatchObject({ resultCode: '00', amount: 1500.5, referenceNo: ref, currencyCode: '764' });
    const outcome = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    expect(outcome).toEqual({ kind: 'lookup', providerRef: ref, eventId: `${String(body.gbpReferenceNo)}:00` });

    const paid = paidStatus(ref, body.gbpReferenceNo);
    expect(await provider.fetchStatus(ref, 11)).toEqual(paid);
    expect(await provider.complete?.(ref, 11, { referenceNo: ref, resultCode: '00' })).toEqual(paid);
  });

  it('failure: declined at 3-D Secure, the notification carries the decline, status failed', async () => {
    const ref = newRef();
    const { threeDs } = await toThreeDs(ref, 2500);
    const done = await post(formAction(threeDs), { outcome: 'failure' }, 'manual');
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location') ?? '').searchParams.get('resultCode')).toBe('54');
    const note = await waitForNotification(ref);
    expect(JSON.parse(note.rawBody)).toMatchObject({ resultCode: '54', referenceNo: ref });
    expect(await provider.fetchStatus(ref, 11)).toMatchObject({ status: 'failed', transactionId: null, amount: 2500 });
  });

  it('pending, then success by notification', async () => {
    const ref = newRef();
    const { threeDs } = await toThreeDs(ref, 9900);
    const waiting = await post(formAction(threeDs), { outcome: 'pending' }, 'manual');
    expect(waiting.status).toBe(200);
    const again = await waiting.text();
    expect(again).toContain('name="outcome"');
    expect(notificationsFor(ref)).toHaveLength(0);
    expect(await provider.fetchStatus(ref, 11)).toMatchObject({ status: 'pending' });

    await post(formAction(again), { outcome: 'success' }, 'manual');
    const note = await waitForNotification(ref);
    const outcome = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    if (outcome.kind !== 'lookup') throw new Error('expected a lookup');
    expect(await provider.fetchStatus(outcome.providerRef, 11)).toMatchObject({ status: 'paid', amount: 9900, currency: 'THB' });
  });

  it('a tampered checkout form or a wrong public key is refused by the hosted page', async () => {
    const ref = newRef();
    const started = await provider.start(input(11, ref, 150050));
    if (started.action.type !== 'form') throw new Error('expected a form action');
    const tampered = await post(started.action.url, { ...started.action.fields, amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('Invalid checksum');
    const wrongKey = await post(started.action.url, { ...started.action.fields, publicKey: 'pkey_other' });
    expect(wrongKey.status).toBe(400);
    expect(await provider.fetchStatus(ref, 11)).toMatchObject({ status: 'pending', transactionId: null });
  });

  it('the card form refuses an invalid card and keeps the buyer on it', async () => {
    const started = await provider.start(input(11, newRef(), 5000));
    if (started.action.type !== 'form') throw new Error('expected a form action');
    const cardPage = await (await post(started.action.url, started.action.fields)).text();
    const bad = await post(formAction(cardPage), { ...goodCard, cardNumber: '4535017710535742' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Invalid card number');
    const expired = await post(formAction(cardPage), { ...goodCard, expirationYear: '2001' });
    expect(expired.status).toBe(400);
  });
});

describe('gbprimepay method 12 (PromptPay QR)', () => {
  it('success: PNG from /v3/qrcode, payer page, notification, status paid', async () => {
    const ref = newRef();
    const { started, action } = await qrStart(ref);
    expect(started.providerRef).toBe(ref);
    expect(action.image).toMatch(/^data:image\/png;base64,/);
    expect(
      Buffer.from(action.image.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(action.expiresAt).toBeNull();
    expect(action.sandboxUrl).toBe(`${publicUrl}/sandbox/gbprimepay/qr/${ref}`);

    const payer = await (await fetch(action.sandboxUrl ?? '')).text();
    expect(payer).toContain('1500.50 THB');
    expect(await provider.fetchStatus(ref, 12)).toMatchObject({ status: 'pending' });
    const paid = await post(formAction(payer), { outcome: 'success' });
    expect(paid.status).toBe(200);

    const note = await waitForNotification(ref);
    const body = JSON.parse(note.rawBody) as Record<string, unknown>;
    expect(body).toMatchObject({ resultCode: '00', referenceNo: ref, currencyCode: '764', paymentType: 'Q' });
    const outcome = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    expect(outcome).toMatchObject({ kind: 'lookup', providerRef: ref });
    expect(await provider.fetchStatus(ref, 12)).toEqual(paidStatus(ref, body.gbpReferenceNo));
  });

  it('failure: the notification says declined and the status is failed', async () => {
    const ref = newRef();
    const { action } = await qrStart(ref, 3000);
    const payer = await (await fetch(action.sandboxUrl ?? '')).text();
    await post(formAction(payer), { outcome: 'failure' });
    const note = await waitForNotification(ref);
    expect(JSON.parse(note.rawBody)).toMatchObject({ resultCode: '54', referenceNo: ref });
    expect(await provider.fetchStatus(ref, 12)).toMatchObject({ status: 'failed', amount: 3000, transactionId: null });
  });

  it('pending, then success by notification', async () => {
    const ref = newRef();
    const { action } = await qrStart(ref, 12345);
    const waiting = await (
      await post(formAction(await (await fetch(action.sandboxUrl ?? '')).text()), { outcome: 'pending' })
    ).text();
    expect(waiting).toContain('name="outcome"');
    expect(await provider.fetchStatus(ref, 12)).toMatchObject({ status: 'pending' });
    await post(formAction(waiting), { outcome: 'success' });
    const note = await waitForNotification(ref);
    const outcome = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    if (outcome.kind !== 'lookup') throw new Error('expected a lookup');
    expect(await provider.fetchStatus(outcome.providerRef, 12)).toMatchObject({ status: 'paid', amount: 12345, currency: 'THB' });
    // Paying again is not possible: one notification only.
    await post(formAction(waiting), { outcome: 'success' });
    expect(notificationsFor(ref)).toHaveLength(1);
  });

  it('the same notification twice has one eventId; forged or unreadable ones never pay', async () => {
    const ref = newRef();
    const { action } = await qrStart(ref, 4000);
    await post(formAction(await (await fetch(action.sandboxUrl ?? '')).text()), { outcome: 'success' });
    const note = await waitForNotification(ref);
    const first = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    const second = await provider.parseCallback({ headers: note.headers, rawBody: note.rawBody, query: {} });
    expect(first.eventId).toBe(second.eventId);

    // Unsigned by design: a forged "paid" for an unpaid reference is only a lookup, and the lookup says pending.
    const unpaid = newRef();
    await qrStart(unpaid, 4000);
    const forged = JSON.stringify({
      resultCode: '00',
      amount: 40,
      referenceNo: unpaid,
      gbpReferenceNo: 'gbpFORGED',
      currencyCode: '764',
    });
    expect(await provider.parseCallback({ headers: { 'content-type': 'application/json' }, rawBody: forged, query: {} })).toEqual(
      {
        kind: 'lookup',
        providerRef: unpaid,
        eventId: 'gbpFORGED:00',
      },
    );
    expect(await provider.fetchStatus(unpaid, 12)).toMatchObject({ status: 'pending', transactionId: null });

    const formBody = new URLSearchParams({ referenceNo: unpaid, resultCode: '00' }).toString();
    expect(
      await provider.parseCallback({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: formBody,
        query: {},
      }),
    ).toMatchObject({ kind: 'lookup', providerRef: unpaid });
    await expect(provider.parseCallback({ headers: {}, rawBody: 'garbage', query: {} })).rejects.toBeInstanceOf(CallbackRefused);
    await expect(provider.parseCallback({ headers: {}, rawBody: '{"resultCode":"00"}', query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
  });

  it('wrong token, wrong secret key and USD are ProviderErrors without secrets', async () => {
    const wrongToken = makeProvider({
      public: gbprimepaySandboxCredentials.public,
      secret: { ...gbprimepaySandboxCredentials.secret, token: 'token_not_right_42' },
    });
    const err = await wrongToken.start(input(12, newRef())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).providerCode).toBe('90');
    expect((err as Error).message).not.toContain('token_not_right_42');

    const wrongSecret = makeProvider({
      public: gbprimepaySandboxCredentials.public,
      secret: { ...gbprimepaySandboxCredentials.secret, secretKey: 'skey_not_right_42' },
    });
    const statusErr = await wrongSecret.fetchStatus('ANYREF', 12).catch((e: unknown) => e);
    expect(statusErr).toBeInstanceOf(ProviderError);
    expect((statusErr as ProviderError).providerCode).toBe('90');
    expect((statusErr as Error).message).not.toContain('skey_not_right_42');

    await expect(provider.start(input(12, newRef(), 3000, 'USD'))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.start(input(11, newRef(), 3000, 'USD'))).rejects.toBeInstanceOf(ProviderError);
    expect(await provider.fetchStatus('NEVERSTARTED', 12)).toMatchObject({ status: 'pending', transactionId: null });
  });

  it('the sandbox answers GBPrimePay error shapes, never a 500', async () => {
    const base = `${publicUrl}/sandbox/gbprimepay`;
    const auth = `Basic ${Buffer.from(`${gbprimepaySandboxCredentials.secret.secretKey}:`).toString('base64')}`;
    const badJson = await fetch(`${base}/v1/check_status_txn`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ resultCode: '01' });

    const badAmount = await post(`${base}/v3/qrcode`, {
      token: gbprimepaySandboxCredentials.secret.token,
      amount: 'ten',
      referenceNo: 'X1',
      backgroundUrl: `${publicUrl}/webhooks/gbprimepay`,
    });
    expect(badAmount.status).toBe(400);
    expect(await badAmount.json()).toMatchObject({ resultCode: '01' });

    const ref = newRef();
    const { action } = await qrStart(ref, 100);
    await post(formAction(await (await fetch(action.sandboxUrl ?? '')).text()), { outcome: 'success' });
    const duplicate = await provider.start(input(12, ref, 100)).catch((e: unknown) => e);
    expect((duplicate as ProviderError).providerCode).toBe('03');
    expect((await fetch(`${base}/qr/UNKNOWN`)).status).toBe(404);
  });
});
