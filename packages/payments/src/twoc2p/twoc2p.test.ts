// 2C2P over real HTTP against its sandbox: the hosted pages are driven as a browser would (GET the page,
// POST its form), and every callback is the one the sandbox actually delivered to a recording merchant.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SignJWT } from 'jose';
import { CallbackRefused, ProviderError } from '../errors.ts';
import {
  expectPngResponse,
  formsOf as forms,
  postForm,
  referenceMaker,
  startSandboxHarness,
  type Recorded,
  type SandboxHarness,
} from '../testing.ts';
import type { PaymentOrder, PaymentProvider, StartInput } from '../types.ts';
import { twoc2pCardPageUrl, twoc2pModule } from './index.ts';

let harness: SandboxHarness;
let publicUrl = '';
let base = '';
let provider: PaymentProvider;

const ref = referenceMaker('RIAN');

function order(amount = 150_050, currency: 'THB' | 'USD' = 'THB'): PaymentOrder {
  return {
    orderId: 42,
    orderToken: 'tok42',
    amount,
    currency,
    email: 'buyer@example.com',
    buyerName: 'สมชาย ใจดี',
    description: 'Rian Academy order 42',
  };
}

function input(methodId: 3 | 10 | 15, reference: string, o = order(), browser: Record<string, string> = {}): StartInput {
  return {
    methodId,
    order: o,
    reference,
    returnUrl: `${publicUrl}/merchant/return?ref=${reference}`,
    callbackUrl: `${publicUrl}/merchant/callback`,
    browser,
  };
}

function make(credentials = twoc2pModule.sandboxCredentials): PaymentProvider {
  return harness.provider(credentials);
}

/** What a recorded callback says, decoded without verifying (only to find it by reference). */
function peek(rawBody: string): string {
  try {
    if (rawBody.startsWith('{')) {
      const token = (JSON.parse(rawBody) as { payload?: string }).payload ?? '';
      return Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
    }
    const outer = Buffer.from(new URLSearchParams(rawBody).get('paymentResponse') ?? '', 'base64').toString();
    return Buffer.from(/<payload>([^<]*)</.exec(outer)?.[1] ?? '', 'base64').toString();
  } catch {
    return '';
  }
}

/** Polls the recorder (the sandbox posts before it answers, but a real provider would not wait). */
async function callbacksFor(match: string, count: number): Promise<Recorded[]> {
  return harness.waitFor((r) => r.path === '/merchant/callback' && peek(r.rawBody).includes(match), count);
}

beforeAll(async () => {
  harness = await startSandboxHarness(twoc2pModule, {
    merchantPaths: ['/merchant/callback', '/merchant/return', '/merchant/handoff/:id'],
  });
  ({ publicUrl, baseUrl: base } = harness);
  provider = make();
});

afterAll(() => harness.close());

/** The card page: type a card, come back to Rian's hand-off URL with the encrypted card. */
async function encryptCard(pan = '4111111111111111'): Promise<Record<string, string>> {
  const pageUrl = twoc2pCardPageUrl('sandbox', publicUrl, `${publicUrl}/merchant/handoff/42?x=1`);
  expect(pageUrl).not.toBeNull();
  const page = await fetch(pageUrl ?? '');
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/name="cardNumber"[^>]*inputmode="numeric"[^>]*maxlength="16"/);
  expect(html).not.toContain('<script');
  const form = forms(html)[0];
  if (!form) throw new Error('no card form');
  const res = await postForm(form.action, {
    ...form.fields,
    cardholderName: 'SOMCHAI JAIDEE',
    cardNumber: pan,
    expMonth: '12',
    expYear: '2099',
    cvv: '123',
  });
  expect(res.status).toBe(303);
  const loc = new URL(res.headers.get('location') ?? '');
  expect(loc.pathname).toBe('/merchant/handoff/42');
  expect(loc.searchParams.get('x')).toBe('1');
  expect(loc.searchParams.get('maskedCardInfo')).toBe(`${pan.slice(0, 6)}XXXXXX${pan.slice(-4)}`);
  expect(loc.searchParams.get('expMonthCardInfo')).toBe('12');
  expect(loc.searchParams.get('expYearCardInfo')).toBe('2099');
  return Object.fromEntries(loc.searchParams);
}

