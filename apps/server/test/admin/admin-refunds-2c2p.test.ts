// POST /private/admin/orders/{id}/refund for an order paid by 2C2P card (method 3): the one method
// table says it is refunded through the provider, so the refund goes over HTTP to the 2C2P sandbox's
// Payment Action API (signed and encrypted both ways) and the sandbox records it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { twoc2pCardPageUrl, twoc2pModule } from '@rian/payments/twoc2p/index';
import { aCourse, anAdmin, anOrder, aPendingAttempt, aStudent, type MadeCourse, type Person } from '../factories/index.ts';
import { createListeningApp, type ListeningApp } from '../helpers.ts';
import { eventually, formsOf } from '../payment-browser.ts';
import { callAs } from './admin-calls.ts';

let t: ListeningApp;
let publicUrl = '';
let admin: Person;
let course: MadeCourse;
const db = () => t.db.handle.db;

beforeAll(async () => {
  t = await createListeningApp();
  publicUrl = t.publicUrl;
  admin = await anAdmin(db());
  course = await aCourse(db(), { plans: [{ price: 150_000 }] });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields) });

/** A 2C2P card order paid as a buyer pays it: the sandbox's card page and 3-D Secure, its signed notice to Rian's webhook. */
async function paidByTwoc2pCard(buyer: Person): Promise<number> {
  const order = await anOrder(db(), { buyer, courses: [course], payment_method_id: 3 });
  const reference = `R2C2P${order.id}`;
  await aPendingAttempt(db(), order, reference);
  const provider = twoc2pModule.create({
    mode: 'sandbox',
    baseUrl: `${publicUrl}/sandbox/twoc2p`,
    credentials: twoc2pModule.sandboxCredentials,
    publicUrl,
  });
  const cardPage = await fetch(twoc2pCardPageUrl('sandbox', publicUrl, `${publicUrl}/payment/2c2p/${order.id}`) ?? '');
  const [cardForm] = formsOf(await cardPage.text(), cardPage.url);
  const card = { cardholderName: 'RIAN TESTER', cardNumber: '4111111111111111', expMonth: '12', expYear: '2099', cvv: '123' };
  const handOff = await post(cardForm!.action, { ...cardForm!.fields, ...card });
  const encryptedCardInfo = new URL(handOff.headers.get('location') ?? '').searchParams.get('encryptedCardInfo') ?? '';
  const o = { orderId: order.id, orderToken: order.order_token, amount: order.total, currency: 'THB' as const };
  const started = await provider.start({
    methodId: 3,
    order: { ...o, email: buyer.user.email, buyerName: 'Rian Tester', description: `Rian Academy order ${order.id}` },
    reference,
    returnUrl: `${publicUrl}/payments/return/twoc2p?ref=${reference}`,
    callbackUrl: `${publicUrl}/webhooks/twoc2p`,
    browser: { encryptedCardInfo },
  });
  if (started.action.type !== 'form') throw new Error('expected a form');
  const auth = await post(started.action.url, started.action.fields);
  const [tds] = formsOf(await auth.text(), started.action.url);
  await post(tds!.action, { ...tds!.fields, outcome: 'success' });
  await eventually(async () => {
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, order.id));
    return row!.status === 'approved';
  });
  return order.id;
}

describe('refund through the provider (2C2P card)', () => {
  it('refunds the whole order through the 2C2P sandbox, once', async () => {
    const buyer = await aStudent(db());
    const orderId = await paidByTwoc2pCard(buyer);
    const detail = await callAs(t)(admin, 'GET', `/private/admin/orders/${orderId}`);
    expect(detail.body.data.refund_via).toBe('provider');

    const res = await callAs(t)(admin, 'POST', `/private/admin/orders/${orderId}/refund`, { reason: 'ลูกค้าขอยกเลิก' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('refunded');
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amount: 150_000, via: 'provider', provider: 'twoc2p' })]);
    expect(res.body.data.refunds[0].provider_ref).toMatch(/^\d+$/);

    const again = await callAs(t)(admin, 'POST', `/private/admin/orders/${orderId}/refund`, { reason: 'อีกครั้ง' });
    expect([again.status, again.body.error.code]).toEqual([409, 'REFUND_NOTHING_LEFT']);
  });
});
