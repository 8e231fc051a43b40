// The rules of the documents a Thai business issues for a paid order (payments.md "Thai tax and
// formats"; Revenue Code s.86/4 for the full tax invoice): which kind an order gets, its number in a
// series per kind and Buddhist-era year, the date as Thai paper writes it, the amount in Thai words
// and the figures the paper shows. Pure: the server takes the number and stores the snapshot.
import { THAI_UTC_OFFSET_MS } from './payment-report.ts';
import { isValidTaxId } from './tax-invoice.ts';
import type { Currency } from './money.ts';

/** receipt: ใบเสร็จรับเงิน; tax_invoice: ใบเสร็จรับเงิน/ใบกำกับภาษี (s.86/4); credit_note: ใบลดหนี้ (s.86/10). */
export const DOCUMENT_KINDS = ['receipt', 'tax_invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The prefix of each series: RC2569-000001, TX2569-000001, CN2569-000001. */
export const DOCUMENT_PREFIX: Readonly<Record<DocumentKind, string>> = { receipt: 'RC', tax_invoice: 'TX', credit_note: 'CN' };

/** The title on paper, Thai first and English under it. */
export const DOCUMENT_TITLES: Readonly<Record<DocumentKind, { th: string; en: string }>> = {
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  tax_invoice: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt / Tax Invoice' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit Note' },
};

/** The Buddhist-era year of an instant in Thai time (UTC+7, no daylight saving): 2026-11-26 → 2569. */
export function buddhistYear(instant: Date): number {
  return new Date(instant.getTime() + THAI_UTC_OFFSET_MS).getUTCFullYear() + 543;
}

/** A document's number: prefix, Buddhist-era year, a dash and six digits (more past 999,999). */
export function formatDocumentNumber(kind: DocumentKind, beYear: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`a document's sequence starts at 1: ${seq}`);
  return `${DOCUMENT_PREFIX[kind]}${beYear}-${String(seq).padStart(6, '0')}`;
}

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** The date of an instant in Thai time as Thai paper writes it: "26 พฤศจิกายน 2569". */
export function thaiLongDate(instant: Date): string {
  const t = new Date(instant.getTime() + THAI_UTC_OFFSET_MS);
  return `${t.getUTCDate()} ${THAI_MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear() + 543}`;
}

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;

/**
 * 0 ≤ n < 1,000,000 in words, without ศูนย์ for zero: 1 in the units after a higher digit is เอ็ด
 * (11 สิบเอ็ด, 101 หนึ่งร้อยเอ็ด, 1,000,001 หนึ่งล้านเอ็ด), 2 in the tens is ยี่ (ยี่สิบ), 1 in the tens is สิบ alone.
 */
function belowMillion(n: number, afterHigher: boolean): string {
  const digits = String(n).split('').map(Number).reverse();
  let words = '';
  for (let place = digits.length - 1; place >= 0; place--) {
    const d = digits[place]!;
    if (d === 0) continue;
    if (place === 0 && d === 1 && (n > 9 || afterHigher)) words += 'เอ็ด';
    else if (place === 1 && d === 1) words += 'สิบ';
    else if (place === 1 && d === 2) words += 'ยี่สิบ';
    else words += DIGITS[d]! + PLACES[place]!;
  }
  return words;
}

