// The providers' secrets at rest (conventions.md "secrets in settings are write-only"): the demo
// seed's plain secrets are sealed at start; a secret saved in the back office is stored sealed, never
// answered, never logged, and still opens for its provider, which then believes a payment signed with
// it; production without RIAN_SECRETS_KEY stores none (SECRETS_KEY_MISSING).
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { DEMO_METHOD_CREDENTIALS, schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { signJwt } from '@rian/payments/twoc2p/protocol';
import type { FastifyInstance } from 'fastify';
import { buildLoggedApp } from '../logged-app.ts';
import { looksSealed, SecretBox } from '../../src/lib/secret-box.ts';
import { anAdmin, aPendingAttempt, aStudent, TEST_SECRET_BOX, type Person } from '../factories/index.ts';

const KEY = 'c0ffee'.repeat(10) + 'c0ff';
const MERCHANT = 'JT01ACADEMY77';
const SECRET = '9d1e7c3b5a4f2e8d6c0b1a2f3e4d5c6b';
const URL = '/private/admin/payment-settings';

let db: TestDb;
const lines: string[] = [];
const bodies: string[] = [];

function appOn(paymentsMode: 'sandbox' | 'production', secretsKey?: string): Promise<FastifyInstance> {
  return buildLoggedApp(db, lines, { paymentsMode, ...(secretsKey ? { secretsKey } : {}) });
}

const storedSecrets = async () =>
  (
    await db.handle.db
      .select({ id: schema.paymentMethods.id, secret: schema.paymentMethods.secret_key })
      .from(schema.paymentMethods)
      .where(isNotNull(schema.paymentMethods.secret_key))
  ).map((r) => ({ id: r.id, secret: r.secret! }));

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.cleanup());

describe('the demo seed’s plain secrets', () => {
  it('are sealed at start, each still opening to its value', async () => {
    const before = await storedSecrets();
    expect(before.some((r) => !looksSealed(r.secret))).toBe(true);
    const app = await appOn('sandbox');
    await app.ready();
    await app.close();
    const after = await storedSecrets();
    expect(after).toHaveLength(before.length);
    for (const { id, secret } of after) {
      expect(looksSealed(secret)).toBe(true);
      expect(TEST_SECRET_BOX.open(secret)).toBe(DEMO_METHOD_CREDENTIALS[id]!.secret_key);
    }
    expect(lines.join('')).toContain('sealed the payment secrets stored unsealed');
  });
});

describe('a secret saved in production', () => {
  let app: FastifyInstance;
  let admin: Person;
  const call = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
    bodies.push(res.body);
    return res;
  };

  // The 2C2P Payment Action keys (refunds) come only from the environment.
  const ACTION = ['RIAN_TWOC2P_ACTION_PUBLIC_KEY', 'RIAN_TWOC2P_ACTION_PRIVATE_KEY'] as const;
  beforeAll(async () => {
    const keys = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    Object.assign(process.env, { [ACTION[0]]: keys.publicKey, [ACTION[1]]: keys.privateKey });
    app = await appOn('production', KEY);
    await app.ready();
    admin = await anAdmin(db.handle.db);
  });
  afterAll(async () => {
    for (const k of ACTION) delete process.env[k];
    await app.close();
  });

  it('is stored sealed, answered nowhere, and its provider believes only a payment signed with it', async () => {
    const saved = await call('PATCH', `${URL}/providers/twoc2p`, { public_value: MERCHANT, secret: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.providers.find((p: { provider: string }) => p.provider === 'twoc2p')).toMatchObject({
      public_value: MERCHANT,
      secret_set: true,
      secret_problem: null,
    });
    const [row] = await db.handle.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, 3));
    expect(row!.secret_key).not.toContain(SECRET);
    expect(SecretBox.fromEnv(KEY, true)!.open(row!.secret_key!)).toBe(SECRET);
    expect(TEST_SECRET_BOX.open(row!.secret_key!)).toBeNull();
    expect((await call('GET', URL)).statusCode).toBe(200);

    // The 2C2P card method is offered now, and a backend notification is believed only when signed with the stored secret.
    const offered = await app.inject({ url: '/public/payments/methods' });
    expect(offered.json().data.map((m: { id: number }) => m.id)).toContain(3);
    bodies.push(offered.body);
    const buyer = await aStudent(db.handle.db);
    const orderId = await orderWithAttempt(buyer, 'RSEALED0001');
    const notify = (secret: string) =>
      signJwt(
        {
          merchantID: MERCHANT,
          invoiceNo: 'RSEALED0001',
          respCode: '0000',
          amount: '4200.00',
          currencyCode: 'THB',
          tranRef: 'T1',
        },
        secret,
      );
    const forged = await app.inject({
      method: 'POST',
      url: '/webhooks/twoc2p',
      payload: { payload: await notify('wrong-secret-0000') },
    });
    expect(forged.statusCode).toBe(400);
    const real = await app.inject({ method: 'POST', url: '/webhooks/twoc2p', payload: { payload: await notify(SECRET) } });
    expect(real.statusCode).toBe(200);
    const [order] = await db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.payment_status).toBe('approved');
  });

  it('never appears in an admin answer, the audit or the log', async () => {
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.filter((b) => b.includes(SECRET))).toEqual([]);
    expect(lines.filter((l) => l.includes(SECRET))).toEqual([]);
    const audits = await db.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'payment_credentials'));
    expect(audits.at(-1)!.after).toEqual({ public_value: MERCHANT, secret_changed: true });
    expect(JSON.stringify(audits)).not.toContain(SECRET);
  });
});

describe('production without RIAN_SECRETS_KEY', () => {
  it('stores no secret, with SECRETS_KEY_MISSING, and refuses a stored one it cannot open', async () => {
    const app = await appOn('production');
    try {
      await app.ready();
      const admin = await anAdmin(db.handle.db);
      const res = await app.inject({
        method: 'PATCH',
        url: `${URL}/providers/omise`,
        headers: { cookie: admin.cookie },
        payload: { secret: 'skey_live_0123456789abcdef' },
      });
      expect([res.statusCode, res.json().error.code]).toEqual([503, 'SECRETS_KEY_MISSING']);
      const view = await app.inject({ url: URL, headers: { cookie: admin.cookie } });
      expect(view.json().data.providers.find((p: { provider: string }) => p.provider === 'twoc2p').secret_problem).toBe(
        'sealed, and RIAN_SECRETS_KEY is unset',
      );
      expect((await app.inject({ url: '/public/payments/methods' })).json().data.map((m: { id: number }) => m.id)).not.toContain(
        3,
      );
    } finally {
      await app.close();
    }
  });
});

/** An unpaid order of 4,200 THB with a started 2C2P card attempt. */
async function orderWithAttempt(buyer: Person, reference: string): Promise<number> {
  const [order] = await db.handle.db
    .insert(schema.orders)
    .values({
      user_id: buyer.id,
      order_token: `tok-${reference}`,
      payment_method_id: 3,
      price: 420_000,
      total: 420_000,
      currency_code: 'THB',
      email: buyer.user.email,
      cart_signature: `test-${reference}`,
      cancel_at: new Date(Date.now() + 3_600_000),
    } as typeof schema.orders.$inferInsert)
    .returning();
  await aPendingAttempt(db.handle.db, order!, reference);
  return order!.id;
}
