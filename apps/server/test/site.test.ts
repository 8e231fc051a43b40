// Site-wide public calls of spec §7: settings, texts, custom labels, user groups, how to buy, and
// the cart's payment methods, which must never carry a secret.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  CartPaymentMethodsResponseSchema,
  CustomLabelListResponseSchema,
  ErrorResponseSchema,
  HowToBuyResponseSchema,
  SiteSettingsResponseSchema,
  TextsResponseSchema,
  UserGroupListResponseSchema,
} from '@rian/contracts';
import { aCustomLabel, aText, aUserGroup, methodCredentials } from './factories/index.ts';
import { useTestApp, rebuild } from './helpers.ts';

const t = useTestApp({
  seed: 'defaults',
  settings: { howtobuy_description: 'เลือกคอร์ส ชำระเงิน แล้วเริ่มเรียนได้ทันที' },
});
const LABEL_TYPES = ['inputtext', 'select', 'multiple', 'checkbox', 'radio', 'image'];

beforeAll(async () => {
  const db = t.db.handle.db;
  await aText(db, 'th', 'home.hero.title', 'เรียนออนไลน์กับผู้เชี่ยวชาญ');
  await aText(db, 'th', 'cart.checkout', 'ชำระเงิน');
  await aText(db, 'en', 'home.hero.title', 'Learn online with experts');
  // Made in another order than shown, so that the order_label order is what the list follows.
  for (const [i, type_label] of LABEL_TYPES.entries()) {
    await aCustomLabel(db, { type_label, order_label: (i * 4) % LABEL_TYPES.length, item_list: ['ก', 'ข'] });
  }
  await aUserGroup(db, [], 'พันธมิตร');
  await methodCredentials(db, 8, { application_id_1: 'pkey_academy_omise', secret_key: 'skey_academy_omise_secret' });
  await methodCredentials(db, 3, { application_id_1: 'JT01ACADEMY', secret_key: 'academy-2c2p-signing-secret' });
  await rebuild(t);
});
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('site settings', () => {
  it('GET /api/setting/site/into/1 gives auto_cancel, title and the public flags', async () => {
    const body = SiteSettingsResponseSchema.parse((await get('/api/setting/site/into/1')).json());
    expect(body.data.auto_cancel).toBeGreaterThan(0);
    expect(body.data.title).toBeTruthy();
    expect(body.data.contact_fields.email).toEqual({ enable: true, require: true });
  });

  it('answers NOT_FOUND for another site and INPUT_ERROR for a non-number', async () => {
    const missing = await get('/api/setting/site/into/2');
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
    const bad = await get('/api/setting/site/into/abc');
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(bad.json()).error.code).toBe('INPUT_ERROR');
  });
});

describe('texts', () => {
  it('serves the customised texts of each language', async () => {
    const rows = await t.db.handle.db.select().from(schema.textOverrides).where(eq(schema.textOverrides.lang, 'th'));
    const th = TextsResponseSchema.parse((await get('/public/i18n/th')).json()).data;
    for (const r of rows) expect(th[r.key]).toBe(r.value);
    expect(TextsResponseSchema.parse((await get('/public/i18n/en')).json()).success).toBe(true);
    expect((await get('/public/i18n/fr')).statusCode).toBe(400);
  });
});

describe('registration data', () => {
  it('GET /public/customlabel lists one field of every type, in order', async () => {
    const labels = CustomLabelListResponseSchema.parse((await get('/public/customlabel')).json()).data;
    expect(new Set(labels.map((l) => l.type_label))).toEqual(
      new Set(['inputtext', 'select', 'multiple', 'checkbox', 'radio', 'image']),
    );
    const orders = labels.map((l) => l.order_label);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('GET /api/user/group lists the groups with one default', async () => {
    const groups = UserGroupListResponseSchema.parse((await get('/api/user/group')).json()).data;
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.filter((g) => g.is_default === 1)).toHaveLength(1);
  });

  it('GET /public/payments/howtobuy gives the flag and text', async () => {
    const body = HowToBuyResponseSchema.parse((await get('/public/payments/howtobuy')).json());
    expect(body.data.is_enable_howtobuy).toBe(1);
    expect(body.data.description.length).toBeGreaterThan(0);
  });
});

describe('GET /public/cart/payments/methods', () => {
  it('lists the eleven methods of spec §2, the first preselected, and no secret', async () => {
    const res = await get('/public/cart/payments/methods');
    const body = CartPaymentMethodsResponseSchema.parse(res.json());
    expect(body.data.methods.map((m) => m.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]);
    expect(body.data.selected).toBe(body.data.methods[0]!.id);
    const secrets = (await t.db.handle.db.select().from(schema.paymentMethods)).map((m) => m.secret_key).filter(Boolean);
    expect(secrets.length).toBeGreaterThan(0);
    for (const s of secrets) expect(res.body).not.toContain(s!);
    expect(res.body).not.toMatch(/secret|application_id_2/);
  });

  it('preselects id 1 when no method is enabled', async () => {
    await t.db.handle.db.update(schema.paymentMethods).set({ is_enabled: false });
    // Written behind the app's back: a new app, so the memo of the methods is not the one read before.
    await rebuild(t);
    try {
      const body = CartPaymentMethodsResponseSchema.parse((await get('/public/cart/payments/methods')).json());
      expect(body.data).toEqual({ methods: [], selected: 1 });
    } finally {
      await t.db.handle.db.update(schema.paymentMethods).set({ is_enabled: true });
      await rebuild(t);
    }
  });
});

describe('unknown routes and bad requests', () => {
  it('answers JSON NOT_FOUND for an unknown API route, never a stack', async () => {
    for (const url of ['/public/nope', '/api/nothing/here', '/private/x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('serves OpenAPI at /docs', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const p of ['/public/courses', '/public/course/cate/pathname', '/public/product', '/api/setting/site/into/{id}']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
