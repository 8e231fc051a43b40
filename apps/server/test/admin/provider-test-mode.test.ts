// A provider switched to its test environment (/private/admin/payment-settings/providers/{p}
// test_mode): the academy tries the provider without taking money. Its methods are offered to
// administrators only and marked; a buyer cannot order or pay with them; an administrator's order is a
// test order, paid through the provider's sandbox, that takes no document number and counts in no
// sale; switching back to live leaves that order unpayable. The administrator is also a student:
// only a student account buys (spec §6). In production the provider talks to its
// test host with its test keys (RIAN_{PROVIDER}_TEST_…), here the Omise sandbox of the listening app.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { OMISE_SANDBOX_PUBLIC_KEY, OMISE_SANDBOX_SECRET_KEY } from '@rian/payments/omise/sandbox/context';
import { aCourse, anAdmin, aStudent, TEST_SECRET_BOX, type MadeCourse, type Person } from '../factories/index.ts';
import { createListeningApp, type ListeningApp } from '../helpers.ts';
import { createPaymentsContext } from '../../src/modules/payments/payments-context.ts';
import { PaymentCredentials } from '../../src/modules/payments/payment-credentials.ts';
import { startPayment } from '../../src/modules/payments/start-payment.ts';
import type { Realtime } from '../../src/modules/realtime/realtime.ts';
import { PaymentBrowser, eventually, outcomeFormOf } from '../payment-browser.ts';
import { deleteOrders } from '../order-cleanup.ts';
import { orderPayload } from '../order-payload.ts';
import { auditRows } from './admin-calls.ts';

let t: ListeningApp;
let publicUrl = '';
let admin: Person;
let buyer: Person;
/** 1,500 THB. */
let course: MadeCourse;
const db = () => t.db.handle.db;
const SETTINGS = '/private/admin/payment-settings';

beforeAll(async () => {
  t = await createListeningApp();
  publicUrl = t.publicUrl;
  // An administrator who is also a student (spec §6: only a student account buys) tries the provider.
  admin = await anAdmin(db(), { is_student: true });
  buyer = await aStudent(db());
  course = await aCourse(db(), { plans: [{ price: 150_000 }] });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await deleteOrders(db(), schema.paymentEvents);
  await switchOmise(false);
});

