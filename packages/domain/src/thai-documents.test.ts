// Table tests for the rules of Thai receipts, tax invoices and credit notes (payments.md "Thai tax and
// formats"): the amount in words, the Buddhist-era date and number, which kind an order gets, its figures.
import { describe, expect, it } from 'vitest';
import {
  branchLabel,
  buddhistYear,
  canIssueTaxInvoice,
  documentFigures,
  formatDocumentNumber,
  paidOrderDocumentKind,
  thaiAmountWords,
  thaiLongDate,
  thaiNumberWords,
  type SellerData,
} from './thai-documents.ts';

describe('Thai amount in words', () => {
  it.each([
    [0, 'ศูนย์'],
    [1, 'หนึ่ง'],
    [10, 'สิบ'],
    [11, 'สิบเอ็ด'],
    [20, 'ยี่สิบ'],
    [21, 'ยี่สิบเอ็ด'],
    [101, 'หนึ่งร้อยเอ็ด'],
    [110, 'หนึ่งร้อยสิบ'],
    [1_200, 'หนึ่งพันสองร้อย'],
    [25_000, 'สองหมื่นห้าพัน'],
    [1_000_000, 'หนึ่งล้าน'],
    [1_000_001, 'หนึ่งล้านเอ็ด'],
    [21_000_000, 'ยี่สิบเอ็ดล้าน'],
    [1_000_000_000_000, 'หนึ่งล้านล้าน'],
  ])('%i → %s', (n, words) => expect(thaiNumberWords(n)).toBe(words));

  it.each([
    [120_000, 'THB', 'หนึ่งพันสองร้อยบาทถ้วน'],
    [120_050, 'THB', 'หนึ่งพันสองร้อยบาทห้าสิบสตางค์'],
    [2_101, 'THB', 'ยี่สิบเอ็ดบาทหนึ่งสตางค์'],
    [50, 'THB', 'ห้าสิบสตางค์'],
    [0, 'THB', 'ศูนย์บาทถ้วน'],
    [14_900, 'USD', 'หนึ่งร้อยสี่สิบเก้าดอลลาร์สหรัฐถ้วน'],
  ] as const)('%i %s → %s', (minor, currency, words) => expect(thaiAmountWords(minor, currency)).toBe(words));

  it.each([-1, 1.5])('refuses %d', (n) => {
    expect(() => thaiNumberWords(n)).toThrow(RangeError);
    expect(() => thaiAmountWords(n)).toThrow(RangeError);
  });
});

describe('Buddhist-era date and number', () => {
  it('writes the date in Thai time, the year in the Buddhist era', () => {
    expect(thaiLongDate(new Date('2026-11-26T03:00:00Z'))).toBe('26 พฤศจิกายน 2569');
    // 17:30 UTC on 31 December is already New Year's Day in Bangkok: a new year, and a new series.
    expect(thaiLongDate(new Date('2026-12-31T17:30:00Z'))).toBe('1 มกราคม 2570');
    expect(buddhistYear(new Date('2026-12-31T16:59:59Z'))).toBe(2569);
    expect(buddhistYear(new Date('2026-12-31T17:00:00Z'))).toBe(2570);
  });

  it.each([
    ['receipt', 2569, 1, 'RC2569-000001'],
    ['tax_invoice', 2569, 42, 'TX2569-000042'],
    ['credit_note', 2570, 1_234_567, 'CN2570-1234567'],
  ] as const)('%s %i #%i → %s', (kind, year, seq, number) => expect(formatDocumentNumber(kind, year, seq)).toBe(number));

  it('refuses a sequence below 1', () => expect(() => formatDocumentNumber('receipt', 2569, 0)).toThrow(RangeError));
});

const seller: SellerData = {
  legalName: 'บริษัท เรียน จำกัด',
  address: '1 ถนนสีลม กรุงเทพฯ 10500',
  taxId: '0105558123451',
  branch: '00000',
  vatRegistered: true,
};

describe('which document a paid order gets', () => {
  it.each([
    ['nothing for a free order', 0, true, seller, null],
    ['a receipt when no tax invoice was asked for', 10_700, false, seller, 'receipt'],
    ['a tax invoice when asked for and the seller is complete', 10_700, true, seller, 'tax_invoice'],
    ['a receipt when the seller is not VAT registered', 10_700, true, { ...seller, vatRegistered: false }, 'receipt'],
    ['a receipt without the seller name', 10_700, true, { ...seller, legalName: ' ' }, 'receipt'],
    ['a receipt without the address', 10_700, true, { ...seller, address: '' }, 'receipt'],
    ['a receipt with a tax id failing its check digit', 10_700, true, { ...seller, taxId: '0105558123452' }, 'receipt'],
    ['a receipt with a branch not of five digits', 10_700, true, { ...seller, branch: '1' }, 'receipt'],
  ] as const)('%s', (_n, total, asked, s, kind) => {
    expect(paidOrderDocumentKind({ total, taxInvoiceRequested: asked }, s)).toBe(kind);
  });

  it('knows the seller data a tax invoice needs', () => {
    expect(canIssueTaxInvoice(seller)).toBe(true);
    expect(canIssueTaxInvoice({ ...seller, taxId: '' })).toBe(false);
  });

  it('labels the head office and a branch', () => {
    expect(branchLabel('00000').th).toBe('สำนักงานใหญ่');
    expect(branchLabel('00012')).toEqual({ th: 'สาขาที่ 00012', en: 'Branch 00012' });
  });
});

describe('document figures', () => {
  const order = {
    price: 200_000,
    discount: 20_000,
    shipping_fee: 5_000,
    vat: 12_103,
    vat_rate_bp: 700,
    vat_included: 1,
    withholding_percent: 3,
    withholding_price: 5_047,
    total: 179_953,
  };

  it('shows VAT inside the grand total and the withholding taken from it', () => {
    expect(documentFigures(order, true)).toEqual({
      subtotal: 200_000,
      discount: 20_000,
      shippingFee: 5_000,
      beforeVat: 172_897,
      vat: 12_103,
      vatRateBp: 700,
      grandTotal: 185_000,
      withholdingPercent: 3,
      withholding: 5_047,
      netPaid: 179_953,
    });
  });

  it('shows no VAT for a seller not registered, and no withholding when none was kept', () => {
    const f = documentFigures({ ...order, withholding_price: 0, withholding_percent: null, total: 185_000 }, false);
    expect(f).toMatchObject({ vat: 0, vatRateBp: 0, beforeVat: 185_000, grandTotal: 185_000, withholding: 0 });
    expect(f.withholdingPercent).toBeNull();
  });
});
