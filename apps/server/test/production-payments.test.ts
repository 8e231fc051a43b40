// PAYMENTS_MODE=production (architecture.md, "Demo and production"): a method is offered only with
// complete, real credentials, and nothing signed with a seeded, sandbox or public value pays an order.
// It runs on the demo database on purpose: production must refuse the seeded demo credentials it holds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { schema } from '@rian/db';
import { PROVIDER_MODULES } from '@rian/payments';
import { signJwt } from '@rian/payments/twoc2p/protocol';
import { buildApp } from '../src/app.ts';
import { aCourse, aPendingAttempt, aStudent, type MadeCourse, type Person } from './factories/index.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from './helpers.ts';
import { orderPayload } from './order-payload.ts';

let t: TestApp;
const db = () => t.db.handle.db;
let buyer: Person;
/** 4,200 THB. */
let course: MadeCourse;
const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const LIVE = {
  RIAN_TWOC2P_MERCHANT_ID: 'JT01LIVE0042',
  RIAN_TWOC2P_SECRET_KEY: 'f3a9c1e07b5d4e2a9c8b7a6f5e4d3c2b',
  // The Payment Action API's exchanged keys (refunds): 2C2P's public key, the merchant's private key.
  RIAN_TWOC2P_ACTION_PUBLIC_KEY: pair().publicKey,
  RIAN_TWOC2P_ACTION_PRIVATE_KEY: pair().privateKey,
};

beforeAll(async () => {
  t = await createTestApp({ paymentsMode: 'production' });
  buyer = await aStudent(db());
  course = await aCourse(db(), { plans: [{ price: 420_000 }] });
});
afterAll(() => t.close());
afterEach(() => {
  for (const k of Object.keys(LIVE)) delete process.env[k];
});

async function productionApp(logLines?: string[]) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines?.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    db: t.db.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: t.db.uploadDir,
      webDistDir: '/nonexistent',
      logLevel: 'info',
      rateLimit: false,
      autoCancel: false,
      paymentsMode: 'production',
    },
    logger: logLines ? { stream } : false,
  });
  await app.ready();
  return app;
}

/** An unpaid order of 4,200 THB with a started 2C2P QR attempt. */
async function orderWithAttempt(reference: string) {
  const [order] = await db()
    .insert(schema.orders)
    .values({
      user_id: buyer.id,
      order_token: `tok-${reference}`,
      payment_method_id: 15,
      price: 420_000,
      total: 420_000,
      currency_code: 'THB',
      email: buyer.user.email,
      withholding_percent: 3,
      cart_signature: `test-${reference}`,
      cancel_at: new Date(Date.now() + 3_600_000),
    } as typeof schema.orders.$inferInsert)
    .returning();
  await aPendingAttempt(db(), order!, reference);
  return order!.id;
}

const notification = (reference: string, merchantID: string, secret: string) =>
  signJwt(
    { merchantID, invoiceNo: reference, respCode: '0000', amount: '4200.00', currencyCode: 'THB', tranRef: `T${reference}` },
    secret,
  );

describe('payments in production with the seeded demo credentials', () => {
  it('offers only bank transfer, and an order for an online method is refused with nothing written', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/public/cart/payments/methods' });
    expect(methods.json().data.methods.map((m: { id: number }) => m.id)).toEqual([1]);
    const before = await db().select().from(schema.orders);
    const order = await t.app.inject({
      method: 'POST',
      url: '/private/cart/order',
      headers: { cookie: buyer.cookie },
      payload: orderPayload(course, { payment_method_id: 8 }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.code).toBe('NO_PAYMENT_METHOD');
    expect(await db().select().from(schema.orders)).toHaveLength(before.length);
  });

  it.each(PROVIDER_MODULES.map((m) => [m.name]))(
    'refuses every %s callback, names no variable and stores nothing',
    async (name) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/webhooks/${name}`,
        headers: { 'content-type': 'application/json' },
        payload: { id: 'evt_1', key: 'charge.complete' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(res.body).not.toMatch(/RIAN_|secret|key/i);
      expect(await db().select().from(schema.paymentEvents)).toEqual([]);
    },
  );

  it('pays nothing for a 2C2P notification signed with the seeded secret', async () => {
    const orderId = await orderWithAttempt('RSEEDED0001');
    const payload = await notification('RSEEDED0001', 'demo-2c2p-merchant', 'demo-2c2p-signing-secret');
    const res = await t.app.inject({ method: 'POST', url: '/webhooks/twoc2p', payload: { payload } });
    expect(res.statusCode).toBe(503);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.payment_status).toBe('pending');
  });

  it('logs every method at start, enabled or disabled with the reason, and never a credential value', async () => {
    const lines: string[] = [];
    const app = await productionApp(lines);
    await app.close();
    const log = lines.join('');
    for (const id of [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]) expect(log).toContain(`"methodId":${id}`);
    expect(log).toContain('payment method 1 (Bank transfer): enabled');
    expect(log).toMatch(
      /payment method 8 \(Credit\/debit card \(Omise\)\): disabled, RIAN_OMISE_PUBLIC_KEY \(or the method's application_id_1\) is a (sandbox|demo|test or demo) value/,
    );
    expect(log).not.toMatch(/skey_test_demo|demo-2c2p-signing-secret|demo-paypal-client-secret/);
  });
});

describe('payments in production with real credentials for one provider', () => {
  it('offers its methods and believes only notifications signed with the real secret', async () => {
    Object.assign(process.env, LIVE);
    const app = await productionApp();
    try {
      const methods = await app.inject({ method: 'GET', url: '/public/cart/payments/methods' });
      expect(methods.json().data.methods.map((m: { id: number }) => m.id)).toEqual([1, 3, 10, 15]);
      // spec §7 GET /public/payments/methods: the public merchant id, never the secret.
      const keys = await app.inject({ method: 'GET', url: '/public/payments/methods' });
      expect(keys.json().data).toEqual([
        { id: 1, payment_type: 'banktransfer', application_id_1: null },
        { id: 3, payment_type: '2c2p', application_id_1: LIVE.RIAN_TWOC2P_MERCHANT_ID },
        { id: 10, payment_type: '2c2p_installment', application_id_1: LIVE.RIAN_TWOC2P_MERCHANT_ID },
        { id: 15, payment_type: '2c2p_qr', application_id_1: LIVE.RIAN_TWOC2P_MERCHANT_ID },
      ]);
      expect(keys.body).not.toContain(LIVE.RIAN_TWOC2P_SECRET_KEY);
      const orderId = await orderWithAttempt('RLIVE00001');
      const forged = await notification('RLIVE00001', LIVE.RIAN_TWOC2P_MERCHANT_ID, 'demo-2c2p-signing-secret');
      expect((await app.inject({ method: 'POST', url: '/webhooks/twoc2p', payload: { payload: forged } })).statusCode).toBe(400);
      const paid = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
      expect(paid[0]!.payment_status).toBe('pending');
      const real = await notification('RLIVE00001', LIVE.RIAN_TWOC2P_MERCHANT_ID, LIVE.RIAN_TWOC2P_SECRET_KEY);
      expect((await app.inject({ method: 'POST', url: '/webhooks/twoc2p', payload: { payload: real } })).statusCode).toBe(200);
      const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
      expect(order!.payment_status).toBe('approved');
    } finally {
      await app.close();
    }
  });
});