async function api(who: Person | null, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const res = await fetch(`${publicUrl}${path}`, {
    method,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

async function switchOmise(test: boolean) {
  const res = await api(admin, `${SETTINGS}/providers/omise`, { test_mode: test }, 'PATCH');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

type Listed = { id: number; test?: boolean };
const cartMethods = async (who: Person | null) => (await api(who, '/public/cart/payments/methods')).json.data.methods as Listed[];
const orderOf = async (id: number) => (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

/** Omise PromptPay (9) started by `who` for its order, the sandbox's payer page told "success". */
async function payByPromptPay(who: Person, orderId: number) {
  const started = await api(who, '/api/omise/promptpay', { orderId });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const action = (started.json.data ?? started.json).action as { sandboxUrl: string };
  const browser = new PaymentBrowser(publicUrl, who.cookie);
  const page = await browser.go(action.sandboxUrl);
  await browser.submit(outcomeFormOf(page)!, { outcome: 'success' });
  return eventually(async () => {
    const o = await orderOf(orderId);
    return o.payment_status === 'approved' ? o : null;
  });
}

describe('a provider in its test environment', () => {
  it('moves all its methods at once, audited, and says so in the settings', async () => {
    const data = await switchOmise(true);
    expect(data.providers.find((p: { provider: string }) => p.provider === 'omise').test_mode).toBe(true);
    const omiseMethods = data.methods.filter((m: { provider: string | null }) => m.provider === 'omise');
    expect(omiseMethods.map((m: { id: number; test_mode: boolean }) => [m.id, m.test_mode])).toEqual([
      [8, true],
      [9, true],
    ]);
    const rows = await db()
      .select()
      .from(schema.paymentMethods)
      .where(inArray(schema.paymentMethods.id, [8, 9]));
    expect(rows.every((r) => r.test_mode)).toBe(true);
    const audit = (await auditRows(db(), 'omise', 'payment_credentials')).at(-1);
    expect(audit).toMatchObject({ actor_id: admin.id, before: { test_mode: false }, after: { test_mode: true } });
  });

  it('is offered to administrators only, marked, and never kept by a shared cache', async () => {
    await switchOmise(true);
    for (const who of [null, buyer]) {
      expect((await cartMethods(who)).map((m) => m.id)).not.toContain(9);
      const keys = (await api(who, '/public/payments/methods')).json.data as Listed[];
      expect(keys.map((m) => m.id)).not.toContain(8);
    }
    const staff = await api(admin, '/public/cart/payments/methods');
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect((staff.json.data.methods as Listed[]).filter((m) => m.test)).toEqual([
      expect.objectContaining({ id: 8, test: true }),
      expect.objectContaining({ id: 9, test: true }),
    ]);
    expect((await cartMethods(admin)).find((m) => m.id === 2)?.test).toBeUndefined();
  });

  it("keeps a buyer's order off it: no method chosen", async () => {
    await switchOmise(true);
    const res = await api(buyer, '/private/cart/order', orderPayload(course, { payment_method_id: 9 }));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('NO_PAYMENT_METHOD');
  });

  it("pays an administrator's test order through the sandbox, with no document and no sale", async () => {
    await switchOmise(true);
    const placed = await api(admin, '/private/cart/order', orderPayload(course, { payment_method_id: 9 }));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const orderId = placed.json.orderId as number;
    expect((await orderOf(orderId)).is_test).toBe(true);

    const paid = await payByPromptPay(admin, orderId);
    expect(paid.status).toBe('approved');
    expect(await db().select().from(schema.documents).where(eq(schema.documents.order_id, orderId))).toEqual([]);

    const list = await api(admin, `/private/admin/orders?q=${paid.order_token}`);
    expect(list.json.data).toEqual([expect.objectContaining({ id: orderId, is_test: true })]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const sales = await api(admin, `/private/admin/sales?from=${today}&to=${today}`);
    expect(sales.status, JSON.stringify(sales.json)).toBe(200);
    expect(sales.json.data.paid.count).toBe(0);
  });

  it('leaves a test order unpayable once the provider is live again, and a real order unpayable in test', async () => {
    await switchOmise(true);
    const test = await api(admin, '/private/cart/order', orderPayload(course, { payment_method_id: 9 }));
    await switchOmise(false);
    const refused = await api(admin, '/api/omise/promptpay', { orderId: test.json.orderId });
    expect([refused.status, refused.json.error.code]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);

    const real = await api(buyer, '/private/cart/order', orderPayload(course, { payment_method_id: 9 }));
    expect((await orderOf(real.json.orderId)).is_test).toBe(false);
    await switchOmise(true);
    const inTest = await api(buyer, '/api/omise/promptpay', { orderId: real.json.orderId });
    expect([inTest.status, inTest.json.error.code]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    expect((await orderOf(real.json.orderId)).payment_status).toBe('pending');
  });
});

describe('in production', () => {
  const production = (env: Record<string, string>) =>
    createPaymentsContext({
      db: db(),
      mode: 'production',
      publicUrl,
      realtime: { orderChanged() {} } as unknown as Realtime,
      mailContext: async () => ({ siteTitle: 'Rian', publicUrl }),
      clock: () => new Date(),
      env,
      credentials: new PaymentCredentials({ db: db(), mode: 'production', box: TEST_SECRET_BOX, env, cacheMs: 0 }),
      log: { warn() {}, info() {} },
    });

  it("talks to the provider's test host with its test keys, and refuses a live key there", async () => {
    await switchOmise(true);
    const placed = await api(admin, '/private/cart/order', orderPayload(course, { payment_method_id: 9 }));
    const orderId = placed.json.orderId as number;
    // The provider's test host is the Omise sandbox of this app; its keys are test keys.
    const testHost = {
      RIAN_OMISE_TEST_BASE_URL: `${publicUrl}/sandbox/omise`,
      RIAN_OMISE_TEST_PUBLIC_KEY: OMISE_SANDBOX_PUBLIC_KEY,
      RIAN_OMISE_TEST_SECRET_KEY: OMISE_SANDBOX_SECRET_KEY,
    };
    const started = await startPayment(production(testHost), admin.id, orderId, 9);
    expect(started.action.type).toBe('qr');
    expect(started.providerRef).toMatch(/^chrg_/);

    const live = production({ ...testHost, RIAN_OMISE_TEST_SECRET_KEY: 'skey_5x0n3r2q7s8t9u1v' });
    await expect(startPayment(live, admin.id, orderId, 9)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });
});
