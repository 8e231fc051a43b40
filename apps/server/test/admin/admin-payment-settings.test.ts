// /private/admin/payment-settings: every method of the domain's table with its switch, and each
// provider's stored credentials with the secret write-only (payments.md). Administrators only; a
// switched-off method leaves the cart at once; a demo secret is flagged as refused in production.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_METHOD_CREDENTIALS, schema } from '@rian/db';
import { PAYMENT_METHODS } from '@rian/domain/payment-methods';
import { anAdmin, anInstructor, aStudent, methodCredentials, TEST_SECRET_BOX, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/payment-settings';

async function call(who: Person | null, method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) {
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
    await methodCredentials(db(), 8, { secret_key: 'skey_live_hidden_value' });
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
    const row = await omiseRow();
    expect(row.application_id_1).toBe('pkey_live_5x0public');
    expect(row.secret_key).not.toContain(secret);
    expect(TEST_SECRET_BOX.open(row.secret_key!)).toBe(secret);

    await call(admin, 'PATCH', `${URL}/providers/omise`, { secret: '' });
    expect((await omiseRow()).secret_key).toBe(row.secret_key);

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

  it('puts the methods in the order the checkout lists them, audited, and refuses a list that leaves one out', async () => {
    const admin = await anAdmin(db());
    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: '/public/payments/methods' })).json().data as { id: number }[]).map((m) => m.id);
    const start = (await call(admin, 'GET', URL)).body.data.methods.map((m: { id: number }) => m.id) as number[];
    const ids = [start[4]!, ...start.filter((_, i) => i !== 4)];
    const moved = await call(admin, 'PUT', `${URL}/methods/order`, { ids });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.data.methods.map((m: { id: number }) => m.id)).toEqual(ids);
    expect((await listed())[0]).toBe(ids[0]);
    const [audit] = await auditRows(db(), 'all', 'payment_method');
    expect(audit).toMatchObject({ action: 'reorder', before: { ids: start }, after: { ids } });
    const short = await call(admin, 'PUT', `${URL}/methods/order`, { ids: ids.slice(1) });
    expect([short.status, short.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    await call(admin, 'PUT', `${URL}/methods/order`, { ids: start });
    expect((await listed())[0]).toBe(start[0]);
  });
});
