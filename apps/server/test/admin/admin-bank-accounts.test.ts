// /private/admin/bank-accounts: the academy's accounts for transfers (spec §2 bank account, §3 bank
// transfer). Administrators only; a known bank code, an account number of digits and hyphens, a
// PromptPay id of 10, 13 or 15 digits; an account a transfer report names cannot be deleted; a new
// order names every account once; every write is audited; the typed PromptPay id's QR is previewed.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@rian/db';
import { aBankAccount, anAdmin, anInstructor, anOrder, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/bank-accounts';
const call = callAs(t);
const accountAudit = (id: number | string) => auditRows(db(), id, 'bank_account');

const scb = {
  bank: 'scb',
  bank_name: 'ธนาคารไทยพาณิชย์',
  account_name: 'บจก. สถาบันเรียน',
  account_id: '111-2-33333-4',
  branch: 'สยามสแควร์',
  promptpay_id: '010-5566-012345',
};

describe('bank accounts in the back office', () => {
  it('lets only an administrator list, make, change, order, delete or preview', async () => {
    const [student, instructor] = [await aStudent(db()), await anInstructor(db())];
    const account = await aBankAccount(db(), { account_id: '900-0-00000-1' });
    const calls = [
      ['GET', URL],
      ['POST', URL, scb],
      ['PUT', `${URL}/order`, { ids: [account.id] }],
      ['GET', `${URL}/${account.id}`],
      ['PATCH', `${URL}/${account.id}`, { branch: 'x' }],
      ['DELETE', `${URL}/${account.id}`],
      ['GET', `${URL}/promptpay-qr/0812345678`],
    ] as const;
    await expectAdminsOnly(call, calls, student, instructor);
  });

  it('makes an account last in order with the id kept as digits, edits it and audits both', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', URL, scb);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ bank: 'SCB', promptpay_id: '0105566012345', branch: 'สยามสแควร์', in_use: false });
    const list = await call(admin, 'GET', `${URL}?sort=sort`);
    expect(list.body.data.at(-1)).toMatchObject({ id });

    const edited = await call(admin, 'PATCH', `${URL}/${id}`, { branch: '', promptpay_id: '0812345678' });
    expect(edited.body.data).toMatchObject({ branch: null, promptpay_id: '0812345678' });
    const audit = await accountAudit(id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ actor_id: admin.id, after: { branch: null, promptpay_id: '0812345678' } });
  });

  it('refuses an unknown bank, a bad account number and a PromptPay id of the wrong length', async () => {
    const admin = await anAdmin(db());
    for (const bad of [{ bank: 'NOPE' }, { account_id: 'abc' }, { promptpay_id: '08123' }, { promptpay_id: '1812345678' }]) {
      const res = await call(admin, 'POST', URL, { ...scb, ...bad });
      expect([bad, res.status, res.body.error.code]).toEqual([bad, 400, 'INPUT_ERROR']);
    }
  });

  it('deletes an unused account (audited) and refuses one a transfer report names with IN_USE', async () => {
    const admin = await anAdmin(db());
    const unused = await aBankAccount(db(), { account_id: '555-5-55555-5' });
    expect((await call(admin, 'DELETE', `${URL}/${unused.id}`)).status).toBe(200);
    expect((await accountAudit(unused.id)).map((r) => r.action)).toEqual(['delete']);

    const used = await aBankAccount(db(), { account_id: '777-7-77777-7' });
    const buyer = await aStudent(db());
    const order = await anOrder(db(), { buyer });
    await db()
      .insert(schema.paymentReports)
      .values({ order_id: order.id, report_type: 'banktransfer', bank_account: '777-7-77777-7' });
    const res = await call(admin, 'DELETE', `${URL}/${used.id}`);
    expect([res.status, res.body.error.code]).toEqual([409, 'IN_USE']);
    expect(await db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.id, used.id))).toHaveLength(1);
  });

  it('puts the accounts in a new order when every one is named once', async () => {
    const admin = await anAdmin(db());
    const ids = (await db().select({ id: schema.bankAccounts.id }).from(schema.bankAccounts)).map((r) => r.id);
    const reversed = [...ids].reverse();
    const res = await call(admin, 'PUT', `${URL}/order`, { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { id: number }) => a.id)).toEqual(reversed);
    expect((await call(admin, 'PUT', `${URL}/order`, { ids: reversed.slice(1) })).status).toBe(400);
    expect((await accountAudit('all')).at(-1)).toMatchObject({ action: 'reorder', after: { ids: reversed } });
  });

  it('previews the QR of a typed PromptPay id as a 300 px PNG, and refuses an id that is not one', async () => {
    const admin = await anAdmin(db());
    const res = await t.app.inject({ url: `${URL}/promptpay-qr/0812345678`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
    const bad = await t.app.inject({ url: `${URL}/promptpay-qr/12345`, headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
