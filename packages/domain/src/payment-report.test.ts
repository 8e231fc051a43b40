// Table tests for the bank transfer report of spec §3, §4, §5 and §9: the checks in the spec's order,
// the default amount, Thai time to UTC, and bank transfer availability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_REPORT_MESSAGES,
  buildBankTransferReport,
  defaultTransferAmount,
  isBankTransferAvailable,
  isValidTransferDate,
  isValidTransferTime,
  parseTransferAmount,
  reportRedirect,
  shouldUploadSlip,
  thaiDateTimeToUtc,
  transferAmountDue,
  utcToThaiDateTime,
  validateBankTransferReport,
  type BankTransferReportContext,
  type BankTransferReportForm,
} from './payment-report.ts';
import { BANK_TRANSFER_REPORT } from './report-fixtures.test-helpers.ts';

const form: BankTransferReportForm = {
  contact_name: 'สมชาย ใจดี',
  transfer_amount: '1500.00',
  bank_code: 'KBANK',
  bank_account: '123-4-56789-0',
  transfer_date: '2026-03-15',
  transfer_time: '14:05:09',
  selectedSlipCount: 1,
};
const context: BankTransferReportContext = { amountDue: 150000, requireSlip: true };

describe('amount due and the default transfer amount (spec §5, §9)', () => {
  it.each([
    ['price only', { price: 150000, discount: 0, shipping_fee: 0, withholding_price: 0 }, 150000, '1500.00'],
    ['all four parts', { price: 200000, discount: 20000, shipping_fee: 5000, withholding_price: 5400 }, 179600, '1796.00'],
    ['satang', { price: 99950, discount: 0, shipping_fee: 0, withholding_price: 2999 }, 96951, '969.51'],
    ['free', { price: 0, discount: 0, shipping_fee: 0, withholding_price: 0 }, 0, '0.00'],
    [
      'a discount above the price owes nothing',
      { price: 1000, discount: 5000, shipping_fee: 0, withholding_price: 0 },
      0,
      '0.00',
    ],
  ])('%s', (_name, order, due, text) => {
    expect(transferAmountDue(order)).toBe(due);
    expect(defaultTransferAmount(order)).toBe(text);
  });

  it('refuses amounts that are not minor units', () => {
    expect(() => transferAmountDue({ price: 1.5, discount: 0, shipping_fee: 0, withholding_price: 0 })).toThrow(RangeError);
  });

  it.each([
    ['1500', 150000],
    ['1500.5', 150050],
    ['1500.00', 150000],
    ['0.01', 1],
    ['1,500.00', null],
    ['-1500', null],
    ['1500.001', null],
    ['15OO', null],
    ['', null],
    ['.5', null],
  ])('"%s" → %s', (text, minor) => expect(parseTransferAmount(text)).toBe(minor));
});

