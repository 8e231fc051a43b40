// What the log and the stored callbacks may hold: a full purchase, a failed and a good log-in, a
// password reset request and a database failure leave no password, hash, token, cookie or secret
// in the log, and a stored callback keeps only the provider's headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { twoc2pModule } from '@rian/payments/twoc2p/index';
import { signJwt } from '@rian/payments/twoc2p/protocol';
import type { FastifyInstance } from 'fastify';
import { buildLoggedApp } from './logged-app.ts';
import { aCourse, aPendingAttempt, aStudent, type MadeCourse } from './factories/index.ts';
import { cookieOf } from './helpers.ts';
import { orderPayload } from './order-payload.ts';

let db: TestDb;
let app: FastifyInstance;
let course: MadeCourse;
const lines: string[] = [];
const BUYER = { username: 'buyer', email: 'buyer@example.com', password: 'buyer-password-1' };
const OTHER = { username: 'other', email: 'other@example.com', password: 'other-password-1' };

beforeAll(async () => {
  db = await createTestDb({ seed: 'defaults' });
  await aStudent(db.handle.db, BUYER);
  await aStudent(db.handle.db, OTHER);
  course = await aCourse(db.handle.db);
  app = await buildLoggedApp(db, lines);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.cleanup();
});

const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/public/auth/login', payload: { username, password } });

describe('the log of a purchase, log-ins, a reset and a database error', () => {
  it('holds no password, hash, token, cookie or secret, and stored callbacks keep no cookie', async () => {
    const wrong = await login(BUYER.username, 'not-the-password-9');
    expect(wrong.statusCode).toBe(401);
    const signedIn = await login(BUYER.username, BUYER.password);
    const cookie = cookieOf(signedIn);
    const sessionToken = cookie.split('=')[1]!;

    // A full purchase: the order, its 2C2P attempt, the provider's signed notification.
    const order = await app.inject({
      method: 'POST',
      url: '/private/cart/order',
      headers: { cookie },
      payload: orderPayload(course, { payment_method_id: 15 }),
    });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json().orderId as number;
    const [row] = await db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    await aPendingAttempt(db.handle.db, row!, 'RLOG000001');
    const { merchantId } = twoc2pModule.sandboxCredentials.public;
    const secret = twoc2pModule.sandboxCredentials.secret.secretKey!;
    const payload = await signJwt(
      {
        merchantID: merchantId,
        invoiceNo: 'RLOG000001',
        respCode: '0000',
        amount: (row!.total / 100).toFixed(2),
        currencyCode: 'THB',
        tranRef: 'TLOG1',
      },
      secret,
    );
    const hook = await app.inject({
      method: 'POST',
      url: '/webhooks/twoc2p',
      headers: { cookie, authorization: 'Bearer leaked' },
      payload: { payload },
    });
    expect(hook.statusCode).toBe(200);
    const [paid] = await db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(paid!.payment_status).toBe('approved');

    // A reset request, and the reset link's check with its token in the path.
    await app.inject({ method: 'POST', url: '/public/auth/forgot', payload: { email: OTHER.email } });
    const [mail] = await db.handle.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.text_body} like '%forgotpass?token=%'`);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    await app.inject({ method: 'GET', url: `/public/auth/reset/${resetToken}` });
    await app.inject({ method: 'GET', url: `/forgotpass?token=${resetToken}` });

    // A database failure in the middle of a log-in: the session insert fails.
    await db.handle.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    const broken = await login(OTHER.username, OTHER.password);
    await db.handle.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toMatch(/sessions|insert|\$argon2/i);

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('/public/auth/reset/[redacted]');
    const hashes = (await db.handle.db.select({ h: schema.users.password_hash }).from(schema.users)).map((u) => u.h!);
    for (const secretValue of [
      BUYER.password,
      OTHER.password,
      'not-the-password-9',
      sessionToken,
      resetToken,
      secret,
      payload,
      'Bearer leaked',
      '$argon2',
      ...hashes,
    ]) {
      expect(log.includes(secretValue), `the log holds ${secretValue.slice(0, 12)}…`).toBe(false);
    }

    const [event] = await db.handle.db.select().from(schema.paymentEvents);
    expect(Object.keys(event!.headers as object).sort()).toEqual(['content-type', 'user-agent']);
  });
});
