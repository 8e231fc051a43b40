// /private/admin/payment-settings: every method of the domain's table with its switch, and each
// provider's stored credentials with the secret write-only (payments.md). Administrators only; a
// switched-off method leaves the cart at once; a demo secret is flagged as refused in production.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_METHOD_CREDENTIALS, schema } from '@rian/db';
import { PAYMENT_METHODS } from '@rian/domain/payment-methods';
import { anAdmin, anInstructor, aStudent, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/payment-settings';

async function call(who: Person | null, method: 'GET' | 'PATCH', url: string, payload?: object) {
  const headers = who ? { cookie: who.cookie } : {};
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

const omiseRow = async () => (await db().select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, 8)))[0]!;

describe('payment settings in the back office', () => {
  it('lets only an administrator read or change them', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    const calls = [
      ['GET', URL],
      ['PATCH', `${URL}/methods/2`, { enabled: false }],
      ['PATCH', `${URL}/providers/omise`, { secret: 'skey_live_x' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect([url, (await call(null, method, url, body)).status]).toEqual([url, 401]);
      expect([url, (await call(student, method, url, body)).status]).toEqual([url, 403]);
      expect([url, (await call(instructor, method, url, body)).status]).toEqual([url, 403]);
    }
    expect((await omiseRow()).secret_key).not.toBe('skey_live_x');
  });

  it('lists every method of the table and every provider, never a secret', async () => {
    const admin = await anAdmin(db());
    await db().update(schema.paymentMethods).set({ secret_key: 'skey_live_hidden_value' }).where(eq(schema.paymentMethods.id, 8));
    const res = await call(admin, 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.data.methods.map((m: { id: number }) => m.id)).toEqual(PAYMENT_METHODS.map((m) => m.id));
    const omise = res.body.data.providers.find((p: { provider: string }) => p.provider === 'omise');
    expect(omise).toMatchObject({ public_key: 'publicKey', secret_key: 'secretKey', secret_set: true, secret_problem: null });
    expect(res.raw).not.toContain('skey_live_hidden_value');
  });

  it('switches a method off, audited, and the cart stops offering it at once', async () => {
    const admin = await anAdmin(db());
    const offered = async () =>
      ((await t.app.inject({ url: '/public/cart/payments/methods' })).json().data.methods as { id: number }[]).map((m) => m.id);
    await call(admin, 'PATCH', `${URL}/methods/2`, { enabled: true });
    expect(await offered()).toContain(2);
    const off = await call(admin, 'PATCH', `${URL}/methods/2`, { enabled: false });
    expect(off.body.data.methods.find((m: { id: number }) => m.id === 2).enabled).toBe(false);
    expect(await offered()).not.toContain(2);
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'payment_method'), eq(schema.auditLog.entity_id, '2')))
      .orderBy(schema.auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({ actor_id: admin.id, before: { enabled: true }, after: { enabled: false } });
    expect((await call(admin, 'PATCH', `${URL}/methods/5`, { enabled: true })).status).toBe(404);
    await call(admin, 'PATCH', `${URL}/methods/2`, { enabled: true });
  });

  it('replaces a secret only with a new value, audits that it changed but not what it is, and flags a demo one', async () => {
    const admin = await anAdmin(db());
    const secret = 'skey_live_5x0newsecret';
    const set = await call(admin, 'PATCH', `${URL}/providers/omise`, { public_value: 'pkey_live_5x0public', secret });
    expect(set.status).toBe(200);
    expect(set.raw).not.toContain(secret);
    expect(set.body.data.providers.find((p: { provider: string }) => p.provider === 'omise')).toMatchObject({
      public_value: 'pkey_live_5x0public',
      secret_set: true,
      secret_problem: null,
    });
    expect(await omiseRow()).toMatchObject({ application_id_1: 'pkey_live_5x0public', secret_key: secret });

    await call(admin, 'PATCH', `${URL}/providers/omise`, { secret: '' });
    expect((await omiseRow()).secret_key).toBe(secret);

    const demo = DEMO_METHOD_CREDENTIALS[8]!.secret_key;
    const flagged = await call(admin, 'PATCH', `${URL}/providers/omise`, { secret: demo });
    expect(flagged.body.data.providers.find((p: { provider: string }) => p.provider === 'omise').secret_problem).toBe(
      'a demo value',
    );

    const audits = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'payment_credentials'))
      .orderBy(schema.auditLog.id);
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain(demo);
    expect(audits.at(-3)!.after).toEqual({ public_value: 'pkey_live_5x0public', secret_changed: true });
    expect(audits.at(-2)!.after).toEqual({});
    expect(audits.at(-1)!.after).toEqual({ secret_changed: true });
    const unknown = await call(admin, 'PATCH', `${URL}/providers/stripe`, { secret: 'x' });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INPUT_ERROR']);
  });
});
