// Receipts, tax invoices and credit notes (payments.md "Thai tax and formats"): a paid
// order is issued its numbered document in the transaction of its payment, numbers run without gap or
// repeat under concurrent payments, a payment that rolls back takes no number, a buyer reads only their
// own documents, and the PDF carries the number and the Thai title.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { buddhistYear } from '@rian/domain/thai-documents';
import { markOrderPaid } from '../../src/modules/payments/mark-paid.ts';
import { issueCreditNote } from '../../src/modules/documents/issue-credit-note.ts';
import { anAdmin, anOrder, aCourse, aStudent, siteSettings, type MadeCourse, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { deleteOrders } from '../order-cleanup.ts';
import { approveTransfer } from '../approve-transfer.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const mail = { siteTitle: 'Rian', publicUrl: 'https://academy.example' };
const year = buddhistYear(new Date());

const SELLER = {
  seller_legal_name: 'บริษัท เรียน อคาเดมี จำกัด',
  seller_address: '99/1 ถนนสีลม กรุงเทพมหานคร 10500',
  seller_tax_id: '0105558123451',
  seller_branch: '00000',
  seller_vat_registered: 1,
};
const NO_SELLER = { seller_legal_name: '', seller_address: '', seller_tax_id: '', seller_vat_registered: 0 };
const COMPANY = {
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท ผู้ซื้อ จำกัด',
  tax_name_two: '00012',
  tax_payer_identification_no: '0505561000011',
  tax_address: '12 ถนนนิมมานเหมินท์ เชียงใหม่',
  tax_postcode: '50200',
};

let admin: Person;
let buyer: Person;
let course: MadeCourse;

beforeEach(async () => {
  await deleteOrders(db(), schema.paymentReports);
  await siteSettings(db(), NO_SELLER);
  admin ??= await anAdmin(db());
  buyer ??= await aStudent(db());
  course ??= await aCourse(db(), { plans: [{ price: 120_000 }] });
});

/** An order under review with its transfer report, approved by the administrator through the API. */
async function paidByAdmin(columns: Partial<typeof schema.orders.$inferInsert> = {}) {
  const order = await anOrder(db(), { buyer, courses: [course], state: 'underReview', vat: 7_850, vat_rate_bp: 700, ...columns });
  const res = await approveTransfer(t.app, db(), admin.cookie, order);
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

/** Thai as the PDF's text reads back (sara am as nikhahit and sara aa). */
const nfkc = (s: string) => s.normalize('NFKC');

const get = (url: string, who: Person) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

async function documentsOf(orderId: number) {
  return db().select().from(schema.documents).where(eq(schema.documents.order_id, orderId)).orderBy(schema.documents.id);
}

describe('the document of a paid order', () => {
  it('approving a transfer issues one receipt, listed for the buyer with its PDF', async () => {
    const order = await paidByAdmin();
    const docs = await documentsOf(order.id);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ kind: 'receipt', number: `RC${year}-000001`, amount: 120_000, seq: 1 });

    const list = await get(`/private/orders/${order.id}/documents`, buyer);
    expect(list.statusCode).toBe(200);
    const [item] = list.json().data;
    expect(item).toMatchObject({ kind: 'receipt', number: `RC${year}-000001`, amount: 120_000, currency_code: 'THB' });
    expect(item.url).toBe(`/private/orders/${order.id}/documents/${docs[0]!.id}.pdf`);

    const pdf = await get(item.url, buyer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="RC${year}-000001.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`RC${year}-000001`);
    expect(text).toContain(nfkc('ใบเสร็จรับเงิน'));
    expect(text).toContain(nfkc('หนึ่งพันสองร้อยบาทถ้วน'));
  });

  it('a buyer who asked for a tax invoice gets a TX number with their tax data when the seller is complete', async () => {
    await siteSettings(db(), SELLER);
    const order = await paidByAdmin({ tax_invoice: COMPANY });
    const [doc] = await documentsOf(order.id);
    expect(doc).toMatchObject({ kind: 'tax_invoice', number: `TX${year}-000001` });
    const snap = doc!.snapshot as { buyer: Record<string, string>; seller: Record<string, string>; figures: { vat: number } };
    expect(snap.buyer).toMatchObject({ name: 'บริษัท ผู้ซื้อ จำกัด', taxId: '0505561000011', branch: 'สาขาที่ 00012' });
    expect(snap.seller).toMatchObject({ name: SELLER.seller_legal_name, taxId: SELLER.seller_tax_id, branch: 'สำนักงานใหญ่' });
    expect(snap.figures.vat).toBe(7_850);
    const text = await pdfText((await get(`/private/orders/${order.id}/documents/${doc!.id}.pdf`, buyer)).rawPayload);
    expect(text).toContain(`TX${year}-000001`);
    expect(text).toContain(nfkc('ใบกำกับภาษี'));
    expect(text).toContain('0505561000011');
  });

  it('without the seller data a tax invoice is not issued: the buyer gets a receipt', async () => {
    const order = await paidByAdmin({ tax_invoice: COMPANY });
    expect(await documentsOf(order.id)).toMatchObject([{ kind: 'receipt', number: `RC${year}-000001` }]);
  });

  it('a later change of the settings does not alter an issued document', async () => {
    await siteSettings(db(), SELLER);
    const order = await paidByAdmin({ tax_invoice: COMPANY });
    await siteSettings(db(), { seller_legal_name: 'ชื่อใหม่ จำกัด' });
    const [doc] = await documentsOf(order.id);
    const text = await pdfText((await get(`/private/orders/${order.id}/documents/${doc!.id}.pdf`, buyer)).rawPayload);
    expect(text).toContain(nfkc(SELLER.seller_legal_name));
    expect(text).not.toContain('ชื่อใหม่');
  });
});

describe('numbering', () => {
  it('20 orders paid at once get numbers 1..20, no gap and no repeat', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => anOrder(db(), { buyer, courses: [course], state: 'unpaid' })),
    );
    const now = new Date();
    const paid = await Promise.all(
      orders.map((o) =>
        db().transaction((tx) => markOrderPaid(tx, o.id, { kind: 'admin', adminId: admin.id, reportId: null }, now, mail)),
      ),
    );
    expect(paid.every((p) => p !== null)).toBe(true);
    const docs = await db().select().from(schema.documents);
    expect(docs.map((d) => d.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.order_id)).size).toBe(20);
  });

  it('a payment that fails after taking its number rolls back and leaves no gap', async () => {
    const [first, second] = await Promise.all([
      anOrder(db(), { buyer, courses: [course], state: 'unpaid' }),
      anOrder(db(), { buyer, courses: [course], state: 'unpaid' }),
    ]);
    const by = { kind: 'admin' as const, adminId: admin.id, reportId: null };
    await expect(
      db().transaction(async (tx) => {
        await markOrderPaid(tx, first.id, by, new Date(), mail);
        throw new Error('the provider call after numbering failed');
      }),
    ).rejects.toThrow('after numbering failed');
    expect(await documentsOf(first.id)).toEqual([]);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, first.id));
    expect(order!.status).toBe('notYetReceived');
    await db().transaction((tx) => markOrderPaid(tx, second.id, by, new Date(), mail));
    expect(await documentsOf(second.id)).toMatchObject([{ number: `RC${year}-000001` }]);
  });
});

