// /private/admin/products, /shipping-fees and /promotions: a product made from its title, filled in,
// published and seen on the storefront; its stock moved only by signed adjustments (never below zero)
// and by orders, each move in its history; shipping fees and promotions' page content edited; every
// write audited, bad input refused with a catalogue code and nothing written.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  aCourse,
  anAdmin,
  anInstructor,
  anOrder,
  aProduct,
  aPromotion,
  aShippingAddress,
  aShippingFee,
  aStudent,
  type Person,
} from '../factories/index.ts';
import { cancelUnpaidOrders } from '../../src/modules/orders/order-transitions.ts';
import { useTestApp } from '../helpers.ts';
import { orderPayload } from '../order-payload.ts';
import { auditRows, callAs, expectInputError } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const call = callAs(t);

/** A buyer's order of `quantity` units of a product, shipped for the fee, by bank transfer. */
async function placeOrder(buyer: Person, productId: number, quantity: number, feeId: number) {
  const addr = await aShippingAddress(db(), buyer.id);
  const [product] = await db().select().from(schema.products).where(eq(schema.products.id, productId));
  return t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie: buyer.cookie },
    payload: orderPayload(null, {
      withholding_percent: 3,
      products: [{ product_id: productId, quantity }],
      shipping_address_id: addr.id,
      shipping_fee_id: feeId,
      price: product!.price * quantity,
      shipping_fee: 5_000,
    }),
  });
}

/** A product's stock history as [kind, delta, quantity after, order id] rows, newest first. */
async function stockMoves(admin: Person, productId: number) {
  const history = await call(admin, 'GET', `/private/admin/products/${productId}/stock`);
  type Move = { kind: string; delta: number; qty_after: number; order_id: number };
  return history.body.data.map((m: Move) => [m.kind, m.delta, m.qty_after, m.order_id]);
}

const auditOf = (entity: string, id: number) => auditRows(db(), id, entity);

