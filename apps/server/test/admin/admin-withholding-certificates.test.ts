// The withholding-tax certificate (50 ทวิ) of a paid order with withholding (payments.md "Thai tax and
// formats"): the buyer uploads it from their order list, another buyer cannot see or send one for the
// order, an administrator opens the file (audited), accepts it when its amount matches the order's
// withholding (a mismatch needs a reason) or rejects it with a reason the buyer reads, after which the
// buyer uploads again; every move is audited and on the order's timeline; the order list's filter
// "50 ทวิ ค้าง" finds the paid orders whose certificate is not accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin, anInstructor, anOrder, aStudent, type MadeCourse, type Person } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { uploadAs } from '../transfer-report.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

let t: TestApp;
let admin: Person;
let buyer: Person;
let other: Person;
let course: MadeCourse;
const db = () => t.db.handle.db;
const call = () => callAs(t);
const buyerUrl = (orderId: number) => `/private/orders/${orderId}/withholding-certificate`;
const adminUrl = (orderId: number, action = '') => `/private/admin/orders/${orderId}/withholding-certificate${action}`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** The buyer's (or administrator's) certificate upload, as the upload call stores it. */
const aCertificateFile = (who: Person) => uploadAs(t, 'certificate', PDF, '50ทวิ.pdf', { cookie: who.cookie });

/** A paid 1,500 THB order of a company that withheld 3 % (45 THB), of a course of its own (access is one per course). */
async function aWithholdingOrder(who: Person = buyer, state: 'paid' | 'unpaid' = 'paid') {
  const bought = await aCourse(db(), { title: 'ภาษีนิติบุคคล', plans: [{ price: 150_000 }] });
  return anOrder(db(), {
    buyer: who,
    courses: [bought],
    state,
    is_withholding: 1,
    withholding_percent: 3,
    withholding_price: 4_500,
  });
}

const accept = { number: 'WHT-2569-0042', issued_on: '2026-03-14', amount: 4_500 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  admin = await anAdmin(db());
  buyer = await aStudent(db());
  other = await aStudent(db());
  course = await aCourse(db(), { title: 'บัญชีสำหรับนิติบุคคล', plans: [{ price: 150_000 }] });
});
afterAll(async () => {
  await t?.close();
});

describe('the buyer’s certificate', () => {
  it('is awaited once the order is paid, then uploaded by the buyer, who can open their file', async () => {
    const order = await aWithholdingOrder();
    const before = await call()(buyer, 'GET', buyerUrl(order.id));
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      status: 'awaited',
      expected_amount: 4_500,
      withholding_percent: 3,
      can_upload: true,
    });

    const file = await aCertificateFile(buyer);
    const sent = await call()(buyer, 'POST', buyerUrl(order.id), { upload: file });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'uploaded', file_url: `${buyerUrl(order.id)}/file`, file_name: '50ทวิ.pdf' });
    const opened = await t.app.inject({ url: `${buyerUrl(order.id)}/file`, headers: { cookie: buyer.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
  });

  it('opens to the buyer when the academy uploaded it (received by post), and to no other member', async () => {
    const order = await aWithholdingOrder();
    await call()(admin, 'POST', adminUrl(order.id), { upload: await aCertificateFile(admin) });
    const read = await call()(buyer, 'GET', buyerUrl(order.id));
    expect(read.body.data).toMatchObject({ status: 'uploaded', file_url: `${buyerUrl(order.id)}/file` });
    const opened = await t.app.inject({ url: `${buyerUrl(order.id)}/file`, headers: { cookie: buyer.cookie } });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    const stranger = await t.app.inject({ url: `${buyerUrl(order.id)}/file`, headers: { cookie: other.cookie } });
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await t.app.inject({ url: `${buyerUrl(order.id)}/file` })).statusCode).toBe(401);
    const none = await aWithholdingOrder();
    expect((await t.app.inject({ url: `${buyerUrl(none.id)}/file`, headers: { cookie: buyer.cookie } })).statusCode).toBe(404);
  });

  it('is another buyer’s order to nobody else: 404 to read or to send, even with their own file', async () => {
    const order = await aWithholdingOrder();
    expect((await call()(other, 'GET', buyerUrl(order.id))).status).toBe(404);
    const theirs = await aCertificateFile(other);
    const res = await call()(other, 'POST', buyerUrl(order.id), { upload: theirs });
    expect([res.status, res.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call()(null, 'GET', buyerUrl(order.id))).status).toBe(401);
  });

  it('refuses a file that is not the buyer’s own certificate upload, an unpaid order and an order without withholding', async () => {
    const order = await aWithholdingOrder();
    const notTheirs = await aCertificateFile(other);
    const stolen = await call()(buyer, 'POST', buyerUrl(order.id), { upload: notTheirs });
    expect([stolen.status, stolen.body.error?.code]).toEqual([400, 'WITHHOLDING_FILE_UNKNOWN']);
    const slip = await uploadAs(t, 'slip', PDF, 'slip.pdf', { cookie: buyer.cookie });
    expect((await call()(buyer, 'POST', buyerUrl(order.id), { upload: slip })).body.error?.code).toBe('WITHHOLDING_FILE_UNKNOWN');

    const unpaid = await aWithholdingOrder(buyer, 'unpaid');
    expect((await call()(buyer, 'GET', buyerUrl(unpaid.id))).body.data).toMatchObject({ status: 'awaited', can_upload: false });
    const early = await call()(buyer, 'POST', buyerUrl(unpaid.id), { upload: await aCertificateFile(buyer) });
    expect([early.status, early.body.error?.code]).toEqual([409, 'ORDER_NOT_PAID']);

    const plain = await anOrder(db(), { buyer, courses: [course], state: 'paid' });
    const none = await call()(buyer, 'GET', buyerUrl(plain.id));
    expect([none.status, none.body.error?.code]).toEqual([409, 'WITHHOLDING_NOT_EXPECTED']);
    expect((await call()(admin, 'GET', `/private/admin/orders/${plain.id}`)).body.data.withholding_certificate).toBeNull();
  });
});