describe('who reads the documents', () => {
  it('another buyer gets 404 for the list and the PDF; an administrator reads both under /private/admin', async () => {
    const order = await paidByAdmin();
    const [doc] = await documentsOf(order.id);
    const stranger = await aStudent(db());
    expect((await get(`/private/orders/${order.id}/documents`, stranger)).statusCode).toBe(404);
    expect((await get(`/private/orders/${order.id}/documents/${doc!.id}.pdf`, stranger)).statusCode).toBe(404);
    expect((await get(`/private/admin/orders/${order.id}/documents`, buyer)).statusCode).toBe(403);
    const list = await get(`/private/admin/orders/${order.id}/documents`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].url).toBe(`/private/admin/orders/${order.id}/documents/${doc!.id}.pdf`);
    const pdf = await get(list.json().data[0].url, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // A document of another order is not found under this one.
    const other = await paidByAdmin();
    expect((await get(`/private/orders/${other.id}/documents/${doc!.id}.pdf`, buyer)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/private/orders/${order.id}/documents` })).statusCode).toBe(401);
  });
});

describe('credit notes', () => {
  it('a refund gets a CN number referring to the original, never more than is left on it', async () => {
    await siteSettings(db(), SELLER);
    const order = await paidByAdmin({ tax_invoice: COMPANY });
    const [original] = await documentsOf(order.id);
    const now = new Date();
    const cn = await db().transaction((tx) =>
      issueCreditNote(tx, { orderId: order.id, amount: 100_000, reason: 'ผู้ซื้อขอยกเลิก' }, now),
    );
    expect(cn).toMatchObject({ kind: 'credit_note', number: `CN${year}-000001` });
    const docs = await documentsOf(order.id);
    expect(docs[1]).toMatchObject({ kind: 'credit_note', refers_to_id: original!.id, amount: 100_000 });
    const snap = docs[1]!.snapshot as { refersTo: Record<string, unknown>; figures: { vat: number } };
    expect(snap.refersTo).toMatchObject({ number: `TX${year}-000001`, originalValue: 120_000, correctValue: 20_000 });
    expect(snap.figures.vat).toBe(6_542);
    const text = await pdfText((await get(`/private/orders/${order.id}/documents/${cn!.id}.pdf`, buyer)).rawPayload);
    expect(text).toContain(`CN${year}-000001`);
    expect(text).toContain(nfkc('ใบลดหนี้'));

    await expect(
      db().transaction((tx) => issueCreditNote(tx, { orderId: order.id, amount: 20_001, reason: 'x' }, now)),
    ).rejects.toMatchObject({ code: 'INPUT_ERROR' });
    const lines = [{ description: 'a', quantity: 1, unitPrice: 10_000, amount: 10_000 }];
    await expect(
      db().transaction((tx) => issueCreditNote(tx, { orderId: order.id, amount: 20_000, lines, reason: 'x' }, now)),
    ).rejects.toMatchObject({ code: 'INPUT_ERROR' });
    // The refused ones took no number: the next credit note is 000002.
    const next = await db().transaction((tx) => issueCreditNote(tx, { orderId: order.id, amount: 20_000, reason: 'x' }, now));
    expect(next!.number).toBe(`CN${year}-000002`);
  });

  it('a refund in the back office issues its credit note in the same transaction', async () => {
    const order = await paidByAdmin();
    const slip = `cn-slip-${randomUUID()}.png`;
    await db()
      .insert(schema.uploads)
      .values({ name: slip, owner_user_id: admin.id, kind: 'slip', is_private: true, mime: 'image/png', size: 10, sha256: slip });
    const res = await t.app.inject({
      method: 'POST',
      url: `/private/admin/orders/${order.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'ผู้เรียนขอยกเลิก', manual: { slip, transferred_at: new Date(Date.now() - 60_000).toISOString() } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [receipt, credit] = await documentsOf(order.id);
    expect(credit).toMatchObject({ kind: 'credit_note', refers_to_id: receipt!.id, amount: order.total });
    expect(credit!.number).toMatch(new RegExp(`^CN${year}-\\d{6}$`));
    const pdf = await get(`/private/orders/${order.id}/documents/${credit!.id}.pdf`, buyer);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('an order without a receipt has nothing to credit', async () => {
    const order = await anOrder(db(), { buyer, courses: [course], state: 'paid' });
    const cn = await db().transaction((tx) => issueCreditNote(tx, { orderId: order.id, amount: 100, reason: 'x' }, new Date()));
    expect(cn).toBeNull();
  });
});
