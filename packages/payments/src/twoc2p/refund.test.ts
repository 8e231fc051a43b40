// 2C2P refunds over real HTTP against its sandbox's Payment Action API (protocol.ts): a card payment is
// made through the hosted pages, then refunded whole, in parts, past what was paid, and for an unknown
// invoice; a request signed with another key is refused, and an answer is believed only once verified.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../errors.ts';
import { formsOf, postForm, referenceMaker, startSandboxHarness, type SandboxHarness } from '../testing.ts';
import type { PaymentProvider, RefundInput } from '../types.ts';
import { twoc2pCardPageUrl, twoc2pModule } from './index.ts';

let harness: SandboxHarness;
let provider: PaymentProvider;
const ref = referenceMaker('RFND');

beforeAll(async () => {
  harness = await startSandboxHarness(twoc2pModule, {
    merchantPaths: ['/merchant/callback', '/merchant/return', '/merchant/handoff/:id'],
  });
  provider = harness.provider(twoc2pModule.sandboxCredentials);
});
afterAll(() => harness.close());

/** A paid 2C2P card payment (method 3) of `amount` satang: card page, PaymentAuth, 3-D Secure "success". */
async function paidCard(amount: number): Promise<string> {
  const { publicUrl } = harness;
  const cardPage = await fetch(twoc2pCardPageUrl('sandbox', publicUrl, `${publicUrl}/merchant/handoff/1`) ?? '');
  const [cardForm] = formsOf(await cardPage.text());
  const card = { cardholderName: 'SOMCHAI JAIDEE', cardNumber: '4111111111111111', expMonth: '12', expYear: '2099', cvv: '123' };
  const handoff = await postForm(cardForm!.action, { ...cardForm!.fields, ...card });
  const encryptedCardInfo = new URL(handoff.headers.get('location') ?? '').searchParams.get('encryptedCardInfo') ?? '';
  const reference = ref();
  const order = {
    orderId: 1,
    orderToken: 't',
    amount,
    currency: 'THB' as const,
    email: 'b@example.com',
    buyerName: 'B',
    description: 'Rian order 1',
  };
  const started = await provider.start({
    methodId: 3,
    order,
    reference,
    returnUrl: `${publicUrl}/merchant/return`,
    callbackUrl: `${publicUrl}/merchant/callback`,
    browser: { encryptedCardInfo },
  });
  if (started.action.type !== 'form') throw new Error('expected a form');
  const [tds] = formsOf(await (await postForm(started.action.url, started.action.fields)).text());
  await postForm(tds!.action, { ...tds!.fields, outcome: 'success' });
  expect((await provider.fetchStatus(reference, 3)).status).toBe('paid');
  return reference;
}

const refund = (providerRef: string, amount: number, p = provider): Promise<unknown> => {
  const input: RefundInput = {
    methodId: 3,
    providerRef,
    transactionId: null,
    amount,
    currency: 'THB',
    reference: 'RF1',
    reason: 'ลูกค้าขอคืน',
  };
  return p.refund!(input);
};

describe('2C2P refunds (Payment Action API, processType R)', () => {
  it('refunds a whole card payment', async () => {
    const invoice = await paidCard(150_050);
    const done = await refund(invoice, 150_050);
    expect(done).toMatchObject({ amount: 150_050, currency: 'THB', status: 'succeeded' });
    expect((done as { refundId: string }).refundId).toMatch(/^\d+$/);
  });

  it('refunds in parts up to what was paid, then refuses more', async () => {
    const invoice = await paidCard(100_000);
    expect(await refund(invoice, 40_000)).toMatchObject({ amount: 40_000, status: 'succeeded' });
    await expect(refund(invoice, 60_001)).rejects.toMatchObject({ providerCode: '18' });
    expect(await refund(invoice, 60_000)).toMatchObject({ amount: 60_000 });
    await expect(refund(invoice, 1)).rejects.toMatchObject({ providerCode: '18' });
  });

  it('refuses more than was paid at once, and an unknown invoice', async () => {
    const invoice = await paidCard(20_000);
    await expect(refund(invoice, 20_001)).rejects.toMatchObject({ providerCode: '18' });
    await expect(refund('RNOSUCHINVOICE1', 100)).rejects.toMatchObject({ providerCode: '16' });
  });

  it('a request signed with another merchant key is refused, and its answer is not believed', async () => {
    const invoice = await paidCard(10_000);
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const { public: pub, secret } = twoc2pModule.sandboxCredentials;
    const forger = harness.provider({ public: pub, secret: { ...secret, actionPrivateKey: other.privateKey } });
    // The sandbox cannot verify it and answers for the real merchant key: the forger cannot open that answer.
    await expect(refund(invoice, 10_000, forger)).rejects.toThrow(/does not verify/);
    const noKeys = harness.provider({ public: { merchantId: pub.merchantId! }, secret: { secretKey: secret.secretKey! } });
    await expect(refund(invoice, 10_000, noKeys)).rejects.toBeInstanceOf(ProviderError);
    expect(await refund(invoice, 10_000)).toMatchObject({ amount: 10_000 });
  });
});
