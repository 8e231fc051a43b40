// Bank transfer calls through the real app and database (spec §7 "Orders and payments", §3 payment
// method and bank account, §5 "Bank transfer is blocked ..."), and the rule of payments.md that no
// secret of a payment method ever reaches a browser.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { schema } from '@rian/db';
import { THAI_BANKS } from '@rian/domain/banks';
import { aBankAccount, methodCredentials, TEST_SECRET_BOX, type BankAccountRow } from './factories/index.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

/** The academy's three accounts, made in another order than their display order. */
let kbank: BankAccountRow;
let scb: BankAccountRow;
let bbl: BankAccountRow;

beforeAll(async () => {
  bbl = await aBankAccount(db(), { account_id: '555-0-12345-6', bank: 'BBL', bank_name: 'ธนาคารกรุงเทพ', sort: 3 });
  kbank = await aBankAccount(db(), {
    account_id: '123-4-56789-0',
    account_name: 'บจก. เรียนรู้ อะคาเดมี',
    branch: 'สาขาสามย่าน',
    prompt_pay_image: '/uploads/promptpay-qr.png',
    promptpay_id: '0105566012345',
    sort: 1,
  });
  scb = await aBankAccount(db(), { account_id: '987-6-54321-0', bank: 'SCB', bank_name: 'ธนาคารไทยพาณิชย์', sort: 2 });
  // Online methods with the credentials an administrator entered.
  for (const id of [2, 3, 8, 9, 11, 13]) {
    await methodCredentials(db(), id, { application_id_1: `public-${id}`, secret_key: `academy-secret-of-method-${id}` });
  }
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ROUTES = ['/public/payments/methods/1', '/public/payments/methods/1/bank', '/api/payments/methods/banktreansfer'];

describe('GET /public/payments/methods/1', () => {
  afterEach(async () => {
    await db().update(schema.paymentMethods).set({ is_enabled: true }).where(eq(schema.paymentMethods.id, 1));
    await db().update(schema.bankAccounts).set({ account_id: '987-6-54321-0' }).where(eq(schema.bankAccounts.id, scb.id));
  });

  it('answers the method’s public fields and its bank accounts in display order, available', async () => {
    const res = await get('/public/payments/methods/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { data } = res.json();
    expect(data).toMatchObject({ id: 1, name: 'โอนเงินผ่านธนาคาร', name_en: 'Bank transfer', payment_type: 'banktransfer' });
    expect(Object.keys(data).sort()).toEqual(['available', 'bankList', 'description', 'id', 'name', 'name_en', 'payment_type']);
    expect(data.available).toBe(true);
    expect(data.bankList.map((b: { id: number; bank: string }) => [b.id, b.bank])).toEqual([
      [kbank.id, 'KBANK'],
      [scb.id, 'SCB'],
      [bbl.id, 'BBL'],
    ]);
    expect(data.bankList[0]).toEqual({
      id: kbank.id,
      account_id: '123-4-56789-0',
      account_name: 'บจก. เรียนรู้ อะคาเดมี',
      bank: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      branch: 'สาขาสามย่าน',
      prompt_pay_image: expect.stringMatching(/^\/uploads\//),
      promptpay_id: '0105566012345',
    });
  });

  it('follows the display order an administrator sets', async () => {
    await db().update(schema.bankAccounts).set({ sort: 9 }).where(eq(schema.bankAccounts.id, kbank.id));
    try {
      const ids = (await get('/public/payments/methods/1/bank')).json().data.map((b: { id: number }) => b.id);
      expect(ids).toEqual([scb.id, bbl.id, kbank.id]);
    } finally {
      await db().update(schema.bankAccounts).set({ sort: 1 }).where(eq(schema.bankAccounts.id, kbank.id));
    }
  });

  it('reports available: false once an account has no number (spec §5)', async () => {
    await db().update(schema.bankAccounts).set({ account_id: '  ' }).where(eq(schema.bankAccounts.id, scb.id));
    const res = await get('/public/payments/methods/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.available).toBe(false);
    expect(res.json().data.bankList).toHaveLength(3);
  });

  it('answers NOT_FOUND while bank transfer is switched off', async () => {
    await db().update(schema.paymentMethods).set({ is_enabled: false }).where(eq(schema.paymentMethods.id, 1));
    const res = await get('/public/payments/methods/1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    // The accounts stay readable for a buyer reporting an earlier transfer.
    expect((await get('/public/payments/methods/1/bank')).json().data).toHaveLength(3);
  });

  it('answers available: false with no bank account at all', async () => {
    const saved = await db().select().from(schema.bankAccounts);
    await db().delete(schema.bankAccounts);
    try {
      const res = await get('/public/payments/methods/1');
      expect(res.json().data).toMatchObject({ bankList: [], available: false });
      expect((await get('/public/payments/methods/1/bank')).json()).toEqual({ success: true, data: [] });
    } finally {
      await db().insert(schema.bankAccounts).values(saved);
    }
  });
});

describe('GET /public/payments/methods/1/bank', () => {
  it('answers the accounts alone, publicly cacheable', async () => {
    const res = await get('/public/payments/methods/1/bank');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().data.map((b: { account_id: string }) => b.account_id)).toEqual([
      '123-4-56789-0',
      '987-6-54321-0',
      '555-0-12345-6',
    ]);
  });
});

describe('GET /api/payments/methods/banktreansfer', () => {
  it('lists the banks a transfer can come from, without PromptPay, with Thai and English names', async () => {
    const res = await get('/api/payments/methods/banktreansfer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data: { banktransfer_value: string; banktransfer_nameth: string; banktransfer_nameen: string }[] = res.json().data;
    expect(data.map((b) => b.banktransfer_value)).toEqual(THAI_BANKS.filter((b) => b.code !== 'PROMPTPAY').map((b) => b.code));
    expect(data.map((b) => b.banktransfer_value)).not.toContain('PROMPTPAY');
    expect(data.find((b) => b.banktransfer_value === 'KBANK')).toEqual({
      banktransfer_value: 'KBANK',
      banktransfer_nameth: 'ธนาคารกสิกรไทย',
      banktransfer_nameen: 'Kasikornbank',
    });
  });
});

describe('no payment method secret leaves the server (payments.md)', () => {
  it('never answers any payment_methods.secret_key value, method 1’s included', async () => {
    // Bank transfer needs no secret: give it one, so the rule is tested on the method these routes read.
    await methodCredentials(db(), 1, { secret_key: 'bank-transfer-secret-4f1c9a' });
    try {
      // Each stored secret both as sealed and as opened: neither form may be answered.
      const secrets = (
        await db()
          .select({ secret: schema.paymentMethods.secret_key })
          .from(schema.paymentMethods)
          .where(isNotNull(schema.paymentMethods.secret_key))
      ).flatMap((r) => [r.secret!, TEST_SECRET_BOX.open(r.secret!)!]);
      expect(secrets).toContain('bank-transfer-secret-4f1c9a');
      expect(secrets.length).toBeGreaterThan(5);
      for (const url of ROUTES) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
        expect(res.body).not.toContain('secret_key');
      }
    } finally {
      await methodCredentials(db(), 1, { secret_key: null });
    }
  });
});