/** A whole number in Thai words; millions repeat ล้าน (1,000,000,000,000 is หนึ่งล้านล้าน). */
export function thaiNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a whole number of at least 0: ${n}`);
  if (n === 0) return DIGITS[0];
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  return (millions > 0 ? thaiNumberWords(millions) + 'ล้าน' : '') + belowMillion(rest, millions > 0);
}

const UNITS: Readonly<Record<Currency, { major: string; minor: string }>> = {
  THB: { major: 'บาท', minor: 'สตางค์' },
  USD: { major: 'ดอลลาร์สหรัฐ', minor: 'เซนต์' },
};

/**
 * An amount in minor units written out in Thai as on a receipt: 120000 THB is
 * "หนึ่งพันสองร้อยบาทถ้วน", 120050 "หนึ่งพันสองร้อยบาทห้าสิบสตางค์", 50 "ห้าสิบสตางค์".
 */
export function thaiAmountWords(minor: number, currency: Currency = 'THB'): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`an amount of at least 0 minor units: ${minor}`);
  const unit = UNITS[currency];
  const major = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return `${thaiNumberWords(major)}${unit.major}ถ้วน`;
  return `${major > 0 ? thaiNumberWords(major) + unit.major : ''}${thaiNumberWords(cents)}${unit.minor}`;
}

/** The academy as the seller on its documents (site settings, "ข้อมูลผู้ขายสำหรับใบกำกับภาษี"). */
export interface SellerData {
  legalName: string;
  address: string;
  taxId: string;
  /** '00000' for the head office (สำนักงานใหญ่), else the five-digit branch number. */
  branch: string;
  vatRegistered: boolean;
}

export const HEAD_OFFICE_BRANCH = '00000';
/** The Revenue Department's branch code: five digits, 00000 for the head office. */
export const BRANCH_PATTERN = /^[0-9]{5}$/;

/** A full tax invoice needs the whole of s.86/4's seller data and a VAT registration. */
export function canIssueTaxInvoice(seller: SellerData): boolean {
  return (
    seller.vatRegistered &&
    seller.legalName.trim() !== '' &&
    seller.address.trim() !== '' &&
    isValidTaxId(seller.taxId) &&
    BRANCH_PATTERN.test(seller.branch)
  );
}

/** "สำนักงานใหญ่" or "สาขาที่ 00012" as the paper says it. */
export function branchLabel(branch: string): { th: string; en: string } {
  if (branch === HEAD_OFFICE_BRANCH || branch.trim() === '') return { th: 'สำนักงานใหญ่', en: 'Head office' };
  return { th: `สาขาที่ ${branch}`, en: `Branch ${branch}` };
}

/**
 * The document a paid order gets: none when nothing was paid, a full tax invoice when the buyer asked
 * for one and the seller can issue it, else a receipt (a missing seller data never blocks a payment).
 */
export function paidOrderDocumentKind(
  order: { total: number; taxInvoiceRequested: boolean },
  seller: SellerData,
): DocumentKind | null {
  if (order.total <= 0) return null;
  return order.taxInvoiceRequested && canIssueTaxInvoice(seller) ? 'tax_invoice' : 'receipt';
}

/** The amounts of an order as its documents show them, in minor units. */
export interface DocumentFigures {
  /** The lines' amounts before discounts (the order's price). */
  subtotal: number;
  discount: number;
  shippingFee: number;
  /** Before VAT (the value VAT is charged on). */
  beforeVat: number;
  vat: number;
  vatRateBp: number;
  /** The document's value: what the goods and services cost, VAT included. */
  grandTotal: number;
  withholdingPercent: number | null;
  withholding: number;
  /** What the buyer paid: the grand total less the withholding. */
  netPaid: number;
}

/** The order's stored amounts (the server computed them at checkout: packages/domain cart-total). */
export interface OrderAmounts {
  price: number;
  discount: number;
  shipping_fee: number;
  vat: number;
  vat_rate_bp: number;
  vat_included: number;
  withholding_percent: number | null;
  withholding_price: number;
  total: number;
}

/**
 * The figures a document shows from the order's own amounts: prices include VAT (vat_included 1) or it
 * was added on top (0); a seller not registered for VAT shows no VAT. The net paid is the order's
 * total, and the grand total is that plus the withholding the buyer keeps back.
 */
export function documentFigures(order: OrderAmounts, vatRegistered: boolean): DocumentFigures {
  const grandTotal = order.total + order.withholding_price;
  const vat = vatRegistered ? order.vat : 0;
  return {
    subtotal: order.price,
    discount: order.discount,
    shippingFee: order.shipping_fee,
    beforeVat: grandTotal - vat,
    vat,
    vatRateBp: vatRegistered ? order.vat_rate_bp : 0,
    grandTotal,
    withholdingPercent: order.withholding_price > 0 ? order.withholding_percent : null,
    withholding: order.withholding_price,
    netPaid: order.total,
  };
}
