// What an issued document says, kept with it (documents.snapshot): the seller and the buyer as they
// were, the lines, the figures and the amount in words. The PDF is drawn from this alone, so a later
// change of the settings, of the buyer's tax data or of a course's title never alters an issued paper.
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import type { Currency } from '@rian/domain/money';
import { branchLabel, type DocumentFigures, type DocumentKind, type SellerData, thaiLongDate } from '@rian/domain/thai-documents';
import { courseLinesOf, productLinesOf } from '../orders/order-lines.ts';

const { siteSettings, users } = schema;

export interface DocumentParty {
  name: string;
  address: string;
  /** The 13-digit tax id, or '' when the party has none on the paper. */
  taxId: string;
  /** "สำนักงานใหญ่" / "สาขาที่ 00012"; '' for a person. */
  branch: string;
  email: string;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface DocumentSnapshot {
  version: 1;
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  /** The date on paper, in Thai time and the Buddhist era ("26 พฤศจิกายน 2569"). */
  issuedDate: string;
  academyName: string;
  currency: Currency;
  orderId: number;
  seller: DocumentParty & { vatRegistered: boolean };
  buyer: DocumentParty;
  lines: DocumentLine[];
  figures: DocumentFigures;
  /** The grand total (a credit note: the amount refunded) in Thai words. */
  amountWords: string;
  /** A credit note's original document and why the amount was credited. */
  refersTo?: { number: string; issuedDate: string; originalValue: number; correctValue: number };
  reason?: string;
}

/** The seller data of the site settings, and the academy's name for the paper's head. */
export async function loadSeller(tx: Tx): Promise<{ seller: SellerData; academyName: string }> {
  const [s] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!s) throw new Error('site settings row 1 is missing');
  return {
    academyName: s.title,
    seller: {
      legalName: s.seller_legal_name,
      address: s.seller_address,
      taxId: s.seller_tax_id,
      branch: s.seller_branch,
      vatRegistered: s.seller_vat_registered === 1,
    },
  };
}

/** The seller block: its legal name when set, else the academy's name (a receipt may be issued without). */
export function sellerParty(seller: SellerData, academyName: string): DocumentSnapshot['seller'] {
  return {
    name: seller.legalName.trim() || academyName,
    address: seller.address,
    taxId: seller.taxId,
    branch: seller.taxId ? branchLabel(seller.branch).th : '',
    email: '',
    vatRegistered: seller.vatRegistered,
  };
}

type OrderRow = typeof schema.orders.$inferSelect;

/**
 * The buyer block from the order's tax-invoice data as it was at order time (spec §3: a company's name
 * one is its name and name two its branch; a person's are the first and last names), else the account.
 */
export async function buyerParty(tx: Tx, order: OrderRow): Promise<DocumentParty> {
  const t = order.tax_invoice;
  if (t && typeof t.tax_name_one === 'string') {
    const company = t.tax_person_type === 'juristic_person';
    const nameTwo = String(t.tax_name_two ?? '').trim();
    return {
      name: company ? String(t.tax_name_one) : `${t.tax_name_one} ${nameTwo}`.trim(),
      address: [t.tax_address, t.tax_postcode].filter((p) => p !== null && p !== '').join(' '),
      taxId: String(t.tax_payer_identification_no ?? ''),
      branch: company ? branchLabel(/^[0-9]{1,5}$/.test(nameTwo) ? nameTwo.padStart(5, '0') : '').th : '',
      email: order.email,
    };
  }
  const [u] = await tx
    .select({ firstname: users.firstname, lastname: users.lastname, address: users.address })
    .from(users)
    .where(eq(users.id, order.user_id));
  return {
    name: `${u?.firstname ?? ''} ${u?.lastname ?? ''}`.trim() || order.email,
    address: u?.address ?? '',
    taxId: '',
    branch: '',
    email: order.email,
  };
}

/**
 * The order's lines on paper: each course at its price, each product at its unit price times its
 * quantity (the shipping fee and the discounts are rows of the figures below them).
 */
export async function orderLines(tx: Tx, order: OrderRow): Promise<DocumentLine[]> {
  // One after the other: `tx` may be a transaction, whose connection runs one statement at a time.
  const courseLines = await courseLinesOf(tx, [order.id]);
  const productLines = await productLinesOf(tx, [order.id]);
  const lines: DocumentLine[] = [
    ...courseLines.map((l) => ({
      description: l.plan_name ? `${l.title} (${l.plan_name})` : l.title,
      quantity: 1,
      unitPrice: l.price,
      amount: l.price,
    })),
    ...productLines.map((l) => ({
      description: l.title,
      quantity: l.quantity,
      unitPrice: l.price,
      amount: l.price * l.quantity,
    })),
  ];
  return lines;
}

/** The head of every snapshot: number, dates, academy and currency. */
export function snapshotHead(kind: DocumentKind, number: string, now: Date, academyName: string, order: OrderRow) {
  return {
    version: 1 as const,
    kind,
    number,
    issuedAt: now.toISOString(),
    issuedDate: thaiLongDate(now),
    academyName,
    currency: (order.currency_code === 'USD' ? 'USD' : 'THB') as Currency,
    orderId: order.id,
  };
}