/** Method 3 up to the 3-D Secure page; returns that page's outcome form. */
async function cardTo3ds(
  reference: string,
  o = order(),
): Promise<{ action: string; fields: Record<string, string>; html: string }> {
  const card = await encryptCard();
  const started = await provider.start(input(3, reference, o, { encryptedCardInfo: card.encryptedCardInfo ?? '' }));
  expect(started.providerRef).toBe(reference);
  if (started.action.type !== 'form') throw new Error('expected a form action');
  expect(started.action.url).toBe(`${base}/2C2PFrontEnd/SecurePayment/PaymentAuth.aspx`);
  expect(Object.keys(started.action.fields)).toEqual(['paymentRequest']);
  expect(JSON.stringify(started.action)).not.toContain(twoc2pModule.sandboxCredentials.secret.secretKey);
  const res = await postForm(started.action.url, started.action.fields);
  const html = await res.text();
  expect(res.status).toBe(200);
  const form = forms(html)[0];
  if (!form) throw new Error('no 3-D Secure form');
  return { ...form, html };
}

describe('2C2P method 3 (SecurePayment 9.9)', () => {
  it('card page validates input instead of failing', async () => {
    const res = await postForm(`${base}/SecurePayment/card`, {
      returnUrl: `${publicUrl}/merchant/handoff/1`,
      cardholderName: 'A',
      cardNumber: '4111111111111112',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid card number');
    const open = await fetch(`${base}/SecurePayment/card?returnUrl=${encodeURIComponent('https://evil.example/x')}`);
    expect(open.status).toBe(400);
  });

  it('success: signed backend response, frontend return, inquiry', async () => {
    const reference = ref();
    const tds = await cardTo3ds(reference);
    expect(tds.html).toContain('1500.50');
    expect(tds.html).toContain('411111XXXXXX1111');
    const res = await postForm(tds.action, { ...tds.fields, outcome: 'success' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('กลับไปยังร้านค้า · Return to merchant');
    const [cb] = await callbacksFor(reference, 1);
    if (!cb) throw new Error('no callback');
    expect(cb.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const outcome = await provider.parseCallback(cb);
    if (outcome.kind !== 'result') throw new Error('expected result');
    expect(outcome.result).toMatchObject({ providerRef: reference, status: 'paid', amount: 150_050, currency: 'THB', reference });
    expect(outcome.result.transactionId).toMatch(/^\d+$/);

    // The browser's return carries the same signed response to the frontend URL.
    const back = forms(html).find((f) => f.action.startsWith(`${publicUrl}/merchant/return`));
    if (!back) throw new Error('no return form');
    const ret = await postForm(back.action, back.fields);
    expect(ret.status).toBe(200);
    const returned = harness.received
      .filter((r) => r.path === '/merchant/return' && r.rawBody.includes('paymentResponse'))
      .at(-1);
    if (!returned) throw new Error('no return');
    const again = await provider.parseCallback(returned);
    expect(again).toEqual(outcome);

    const status = await provider.fetchStatus(reference, 3);
    expect(status).toMatchObject({
      status: 'paid',
      amount: 150_050,
      currency: 'THB',
      transactionId: outcome.result.transactionId,
    });
  });

  it('failure', async () => {
    const reference = ref();
    const tds = await cardTo3ds(reference);
    await postForm(tds.action, { ...tds.fields, outcome: 'failure' });
    const [cb] = await callbacksFor(reference, 1);
    const outcome = await provider.parseCallback(cb ?? { headers: {}, rawBody: '', query: {} });
    expect(outcome.kind === 'result' && outcome.result.status).toBe('failed');
    expect(outcome.kind === 'result' && outcome.result.failureMessage).toBeTruthy();
    expect((await provider.fetchStatus(reference, 3)).status).toBe('failed');
    // A settled transaction cannot be settled again.
    const replay = await postForm(tds.action, { ...tds.fields, outcome: 'success' });
    expect(replay.status).toBe(400);
  });

  it('pending, then success by a second notification; the same notification twice keeps its eventId', async () => {
    const reference = ref();
    const tds = await cardTo3ds(reference);
    expect((await provider.fetchStatus(reference, 3)).status).toBe('pending');
    const res = await postForm(tds.action, { ...tds.fields, outcome: 'pending' });
    const later = forms(await res.text()).find((f) => f.action === tds.action);
    if (!later) throw new Error('no settle-later form');
    const [pending] = await callbacksFor(reference, 1);
    if (!pending) throw new Error('no pending callback');
    const first = await provider.parseCallback(pending);
    expect(first.kind === 'result' && first.result.status).toBe('pending');
    expect((await provider.fetchStatus(reference, 3)).status).toBe('pending');

    await postForm(later.action, { ...later.fields, outcome: 'success' });
    const both = await callbacksFor(reference, 2);
    expect(both).toHaveLength(2);
    const second = await provider.parseCallback(both[1] ?? pending);
    expect(second.kind === 'result' && second.result.status).toBe('paid');
    expect(second.eventId).not.toBe(first.eventId);
    const twice = await provider.parseCallback({ ...(both[1] ?? pending) });
    expect(twice.eventId).toBe(second.eventId);
    expect((await provider.fetchStatus(reference, 3)).status).toBe('paid');
  });

  it('USD amount and currency are read as sent', async () => {
    const reference = ref();
    const tds = await cardTo3ds(reference, order(1234, 'USD'));
    expect(tds.html).toContain('12.34 USD');
    await postForm(tds.action, { ...tds.fields, outcome: 'success' });
    const [cb] = await callbacksFor(reference, 1);
    const outcome = await provider.parseCallback(cb ?? { headers: {}, rawBody: '', query: {} });
    expect(outcome.kind === 'result' && outcome.result).toMatchObject({ amount: 1234, currency: 'USD' });
  });

  it('refuses forged, tampered and unsigned responses', async () => {
    const reference = ref();
    const tds = await cardTo3ds(reference);
    await postForm(tds.action, { ...tds.fields, outcome: 'success' });
    const [cb] = await callbacksFor(reference, 1);
    if (!cb) throw new Error('no callback');
    const value = new URLSearchParams(cb.rawBody).get('paymentResponse') ?? '';
    const outer = Buffer.from(value, 'base64').toString('utf8');
    const payload = /<payload>([^<]*)<\/payload>/.exec(outer)?.[1] ?? '';
    const inner = Buffer.from(payload, 'base64').toString('utf8');

    // Amount raised to 1 baht... lowered, payload re-encoded, signature kept.
    const cheaper = Buffer.from(inner.replace(/<amt>\d+<\/amt>/, '<amt>000000000100</amt>')).toString('base64');
    const tampered = Buffer.from(outer.replace(payload, cheaper)).toString('base64');
    const unsigned = Buffer.from(outer.replace(/<signature>[^<]*<\/signature>/, '')).toString('base64');
    const forgedSig = Buffer.from(outer.replace(/<signature>[^<]*</, `<signature>${'A'.repeat(64)}<`)).toString('base64');
    for (const v of [tampered, unsigned, forgedSig]) {
      const body = new URLSearchParams({ paymentResponse: v }).toString();
      await expect(provider.parseCallback({ headers: {}, rawBody: body, query: {} })).rejects.toBeInstanceOf(CallbackRefused);
    }
    await expect(provider.parseCallback({ headers: {}, rawBody: '', query: {} })).rejects.toBeInstanceOf(CallbackRefused);
    // Signed by another merchant's key.
    const other = make({
      public: { merchantId: 'RIAN_SANDBOX_MID' },
      secret: { secretKey: 'another_secret_key_of_sufficient_length_01' },
    });
    await expect(other.parseCallback(cb)).rejects.toBeInstanceOf(CallbackRefused);
  });

  it('wrong credentials: PaymentAuth shows the error, inquiry refuses, nothing is sent', async () => {
    const reference = ref();
    const card = await encryptCard();
    const wrong = make({
      public: { merchantId: 'RIAN_SANDBOX_MID' },
      secret: { secretKey: 'wrong_secret_key_for_the_rian_sandbox_0001' },
    });
    const started = await wrong.start(input(3, reference, order(), { encryptedCardInfo: card.encryptedCardInfo ?? '' }));
    if (started.action.type !== 'form') throw new Error('expected form');
    const res = await postForm(started.action.url, started.action.fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('respCode');
    expect(html).toContain('Invalid signature');
    await expect(wrong.fetchStatus(reference, 3)).rejects.toMatchObject({ name: 'ProviderError', providerCode: '9015' });
    const unknown = make({ public: { merchantId: 'NOPE' }, secret: { secretKey: 'twoc2p_test_rian_sandbox_secret_key_0001' } });
    await expect(unknown.fetchStatus(reference, 3)).rejects.toBeInstanceOf(ProviderError);
    expect(harness.received.some((r) => peek(r.rawBody).includes(reference))).toBe(false);
    await expect(provider.start(input(3, ref()))).rejects.toBeInstanceOf(ProviderError);
    // Garbage instead of a request: an error page, not a crash.
    const garbage = await postForm(started.action.url, { paymentRequest: '%%%' });
    expect(garbage.status).toBe(400);
  });

  it('a card encrypted by another sandbox instance is refused', async () => {
    const started = await provider.start(input(3, ref(), order(), { encryptedCardInfo: Buffer.alloc(64, 1).toString('base64') }));
    if (started.action.type !== 'form') throw new Error('expected form');
    const res = await postForm(started.action.url, started.action.fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid card data');
  });

  it('production card page is 2C2P script on Rian: no URL', () => {
    expect(twoc2pCardPageUrl('production', 'https://rian.example', 'https://rian.example/x')).toBeNull();
  });
});

/** Methods 10/15 up to the hosted page. */
async function hosted(methodId: 10 | 15, reference: string, o = order()): Promise<{ url: string; html: string }> {
  const started = await provider.start(input(methodId, reference, o));
  expect(started.providerRef).toBe(reference);
  if (started.action.type !== 'redirect') throw new Error('expected a redirect');
  const res = await fetch(started.action.url);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('<script');
  return { url: started.action.url, html };
}

async function choose(url: string, outcome: string, extra: Record<string, string> = {}): Promise<URL> {
  const res = await postForm(url, { outcome, ...extra });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe.each([
  [10, 'IPP'],
  [15, 'QR'],
] as const)('2C2P method %i (PGW 4.3 %s)', (methodId, channel) => {
  it('hosted page shows the channel', async () => {
    const { url, html } = await hosted(methodId, ref());
    expect(html).toContain('1500.50');
    if (channel === 'IPP') {
      expect(html).toMatch(/<select id="plan" name="plan">/);
      expect(forms(html)[0]?.action).toBe(url);
    } else {
      await expectPngResponse(await fetch(`${url}/qr.png`));
    }
  });

  it('success: signed backend notification, unsigned frontend return, inquiry', async () => {
    const reference = ref();
    const { url } = await hosted(methodId, reference);
    const back = await choose(url, 'success', channel === 'IPP' ? { plan: '6' } : {});
    expect(back.pathname).toBe('/merchant/return');
    expect(back.searchParams.get('ref')).toBe(reference);
    const [cb] = await callbacksFor(reference, 1);
    if (!cb) throw new Error('no callback');
    expect(cb.headers['content-type']).toContain('application/json');
    const outcome = await provider.parseCallback(cb);
    if (outcome.kind !== 'result') throw new Error('expected result');
    expect(outcome.result).toMatchObject({ providerRef: reference, status: 'paid', amount: 150_050, currency: 'THB' });
    expect(outcome.result.transactionId).toBeTruthy();

    const front = await provider.parseCallback({ headers: {}, rawBody: '', query: Object.fromEntries(back.searchParams) });
    expect(front).toMatchObject({ kind: 'lookup', providerRef: reference });

    const status = await provider.fetchStatus(reference, methodId);
    expect(status).toMatchObject({
      status: 'paid',
      amount: 150_050,
      currency: 'THB',
      transactionId: outcome.result.transactionId,
    });
    // Paid: the page no longer offers a choice.
    const done = await fetch(url);
    expect(forms(await done.text())).toHaveLength(0);
  });

  it('failure', async () => {
    const reference = ref();
    const { url } = await hosted(methodId, reference);
    await choose(url, 'failure');
    const [cb] = await callbacksFor(reference, 1);
    const outcome = await provider.parseCallback(cb ?? { headers: {}, rawBody: '', query: {} });
    expect(outcome.kind === 'result' && outcome.result.status).toBe('failed');
    expect((await provider.fetchStatus(reference, methodId)).status).toBe('failed');
  });

  it('pending then success; the same notification twice has one eventId', async () => {
    const reference = ref();
    const { url } = await hosted(methodId, reference);
    expect((await provider.fetchStatus(reference, methodId)).status).toBe('pending');
    await choose(url, 'pending');
    const [p] = await callbacksFor(reference, 1);
    if (!p) throw new Error('no callback');
    const first = await provider.parseCallback(p);
    expect(first.kind === 'result' && first.result.status).toBe('pending');
    // The payer comes back to the same page (or scans the QR again) and pays.
    const again = await fetch(url);
    expect(forms(await again.text())).toHaveLength(1);
    await choose(url, 'success');
    const both = await callbacksFor(reference, 2);
    const second = await provider.parseCallback(both[1] ?? p);
    expect(second.kind === 'result' && second.result.status).toBe('paid');
    expect(second.eventId).not.toBe(first.eventId);
    expect((await provider.parseCallback({ ...(both[1] ?? p) })).eventId).toBe(second.eventId);
  });

  it('amounts are read faithfully', async () => {
    const reference = ref();
    const { url } = await hosted(methodId, reference, order(1));
    await choose(url, 'success');
    const [cb] = await callbacksFor(reference, 1);
    const outcome = await provider.parseCallback(cb ?? { headers: {}, rawBody: '', query: {} });
    expect(outcome.kind === 'result' && outcome.result).toMatchObject({ amount: 1, currency: 'THB' });
    expect((await provider.fetchStatus(reference, methodId)).amount).toBe(1);
  });

  it('refuses forged and tampered notifications', async () => {
    const reference = ref();
    const { url } = await hosted(methodId, reference);
    await choose(url, 'success');
    const [cb] = await callbacksFor(reference, 1);
    if (!cb) throw new Error('no callback');
    const token = (JSON.parse(cb.rawBody) as { payload: string }).payload;
    const [h, c, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString()) as Record<string, unknown>;
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amount: 1 })).toString('base64url');
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not_the_merchant_secret_key_at_all_00001'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${c}.`;
    for (const payload of [`${h}.${cheaper}.${s}`, forged, none, '']) {
      await expect(
        provider.parseCallback({ headers: {}, rawBody: JSON.stringify({ payload }), query: {} }),
      ).rejects.toBeInstanceOf(CallbackRefused);
    }
    await expect(provider.parseCallback({ headers: {}, rawBody: '{"respCode":"0000"}', query: {} })).rejects.toBeInstanceOf(
      CallbackRefused,
    );
  });

  it('wrong credentials and USD are ProviderErrors', async () => {
    const wrong = make({
      public: { merchantId: 'RIAN_SANDBOX_MID' },
      secret: { secretKey: 'wrong_secret_key_for_the_rian_sandbox_0001' },
    });
    await expect(wrong.start(input(methodId, ref()))).rejects.toMatchObject({ name: 'ProviderError', providerCode: '9015' });
    const unknown = make({ public: { merchantId: 'SOMEONE_ELSE' }, secret: twoc2pModule.sandboxCredentials.secret });
    await expect(unknown.start(input(methodId, ref()))).rejects.toMatchObject({ name: 'ProviderError', providerCode: '9015' });
    await expect(provider.start(input(methodId, ref(), order(100, 'USD')))).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('2C2P sandbox API never crashes on bad input', () => {
  it('answers 4.3 error shapes', async () => {
    for (const body of ['not json', '{}', '{"payload":"a.b.c"}', '{"payload":123}']) {
      const res = await fetch(`${base}/payment/4.3/paymentToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { respCode: string }).respCode).toBe('9004');
    }
    const page = await fetch(`${base}/payment/4.3/web/unknown-token`);
    expect(page.status).toBe(400);
    const post = await postForm(`${base}/payment/4.3/web/unknown-token`, { outcome: 'success' });
    expect(post.status).toBe(400);
  });
});