describe('who may call the product, shipping fee and promotion calls', () => {
  it('refuses a visitor (401), a student and an instructor (403), and lets an administrator in', async () => {
    const [admin, student, instructor] = [await anAdmin(db()), await aStudent(db()), await anInstructor(db())];
    const product = await aProduct(db());
    for (const url of [
      '/private/admin/products',
      `/private/admin/products/${product.id}/stock`,
      '/private/admin/shipping-fees',
      '/private/admin/promotions',
    ]) {
      expect((await call(null, 'GET', url)).status).toBe(401);
      expect((await call(student, 'GET', url)).status).toBe(403);
      expect((await call(instructor, 'GET', url)).status).toBe(403);
      expect((await call(admin, 'GET', url)).status).toBe(200);
    }
    const refused = await call(instructor, 'POST', `/private/admin/products/${product.id}/stock`, { delta: 5, reason: 'x' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('products in the back office', () => {
  it('makes an unpublished product from a title, fills it in and publishes it for the storefront', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', '/private/admin/products', { title: '  หนังสือเรียนไพธอน  ' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      title: 'หนังสือเรียนไพธอน',
      slug: `product-${id}`,
      is_published: false,
      available_qty: 0,
      price: 0,
    });
    expect((await t.app.inject({ url: `/public/products/${id}` })).statusCode).toBe(404);

    const images = [
      { url: '/uploads/book-front.jpg', alt: 'ปกหน้า' },
      { url: 'https://cdn.example.com/book-back.jpg', alt: '' },
    ];
    const saved = await call(admin, 'PATCH', `/private/admin/products/${id}`, {
      slug: 'python-book',
      price: 45_000,
      full_price: 59_000,
      sku: 'BK-PY-01',
      picture_url: '/uploads/book-front.jpg',
      image_detail: images,
      is_published: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      slug: 'python-book',
      image_detail: images,
      is_published: true,
      url: `/product/${id}-python-book`,
    });
    const shown = await t.app.inject({ url: `/public/products/${id}-python-book` });
    expect(shown.statusCode).toBe(200);
    expect(JSON.parse(shown.json().data?.image_detail ?? shown.json().image_detail)).toEqual(images);

    const audit = await auditOf('product', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
    ]);
    expect(audit[1]!.before).toMatchObject({ is_published: false, price: 0 });
    expect(audit[1]!.after).toMatchObject({ is_published: true, price: 45_000 });
    expect(audit[1]!.after).not.toHaveProperty('title');
  });

  it('refuses bad fields, a price before discount below the price, and writes nothing', async () => {
    const admin = await anAdmin(db());
    const product = await aProduct(db(), { price: 10_000 });
    const bad = await call(admin, 'PATCH', `/private/admin/products/${product.id}`, {
      price: -1,
      image_detail: [{ url: 'javascript:alert(1)', alt: '' }],
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const stockField = await call(admin, 'PATCH', `/private/admin/products/${product.id}`, { available_qty: 5 });
    // The stock is not a field: a PATCH naming it leaves it as it was.
    expect([stockField.status, stockField.body.data.available_qty]).toEqual([200, 100]);
    const cheaper = await call(admin, 'PATCH', `/private/admin/products/${product.id}`, {
      full_price: 5_000,
      title: 'ไม่ควรบันทึก',
    });
    expectInputError(cheaper, 'full_price');
    const now = await call(admin, 'GET', `/private/admin/products/${product.id}`);
    expect(now.body.data).toMatchObject({ title: product.title, price: 10_000, available_qty: 100 });
    expect((await auditOf('product', product.id)).filter((a) => a.action === 'update')).toHaveLength(1);
    const missing = await call(admin, 'GET', '/private/admin/products/999999');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('moves the stock by signed adjustments with a reason, never below zero, each in the history', async () => {
    const admin = await anAdmin(db());
    const product = await aProduct(db(), { available_qty: 3 });
    const url = `/private/admin/products/${product.id}/stock`;
    const up = await call(admin, 'POST', url, { delta: 10, reason: 'รับของเข้าคลัง' });
    expect([up.status, up.body.data.available_qty]).toEqual([200, 13]);
    const down = await call(admin, 'POST', url, { delta: -4, reason: 'ชำรุด' });
    expect(down.body.data.available_qty).toBe(9);
    const tooMany = await call(admin, 'POST', url, { delta: -10, reason: 'นับผิด' });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([409, 'OUT_OF_STOCK']);
    for (const body of [{ delta: 0, reason: 'ศูนย์' }, { delta: 5, reason: '   ' }, { delta: 1.5, reason: 'ครึ่ง' }, { delta: 5 }]) {
      const refused = await call(admin, 'POST', url, body);
      expect([refused.status, refused.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    }
    const history = await call(admin, 'GET', url);
    expect(history.body.total).toBe(2);
    expect(
      history.body.data.map((m: { delta: number; qty_after: number; reason: string; kind: string; actor_username: string }) => [
        m.kind,
        m.delta,
        m.qty_after,
        m.reason,
        m.actor_username,
      ]),
    ).toEqual([
      ['adjust', -4, 9, 'ชำรุด', admin.user.username],
      ['adjust', 10, 13, 'รับของเข้าคลัง', admin.user.username],
    ]);
    const audit = await auditOf('product', product.id);
    expect(audit.map((a) => a.action)).toEqual(['adjust-stock', 'adjust-stock']);
    expect(audit[0]!.before).toEqual({ available_qty: 3 });
    expect(audit[0]!.after).toEqual({ available_qty: 13, delta: 10, reason: 'รับของเข้าคลัง' });
    expect((await call(admin, 'POST', '/private/admin/products/999999/stock', { delta: 1, reason: 'x' })).status).toBe(404);
  });

  it('records what an order takes from the stock and what its cancellation gives back', async () => {
    const admin = await anAdmin(db());
    const buyer = await aStudent(db());
    const product = await aProduct(db(), { price: 35_000, available_qty: 20 });
    const fee = await aShippingFee(db(), { price: 5_000 });
    const placed = await placeOrder(buyer, product.id, 3, fee.id);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: orderId },
      headers: { cookie: buyer.cookie },
    });
    expect(cancelled.json()).toEqual({ success: true });
    expect(await stockMoves(admin, product.id)).toEqual([
      ['release', 3, 20, orderId],
      ['order', -3, 17, orderId],
    ]);

    const kept = await call(admin, 'DELETE', `/private/admin/products/${product.id}`);
    expect([kept.status, kept.body.error.code]).toEqual([409, 'IN_USE']);
    const usedFee = await call(admin, 'DELETE', `/private/admin/shipping-fees/${fee.id}`);
    expect([usedFee.status, usedFee.body.error.code]).toEqual([409, 'IN_USE']);
  });

  it('writes each of several orders given back together with the stock as it stood after its own units', async () => {
    const admin = await anAdmin(db());
    const product = await aProduct(db(), { price: 10_000, available_qty: 10 });
    const fee = await aShippingFee(db(), { price: 5_000 });
    const first = (await placeOrder(await aStudent(db()), product.id, 2, fee.id)).json().orderId;
    const second = (await placeOrder(await aStudent(db()), product.id, 3, fee.id)).json().orderId;
    await db().transaction((tx) => cancelUnpaidOrders(tx, [first, second], new Date()));
    expect(await stockMoves(admin, product.id)).toEqual([
      ['release', 3, 10, second],
      ['release', 2, 7, first],
      ['order', -3, 5, second],
      ['order', -2, 8, first],
    ]);
  });

  it('deletes a product nobody ordered, audited, and pages, searches and sorts the list', async () => {
    const admin = await anAdmin(db());
    const unused = await aProduct(db());
    const gone = await call(admin, 'DELETE', `/private/admin/products/${unused.id}`);
    expect(gone.body).toEqual({ success: true, data: { id: unused.id } });
    expect((await auditOf('product', unused.id)).map((a) => a.action)).toEqual(['delete']);
    for (const n of [3, 1, 2]) await aProduct(db(), { title: `สมุดค้นหา ${n}`, price: n * 1000, is_published: n !== 2 });
    const page = await call(admin, 'GET', '/private/admin/products?q=สมุดค้นหา&sort=-price&per_page=10');
    expect(page.body.data.map((p: { title: string }) => p.title)).toEqual(['สมุดค้นหา 3', 'สมุดค้นหา 2', 'สมุดค้นหา 1']);
    const hidden = await call(admin, 'GET', '/private/admin/products?q=สมุดค้นหา&published=no');
    expect(hidden.body.data.map((p: { title: string }) => p.title)).toEqual(['สมุดค้นหา 2']);
    const badSort = await call(admin, 'GET', '/private/admin/products?sort=password');
    expect([badSort.status, badSort.body.error.code]).toEqual([400, 'INPUT_ERROR']);
  });
});

describe('shipping fees in the back office', () => {
  it('creates, edits and deletes a fee, for every product or one, audited', async () => {
    const admin = await anAdmin(db());
    const product = await aProduct(db());
    const made = await call(admin, 'POST', '/private/admin/shipping-fees', {
      name: ' EMS ',
      price: 6_000,
      product_id: product.id,
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      name: 'EMS',
      price: 6_000,
      price_usd: null,
      product_id: product.id,
      product_title: product.title,
    });
    const shown = await t.app.inject({ url: `/public/products/${product.id}` });
    expect(JSON.stringify(shown.json())).toContain('EMS');
    const edited = await call(admin, 'PATCH', `/private/admin/shipping-fees/${id}`, { product_id: null, price_usd: 200 });
    expect(edited.body.data).toMatchObject({ product_id: null, product_title: null, price_usd: 200, price: 6_000 });
    const list = await call(admin, 'GET', '/private/admin/shipping-fees?q=EMS');
    expect(list.body.data.map((f: { id: number }) => f.id)).toContain(id);
    expect((await call(admin, 'DELETE', `/private/admin/shipping-fees/${id}`)).status).toBe(200);
    expect((await auditOf('shipping_fee', id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a negative price, a missing name and an unknown product', async () => {
    const admin = await anAdmin(db());
    for (const body of [
      { name: 'ลบ', price: -1 },
      { name: '', price: 100 },
      { name: 'ไม่มีสินค้า', price: 100, product_id: 999_999 },
    ]) {
      const res = await call(admin, 'POST', '/private/admin/shipping-fees', body);
      expect([res.status, res.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    }
    expect((await db().select().from(schema.shippingFees).where(eq(schema.shippingFees.name, 'ไม่มีสินค้า'))).length).toBe(0);
  });
});

describe('promotions’ page content in the back office', () => {
  it('creates an inactive promotion from its title and edits the content a running one shows', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', '/private/admin/promotions', { title: 'โปรใหม่' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'โปรใหม่', is_active: false, courses: [] });
    expect((await t.app.inject({ url: `/public/promotion/${made.body.data.id}` })).statusCode).toBe(404);

    const course = await aCourse(db(), { title: 'คอร์สในโปร' });
    const running = await aPromotion(db(), { courses: [] });
    const edited = await call(admin, 'PATCH', `/private/admin/promotions/${running.id}`, {
      title: 'ลดต้นปี',
      description: 'ลดราคาทุกคอร์ส',
      picture_url: '/uploads/promo.png',
      description_list: ['ลด 500 บาท'],
      courses: [course.id, course.id],
    });
    expect(edited.body.data).toMatchObject({ title: 'ลดต้นปี', courses: [course.id], description_list: ['ลด 500 บาท'] });
    const page = await t.app.inject({ url: `/public/promotion/${running.id}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('คอร์สในโปร');
    expect(JSON.stringify(page.json())).toContain('ลดต้นปี');
    expect((await auditOf('promotion', running.id)).map((a) => a.action)).toEqual(['update']);

    const unknown = await call(admin, 'PATCH', `/private/admin/promotions/${running.id}`, { courses: [999_999] });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const buyer = await aStudent(db());
    await anOrder(db(), { buyer, promotion_id: running.id });
    const kept = await call(admin, 'DELETE', `/private/admin/promotions/${running.id}`);
    expect([kept.status, kept.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await call(admin, 'DELETE', `/private/admin/promotions/${made.body.data.id}`)).status).toBe(200);
  });
});