describe('transfer date and time in Thai time (spec §5, §9: UTC+7, no DST)', () => {
  it.each([
    ['2026-03-15', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-15', false],
    ['15/03/2026', false],
    ['', false],
  ])('date %s → %s', (date, valid) => expect(isValidTransferDate(date)).toBe(valid));

  it.each([
    ['00:00:00', true],
    ['23:59:59', true],
    ['24:00:00', false],
    ['12:60:00', false],
    ['12:00:60', false],
    ['12:00', false],
    ['9:05:00', false],
    ['', false],
  ])('time %s → %s', (time, valid) => expect(isValidTransferTime(time)).toBe(valid));

  it.each([
    ['2026-03-15', '14:05:09', '2026-03-15T07:05:09.000Z'],
    ['2026-01-01', '00:30:00', '2025-12-31T17:30:00.000Z'],
    ['2024-03-01', '06:59:59', '2024-02-29T23:59:59.000Z'],
  ])('%s %s Thai time → %s', (date, time, iso) => expect(thaiDateTimeToUtc(date, time)?.toISOString()).toBe(iso));

  it('gives null for an impossible date or time', () => {
    expect(thaiDateTimeToUtc('2026-02-30', '10:00:00')).toBeNull();
    expect(thaiDateTimeToUtc('2026-02-28', '24:00:00')).toBeNull();
  });

  it('round-trips Thai date and time through UTC (property)', () => {
    const thai = fc.record({
      y: fc.integer({ min: 1000, max: 9999 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
      h: fc.integer({ min: 0, max: 23 }),
      mi: fc.integer({ min: 0, max: 59 }),
      s: fc.integer({ min: 0, max: 59 }),
    });
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(thai, ({ y, m, d, h, mi, s }) => {
        const date = `${p(y, 4)}-${p(m)}-${p(d)}`;
        const time = `${p(h)}:${p(mi)}:${p(s)}`;
        const utc = thaiDateTimeToUtc(date, time);
        fc.pre(utc !== null); // day 29-31 of a short month
        expect(utcToThaiDateTime(utc)).toEqual({ date, time });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const seconds = Math.floor(ms / 1000) * 1000;
        const { date, time } = utcToThaiDateTime(new Date(ms));
        expect(thaiDateTimeToUtc(date, time)?.getTime()).toBe(seconds);
      }),
    );
  });
});

describe('bank transfer report checks, in the spec order (spec §5)', () => {
  const firstError = (f: Partial<BankTransferReportForm>, c: Partial<BankTransferReportContext> = {}) =>
    validateBankTransferReport({ ...form, ...f }, { ...context, ...c }).errors[0]?.message.th ?? null;

  it.each<[string, Partial<BankTransferReportForm>, Partial<BankTransferReportContext>, string | null]>([
    ['a complete report', {}, {}, null],
    ['1 slip missing, site requires one', { selectedSlipCount: 0 }, {}, 'กรุณาอัพโหลดหลักฐานการโอนเงิน'],
    ['1 slip missing, site does not require one', { selectedSlipCount: 0 }, { requireSlip: false }, null],
    ['1 slip missing, nothing due', { selectedSlipCount: 0, transfer_amount: '' }, { amountDue: 0 }, null],
    ['2 contact name missing is not blocking', { contact_name: '' }, {}, null],
    ['3 amount empty', { transfer_amount: '' }, {}, 'กรุณากรอกจำนวนเงินที่โอน'],
    ['3 amount not numeric', { transfer_amount: '1,500' }, {}, 'กรุณากรอกจำนวนเงินที่โอน'],
    ['3 amount zero while money is due', { transfer_amount: '0.00' }, {}, 'กรุณากรอกจำนวนเงินที่โอน'],
    ['3 amount empty, nothing due', { transfer_amount: '' }, { amountDue: 0 }, null],
    ['4 no source bank', { bank_code: '' }, {}, 'กรุณาเลือกธนาคารต้นทางที่โอน'],
    ['4 a bank not in the list', { bank_code: 'XYZ' }, { bankCodes: ['KBANK', 'SCB'] }, 'กรุณาเลือกธนาคารต้นทางที่โอน'],
    ['4 a bank in the list', { bank_code: 'SCB' }, { bankCodes: ['KBANK', 'SCB'] }, null],
    ['5 no account number', { bank_account: ' ' }, {}, 'กรุณาเลือกเลขบัญชีที่โอน'],
    ['5 an account not the shop’s', {}, { accountNumbers: ['999-9-99999-9'] }, 'กรุณาเลือกเลขบัญชีที่โอน'],
    ['5 one of the shop’s accounts', {}, { accountNumbers: ['123-4-56789-0'] }, null],
    ['6 no date', { transfer_date: '' }, {}, 'กรุณากรอกวันที่ที่โอนเงิน'],
    ['6 an impossible date', { transfer_date: '2026-02-30' }, {}, 'กรุณากรอกวันที่ที่โอนเงิน'],
    ['7 no time', { transfer_time: '' }, {}, 'กรุณากรอกเวลาที่โอนเงิน'],
    ['7 an impossible time', { transfer_time: '24:00:00' }, {}, 'กรุณากรอกเวลาที่โอนเงิน'],
  ])('%s', (_name, f, c, message) => expect(firstError(f, c)).toBe(message));

  it('shows the contact-name notice, then stops at the first error; every failure titled as the spec says', () => {
    const result = validateBankTransferReport(
      { ...form, contact_name: '', selectedSlipCount: 0, transfer_amount: '', bank_code: '', transfer_time: 'x' },
      context,
    );
    expect(result.ok).toBe(false);
    expect(result.notifications.map((n) => [n.severity, n.message.th])).toEqual([['error', 'กรุณาอัพโหลดหลักฐานการโอนเงิน']]);
    expect(result.errors.map((e) => e.key)).toEqual(['slipRequired', 'transferAmountRequired', 'bankRequired', 'timeRequired']);
    expect(new Set(result.errors.map((e) => e.title.th))).toEqual(new Set(['คุณกรอกข้อมูลไม่ถูกต้อง']));

    const noticeFirst = validateBankTransferReport({ ...form, contact_name: '', bank_code: '' }, context);
    expect(noticeFirst.notifications.map((n) => [n.severity, n.message.th])).toEqual([
      ['notice', 'กรุณากรอกชื่อผู้ติดต่อ'],
      ['error', 'กรุณาเลือกธนาคารต้นทางที่โอน'],
    ]);

    const onlyNotice = validateBankTransferReport({ ...form, contact_name: '' }, context);
    expect(onlyNotice.ok).toBe(true);
    expect(onlyNotice.notifications.map((n) => n.severity)).toEqual(['notice']);
  });

  it('uploads a slip only when money is due and one is chosen', () => {
    expect(shouldUploadSlip(150000, 1)).toBe(true);
    expect(shouldUploadSlip(150000, 0)).toBe(false);
    expect(shouldUploadSlip(0, 1)).toBe(false);
  });
});

describe('building the report (spec §3, §4, §5)', () => {
  const order = { order_id: 42, email: 'somchai@example.co.th', tel: '0812345678' };

  it('builds a pending bank transfer report in UTC with the uploaded slip', () => {
    const built = buildBankTransferReport({
      form,
      context,
      order,
      uploadedSlipNames: ['slip-42-a1b2.jpg'],
      description: 'โอนผ่านแอป',
    });
    expect(built).toEqual({
      ok: true,
      notices: [],
      report: { ...BANK_TRANSFER_REPORT, description: 'โอนผ่านแอป', slip: ['slip-42-a1b2.jpg'] },
    });
  });

  it.each<[string, (string | null)[]]>([
    ['no name back', [null]],
    ['an empty name back', ['']],
    ['nothing back', []],
  ])("asks to upload again when the upload gave %s: 'กรุณาอัพโหลดหลักฐานการโอนเงินอีกครั้ง'", (_name, names) => {
    const built = buildBankTransferReport({ form, context, order, uploadedSlipNames: names });
    expect(built.ok).toBe(false);
    if (!built.ok)
      expect([built.error.key, built.error.message.th]).toEqual(['slipUploadFailed', 'กรุณาอัพโหลดหลักฐานการโอนเงินอีกครั้ง']);
  });

  it('sends a zero-amount report without a slip', () => {
    const built = buildBankTransferReport({
      form: { ...form, transfer_amount: '', selectedSlipCount: 1 },
      context: { ...context, amountDue: 0 },
      order,
      uploadedSlipNames: [],
    });
    expect(built.ok && [built.report.slip, built.report.transfer_amount]).toEqual([[], 0]);
  });

  it('returns the first blocking error and passes the notice on', () => {
    const failed = buildBankTransferReport({ form: { ...form, bank_code: '' }, context, order, uploadedSlipNames: ['a.jpg'] });
    expect(!failed.ok && failed.error.key).toBe('bankRequired');
    const noticed = buildBankTransferReport({
      form: { ...form, contact_name: '' },
      context,
      order,
      uploadedSlipNames: ['a.jpg'],
    });
    expect(noticed.ok && noticed.notices.map((n) => n.key)).toEqual(['contactNameMissing']);
  });

  it.each([
    ['thank-you page on', { thankYouPage: true, guestLayoutFour: false }, { path: '/thankyou?orderId=tok%2F1', delayMs: 500 }],
    [
      'thank-you page on, layout-four guest',
      { thankYouPage: true, guestLayoutFour: true },
      { path: '/thankyou?orderId=tok%2F1', delayMs: 500 },
    ],
    ['thank-you page off', { thankYouPage: false, guestLayoutFour: false }, { path: '/myaccount/student/order', delayMs: 1000 }],
    ['thank-you page off, layout-four guest', { thankYouPage: false, guestLayoutFour: true }, null],
  ])('redirects after success (spec §4): %s', (_name, options, expected) => {
    expect(reportRedirect({ ...options, orderToken: 'tok/1' })).toEqual(expected);
  });

  it('has the modal texts of spec §2', () => {
    expect(PAYMENT_REPORT_MESSAGES.modalTitle.th).toBe('แจ้งชำระเงิน');
    expect(PAYMENT_REPORT_MESSAGES.reportLater.th).toBe('ไว้แจ้งทีหลัง');
  });
});

describe('bank transfer availability (spec §5)', () => {
  const account = { account_id: '123-4-56789-0', bank: 'KBANK', bank_name: 'ธนาคารกสิกรไทย' };
  it.each([
    ['one complete account', [account], true],
    ['bank code only', [{ ...account, bank_name: null }], true],
    ['bank name only', [{ ...account, bank: '' }], true],
    ['no accounts', [], false],
    ['an account without a number', [account, { ...account, account_id: '' }], false],
    ['an account without a bank', [account, { account_id: '1', bank: null, bank_name: ' ' }], false],
  ])('%s → %s', (_name, accounts, available) => expect(isBankTransferAvailable(accounts)).toBe(available));
});
