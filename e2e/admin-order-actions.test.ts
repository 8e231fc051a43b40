// End-to-end: the order page's actions in the system Chromium, on a database with the site defaults
// only. A buyer paid for a book; the owner opens the order, ships it with its carrier and tracking
// number and leaves an internal note; the order then shows the parcel shipped, and the buyer's own
// order list (on a phone) shows the carrier and the tracking number, and not the note.
import { describe, expect, it } from 'vitest';
import { schema, type Db } from '@rian/db';
import { anAdmin, anOrder, aProduct, aStudent } from './factories.ts';
import type { OrderRow, Person } from './factories.ts';
import { mailsTo, notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'order-actions-e2e-password';
const SHIPMENT = { carrier: 'ไปรษณีย์ไทย EMS', tracking: 'EF582621345TH', note: 'ลูกค้าขอให้ส่งก่อนวันศุกร์ (บันทึกภายใน)' };
const made = {} as { admin: Person; buyer: Person; order: OrderRow };

/** A paid order of one book, to be shipped to the buyer's address. */
async function aPaidBookOrder(db: Db, buyer: Person): Promise<OrderRow> {
  const book = await aProduct(db, { title: 'หนังสือบัญชีสำหรับเจ้าของกิจการ', price: 45_000, available_qty: 10 });
  const order = await anOrder(db, {
    buyer,
    state: 'paid',
    price: 45_000,
    total: 50_000,
    shipping_fee: 5_000,
    shipping_status: 'awaiting',
    shipping_address: { name: 'มาลี ใจดี', tel: '0812345678', address: '99 ถนนสุขุมวิท กรุงเทพฯ', postcode: '10110' },
  });
  await db.insert(schema.orderProducts).values({ order_id: order.id, product_id: book.id, price: 45_000, quantity: 1 });
  return order;
}

const ctx = useDefaultsStack(async (db) => {
  made.admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  made.buyer = await aStudent(db, { username: 'malee', firstname: 'มาลี', lastname: 'ใจดี', password: PASSWORD });
  made.order = await aPaidBookOrder(db, made.buyer);
});

describe('the order page’s actions', () => {
  it('the owner ships a paid book order and notes it; the buyer sees the tracking number, not the note', async () => {
    const { admin, buyer, order } = made;
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/orders/${order.id}`, DESKTOP);
    await page.getByRole('heading', { name: `คำสั่งซื้อ #${order.id}` }).waitFor();
    // Awaiting shipping: ship is offered, deliver is not yet.
    expect(await page.getByTestId('shipping-status').textContent()).toBe('รอจัดส่ง');
    expect(await page.getByTestId('order-deliver').count()).toBe(0);
    await page.getByTestId('order-ship').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('order-ship-confirm').click();
    await notice(page, 'คุณกรอกข้อมูลไม่ถูกต้อง');
    await dialog.getByTestId('order-ship-carrier').fill(SHIPMENT.carrier);
    await dialog.getByTestId('order-ship-tracking').fill(SHIPMENT.tracking);
    await page.screenshot({ path: screenshotPath('admin-ship-dialog-desktop') });
    await dialog.getByTestId('order-ship-confirm').click();
    await notice(page, 'บันทึกการจัดส่งและส่งอีเมลแจ้งผู้ซื้อแล้ว');
    await page.getByTestId('shipping-tracking').getByText(SHIPMENT.tracking).waitFor();
    expect(await page.getByTestId('shipping-status').textContent()).toBe('จัดส่งแล้ว');
    // Shipped: deliver is now offered, ship no more.
    await page.getByTestId('order-deliver').waitFor();
    expect(await page.getByTestId('order-ship').count()).toBe(0);

    await page.getByTestId('order-note').click();
    await page.getByRole('dialog').getByTestId('order-note-body').fill(SHIPMENT.note);
    await page.getByRole('dialog').getByTestId('order-note-confirm').click();
    await notice(page, 'เพิ่มบันทึกแล้ว');
    await page.getByTestId('order-notes').getByText(SHIPMENT.note).waitFor();
    await page.getByTestId('order-timeline').getByText('ผู้ดูแล owner: จัดส่งสินค้า').waitFor();
    await page.getByTestId('order-timeline').getByText(SHIPMENT.note).waitFor();
    await page.screenshot({ path: screenshotPath('admin-order-shipped-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const mails = await mailsTo(ctx.stack, 'order_shipped', buyer.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`หมายเลขพัสดุ: ${SHIPMENT.tracking}`);

    const visit = await ctx.visit('/', PHONE);
    await signIn(visit.page, 'malee', PASSWORD);
    await visit.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const card = visit.page.getByTestId('order-card').first();
    await card.waitFor();
    const parcel = card.getByTestId('order-parcel');
    await parcel.waitFor();
    expect(await parcel.textContent()).toContain('จัดส่งแล้ว');
    expect(await parcel.textContent()).toContain(SHIPMENT.carrier);
    expect(await card.getByTestId('order-tracking').textContent()).toContain(SHIPMENT.tracking);
    expect(await visit.page.content()).not.toContain('บันทึกภายใน)');
    await parcel.scrollIntoViewIfNeeded();
    await visit.page.screenshot({ path: screenshotPath('buyer-order-shipped-phone'), fullPage: true });
    await closeClean(visit);
  });
});
