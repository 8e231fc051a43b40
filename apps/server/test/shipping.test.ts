// Shipping through the real app and database: a buyer's own addresses (at most 20, one default,
// nobody else's) and the fees a cart's products may choose (spec §3 Cart, §5 shipping with products).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aProduct, aShippingFee, anAdmin, anInstructor, aStudent } from './factories/index.ts';
import { useTestApp } from './helpers.ts';
import { shippingFeesFor } from '../src/modules/shipping/shipping.service.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

type Address = { id: number; name: string; tel: string; address: string; postcode: string; is_default: number };

const address = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  tel: '0812345678',
  address: '99/1 ถนนพระราม 4 แขวงสี่พระยา เขตบางรัก กรุงเทพฯ',
  postcode: '10500',
  ...extra,
});
const list = async (cookie: string): Promise<Address[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/private/shipping/addresses', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const add = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/private/shipping/addresses', payload: body, headers: { cookie } });
const remove = (cookie: string, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/private/shipping/addresses/${id}`, headers: { cookie } });

describe('shipping addresses', () => {
  it('refuses a visitor with PERMISSION_DENIED', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/private/shipping/addresses' }),
      await t.app.inject({ method: 'POST', url: '/private/shipping/addresses', payload: address('ก') }),
      await t.app.inject({ method: 'DELETE', url: '/private/shipping/addresses/1' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('PERMISSION_DENIED');
    }
  });

  it('makes the first address the default, keeps one default, and lists the default first then the newest', async () => {
    const { cookie } = await aStudent(db());
    expect(await list(cookie)).toEqual([]);

    const first = await add(cookie, address('  บ้าน  ', { is_default: 0 }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'บ้าน', tel: '0812345678', postcode: '10500', is_default: 1 });
    const home = first.json().data as Address;

    const office = (await add(cookie, address('ที่ทำงาน'))).json().data as Address;
    expect(office.is_default).toBe(0);
    expect((await list(cookie)).map((a) => [a.id, a.is_default])).toEqual([
      [home.id, 1],
      [office.id, 0],
    ]);

    const parents = (await add(cookie, address('บ้านพ่อแม่', { is_default: 1 }))).json().data as Address;
    expect(parents.is_default).toBe(1);
    expect((await list(cookie)).map((a) => [a.id, a.is_default])).toEqual([
      [parents.id, 1],
      [office.id, 0],
      [home.id, 0],
    ]);

    const friend = (await add(cookie, address('เพื่อน', { is_default: true }))).json().data as Address;
    const rows = await list(cookie);
    expect(rows.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([friend.id]);
    expect(rows.map((a) => a.id)).toEqual([friend.id, parents.id, office.id, home.id]);
  });

  it('refuses invalid fields with INPUT_ERROR', async () => {
    const { cookie } = await aStudent(db());
    for (const body of [
      address('', {}),
      address('ก', { tel: '08-1234-5678' }),
      address('ก', { tel: '12345678' }),
      address('ก', { postcode: '1050' }),
      address('ก', { postcode: '05000' }),
      address('ก', { address: '   ' }),
      address('ก', { is_default: 2 }),
    ]) {
      const res = await add(cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });

  it('shows and deletes only the caller’s own addresses; another user’s is NOT_FOUND', async () => {
    const student = await aStudent(db());
    const partner = await aStudent(db());
    const mine = (await add(student.cookie, address('ของนักเรียน'))).json().data as Address;

    expect((await list(partner.cookie)).map((a) => a.id)).not.toContain(mine.id);
    const foreign = await remove(partner.cookie, mine.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect((await list(student.cookie)).map((a) => a.id)).toContain(mine.id);

    const own = await remove(student.cookie, mine.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect((await list(student.cookie)).map((a) => a.id)).not.toContain(mine.id);
    expect((await remove(student.cookie, mine.id)).statusCode).toBe(404);
    expect((await remove(student.cookie, 'abc')).statusCode).toBe(400);
  });

  it('passes the default to the newest remaining address when the default is deleted', async () => {
    const { cookie } = await anInstructor(db());
    const a = (await add(cookie, address('หนึ่ง'))).json().data as Address;
    const b = (await add(cookie, address('สอง'))).json().data as Address;
    const c = (await add(cookie, address('สาม'))).json().data as Address;
    expect(a.is_default).toBe(1);
    expect((await remove(cookie, a.id)).statusCode).toBe(200);
    expect((await list(cookie)).map((x) => [x.id, x.is_default])).toEqual([
      [c.id, 1],
      [b.id, 0],
    ]);
    // Deleting an address that is not the default leaves the default alone.
    expect((await remove(cookie, b.id)).statusCode).toBe(200);
    expect((await list(cookie)).map((x) => [x.id, x.is_default])).toEqual([[c.id, 1]]);
  });

  it('keeps at most 20 addresses per user: the 21st is INPUT_ERROR', async () => {
    const { cookie, id } = await anAdmin(db());
    await db()
      .insert(schema.shippingAddresses)
      .values(Array.from({ length: 19 }, (_, i) => ({ user_id: id, ...address(`ที่อยู่ ${i + 1}`), is_default: i === 0 ? 1 : 0 })));
    const twentieth = await add(cookie, address('ที่อยู่ 20'));
    expect(twentieth.statusCode).toBe(200);
    const over = await add(cookie, address('ที่อยู่ 21', { is_default: 1 }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, error: { code: 'INPUT_ERROR' } });
    const rows = await db().select().from(schema.shippingAddresses).where(eq(schema.shippingAddresses.user_id, id));
    expect(rows).toHaveLength(20);
    // The refused default did not take the default away from the existing one.
    expect(rows.filter((r) => r.is_default === 1)).toHaveLength(1);
  });
});

describe('GET /public/shipping/fees', () => {
  const fees = (query: string) => t.app.inject({ method: 'GET', url: `/public/shipping/fees?${query}` });
  const ids = async (query: string) => {
    const res = await fees(query);
    expect(res.statusCode).toBe(200);
    return res.json().data.map((f: { id: number }) => f.id);
  };
  /** Three products; two fees for every product (sorted 1, 2) and a third for the third product only. */
  let p1: number, p2: number, p3: number;
  let f1: number, f2: number, f3: number;
  beforeAll(async () => {
    [p1, p2, p3] = [(await aProduct(db())).id, (await aProduct(db())).id, (await aProduct(db())).id];
    f1 = (await aShippingFee(db(), { name: 'ไปรษณีย์ไทย EMS', price: 5000, sort: 1 })).id;
    f2 = (await aShippingFee(db(), { name: 'Kerry Express', price: 6000, sort: 2 })).id;
    f3 = (await aShippingFee(db(), { product_id: p3, name: 'Flash Express พัสดุขนาดใหญ่', price: 9000, sort: 3 })).id;
  });

  it('answers the fees for every product plus those of a listed product, by sort then id', async () => {
    expect(await ids(`product_id=${p1}`)).toEqual([f1, f2]);
    expect(await ids(`product_id=${p2}`)).toEqual([f1, f2]);
    // The third fee ships the third product only.
    expect(await ids(`product_id=${p3}`)).toEqual([f1, f2, f3]);
    expect(await ids(`product_id=${p1},${p3}`)).toEqual([f1, f2, f3]);
    expect(await ids(`product_id=${p3},${p3}`)).toEqual([f1, f2, f3]);
    const res = await fees(`product_id=${p3}`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().data[2]).toEqual({ id: f3, name: 'Flash Express พัสดุขนาดใหญ่', price: 9000, price_usd: null });
  });

  it('follows the sort an administrator sets', async () => {
    await db().update(schema.shippingFees).set({ sort: 0 }).where(eq(schema.shippingFees.id, f3));
    try {
      expect(await ids(`product_id=${p3}`)).toEqual([f3, f1, f2]);
    } finally {
      await db().update(schema.shippingFees).set({ sort: 3 }).where(eq(schema.shippingFees.id, f3));
    }
  });

  it('treats an id no product can have as no product, never as a server error', async () => {
    expect(await ids('product_id=9999999999')).toEqual([f1, f2]);
  });

  it('refuses a missing or malformed product list with INPUT_ERROR', async () => {
    for (const query of ['', 'product_id=', 'product_id=0', 'product_id=abc', 'product_id=1,,2', 'product_id=-1']) {
      const res = await fees(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });

  it('shares its rule with order creation through shippingFeesFor', async () => {
    expect((await shippingFeesFor(db(), [p3])).map((f) => f.id)).toEqual([f1, f2, f3]);
    expect((await shippingFeesFor(db(), [])).map((f) => f.id)).toEqual([f1, f2]);
  });
});