describe('the administrator’s decision', () => {
  it('opens the file through the admin route (audited) and accepts a certificate whose amount matches', async () => {
    const order = await aWithholdingOrder();
    const file = await aCertificateFile(buyer);
    await call()(buyer, 'POST', buyerUrl(order.id), { upload: file });
    const detail = await call()(admin, 'GET', `/private/admin/orders/${order.id}`);
    expect(detail.body.data.withholding_certificate).toMatchObject({ status: 'uploaded', file_url: adminUrl(order.id, '/file') });

    const opened = await t.app.inject({ url: adminUrl(order.id, '/file'), headers: { cookie: admin.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');

    const res = await call()(admin, 'POST', adminUrl(order.id, '/accept'), accept);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.withholding_certificate).toMatchObject({
      status: 'accepted',
      number: 'WHT-2569-0042',
      issued_on: '2026-03-14',
      amount: 4_500,
      accept_reason: null,
      decided_by: admin.user.username,
      can_upload: false,
    });
    const buyerView = await call()(buyer, 'GET', buyerUrl(order.id));
    expect(buyerView.body.data).toMatchObject({ status: 'accepted', decided_by: null });

    // Accepted is final: no new file, no second decision.
    const again = await call()(buyer, 'POST', buyerUrl(order.id), { upload: await aCertificateFile(buyer) });
    expect([again.status, again.body.error?.code]).toEqual([409, 'TRANSITION_REFUSED']);
    expect((await call()(admin, 'POST', adminUrl(order.id, '/reject'), { reason: 'ช้าไป' })).body.error?.code).toBe(
      'TRANSITION_REFUSED',
    );

    const actions = (await auditRows(db(), order.id, 'order')).map((a) => [a.action, a.actor_username]);
    expect(actions).toEqual([
      ['certificate_upload', buyer.user.username],
      ['certificate_view', admin.user.username],
      ['certificate_accept', admin.user.username],
    ]);
  });

  it('refuses an amount other than the order’s withholding unless the administrator says why', async () => {
    const order = await aWithholdingOrder();
    // An administrator uploads a certificate that came by post.
    const posted = await call()(admin, 'POST', adminUrl(order.id), { upload: await aCertificateFile(admin) });
    expect(posted.body.data.withholding_certificate.status).toBe('uploaded');

    const off = await call()(admin, 'POST', adminUrl(order.id, '/accept'), { ...accept, amount: 4_000 });
    expect([off.status, off.body.error?.code]).toEqual([409, 'WITHHOLDING_AMOUNT_MISMATCH']);
    const blank = await call()(admin, 'POST', adminUrl(order.id, '/accept'), { ...accept, amount: 4_000, reason: '   ' });
    expect(blank.body.error?.code).toBe('WITHHOLDING_AMOUNT_MISMATCH');
    expect((await call()(admin, 'GET', `/private/admin/orders/${order.id}`)).body.data.withholding_certificate.status).toBe(
      'uploaded',
    );

    const reason = 'ผู้ซื้อหักจากยอดก่อนส่วนลด ได้รับเอกสารแก้ไขทางอีเมลแล้ว';
    const ok = await call()(admin, 'POST', adminUrl(order.id, '/accept'), { ...accept, amount: 4_000, reason });
    expect(ok.status).toBe(200);
    expect(ok.body.data.withholding_certificate).toMatchObject({ status: 'accepted', amount: 4_000, accept_reason: reason });
  });

  it('rejects with a reason the buyer reads, then takes the buyer’s new file; all on the timeline', async () => {
    const order = await aWithholdingOrder();
    await call()(buyer, 'POST', buyerUrl(order.id), { upload: await aCertificateFile(buyer) });
    const noReason = await call()(admin, 'POST', adminUrl(order.id, '/reject'), { reason: '' });
    expect(noReason.status).toBe(400);
    const reason = 'เอกสารไม่มีลายมือชื่อผู้มีอำนาจ';
    const rejected = await call()(admin, 'POST', adminUrl(order.id, '/reject'), { reason });
    expect(rejected.body.data.withholding_certificate).toMatchObject({ status: 'rejected', reject_reason: reason });
    // The buyer is told by mail, with the reason and where to upload again.
    const mails = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'withholding_certificate_rejected'), eq(schema.mailOutbox.to_address, order.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`คำสั่งซื้อ ${order.id}`);
    expect(mails[0]!.text_body).toContain(reason);
    expect(mails[0]!.text_body).toContain('/myaccount/student/order');
    expect((await call()(buyer, 'GET', buyerUrl(order.id))).body.data).toMatchObject({
      status: 'rejected',
      reject_reason: reason,
      can_upload: true,
    });

    const again = await call()(buyer, 'POST', buyerUrl(order.id), { upload: await aCertificateFile(buyer) });
    expect(again.body.data).toMatchObject({ status: 'uploaded', reject_reason: null });
    await call()(admin, 'POST', adminUrl(order.id, '/accept'), accept);

    const detail = (await call()(admin, 'GET', `/private/admin/orders/${order.id}`)).body.data;
    const events = detail.timeline.filter((e: { kind: string }) => e.kind === 'certificate');
    expect(events.map((e: { status: string; by: string; note: string | null }) => [e.status, e.by, e.note])).toEqual([
      ['uploaded', buyer.user.username, null],
      ['rejected', admin.user.username, reason],
      ['uploaded', buyer.user.username, null],
      ['accepted', admin.user.username, null],
    ]);
    expect(events.at(-1).amount).toBe(4_500);
    expect(detail.timeline.some((e: { kind: string }) => e.kind === 'admin')).toBe(false);
  });

  it('lists "50 ทวิ ค้าง": paid orders with withholding whose certificate is not accepted', async () => {
    const company = await aStudent(db());
    const awaited = await aWithholdingOrder(company);
    const uploaded = await aWithholdingOrder(company);
    await call()(company, 'POST', buyerUrl(uploaded.id), { upload: await aCertificateFile(company) });
    const done = await aWithholdingOrder(company);
    await call()(company, 'POST', buyerUrl(done.id), { upload: await aCertificateFile(company) });
    await call()(admin, 'POST', adminUrl(done.id, '/accept'), accept);
    await aWithholdingOrder(company, 'unpaid');
    await anOrder(db(), { buyer: company, courses: [course], state: 'paid' });

    const q = encodeURIComponent(company.user.email);
    const all = await call()(admin, 'GET', `/private/admin/orders?q=${q}&pageSize=50`);
    expect(all.body.data.length).toBe(5);
    const pending = await call()(admin, 'GET', `/private/admin/orders?q=${q}&certificate=pending&pageSize=50`);
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((o: { id: number }) => o.id).sort()).toEqual([awaited.id, uploaded.id].sort());
  });

  it('is for administrators only', async () => {
    const order = await aWithholdingOrder();
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    await expectAdminsOnly(
      call(),
      [
        ['GET', adminUrl(order.id, '/file')],
        ['POST', adminUrl(order.id), { upload: 'x.pdf' }],
        ['POST', adminUrl(order.id, '/accept'), accept],
        ['POST', adminUrl(order.id, '/reject'), { reason: 'x' }],
      ],
      student,
      instructor,
    );
  });
});
