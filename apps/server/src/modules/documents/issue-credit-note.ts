// A credit note (ใบลดหนี้, Revenue Code s.86/10) for a refund, issued in the refund's own transaction
// (the caller's): it refers to the order's receipt or tax invoice, shows the original value, the
// correct value after every credit so far and the difference, and takes the next CN number. The
// refunds use case calls it; the seller and buyer are those of the original document.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { money } from '@rian/domain/money';
import { thaiAmountWords, thaiLongDate } from '@rian/domain/thai-documents';
import { computeVat } from '@rian/domain/vat';
import type { DocumentLine, DocumentSnapshot } from './document-snapshot.ts';
import { storeDocument, type IssuedDocument } from './store-document.ts';
import { takeDocumentNumber } from './take-document-number.ts';

const { documents } = schema;

export interface CreditNoteRequest {
  orderId: number;
  /** The amount refunded, in minor units (VAT included, as it was paid). */
  amount: number;
  /** The refunded lines as the paper shows them; one line naming the original document when omitted. */
  lines?: readonly DocumentLine[];
  reason: string;
}

/**
 * Issues the credit note of a refund of `orderId`. Returns null when the order has no receipt or tax
 * invoice to credit (a free order, or one paid before documents were issued). A credit note more than
 * is left on the original, or whose lines do not add up to its amount, is an INPUT_ERROR.
 */
export async function issueCreditNote(tx: Tx, req: CreditNoteRequest, now: Date): Promise<IssuedDocument | null> {
  const [original] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.order_id, req.orderId), ne(documents.kind, 'credit_note')))
    .orderBy(desc(documents.id))
    .limit(1);
  if (!original) return null;
  // Locks the original, so two refunds of one order credit it one after the other.
  await tx.execute(sql`select id from ${documents} where id = ${original.id} for update`);
  const [credited] = await tx
    .select({ sum: sql<number>`coalesce(sum(${documents.amount}), 0)::int` })
    .from(documents)
    .where(eq(documents.refers_to_id, original.id));
  const left = original.amount - (credited?.sum ?? 0);
  checkAmount(req, left);
  const source = original.snapshot as unknown as DocumentSnapshot;
  const taken = await takeDocumentNumber(tx, 'credit_note', now);
  const snapshot = creditSnapshot(source, req, taken.number, now, left);
  return storeDocument(tx, taken, snapshot, { orderId: req.orderId, amount: req.amount, refersToId: original.id });
}

function checkAmount(req: CreditNoteRequest, left: number): void {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
    throw new DomainError('INPUT_ERROR', 'A credit note is for a positive amount');
  if (req.amount > left)
    throw new DomainError('INPUT_ERROR', `A credit note cannot exceed what is left on the original (${left})`);
  if (req.lines && req.lines.reduce((s, l) => s + l.amount, 0) !== req.amount) {
    throw new DomainError('INPUT_ERROR', 'The credit note lines do not add up to its amount');
  }
}

function creditSnapshot(
  source: DocumentSnapshot,
  req: CreditNoteRequest,
  number: string,
  now: Date,
  left: number,
): DocumentSnapshot {
  const { currency } = source;
  // VAT inside the amount refunded, at the rate of the original (s.86/10: the VAT credited).
  const vat =
    source.figures.vatRateBp > 0
      ? computeVat(money(req.amount, currency), { vat_rate_bp: source.figures.vatRateBp, vat_included: 1 }).amount
      : 0;
  const lines = req.lines
    ? [...req.lines]
    : [
        {
          description: `คืนเงินตาม ${source.number} (Refund of ${source.number})`,
          quantity: 1,
          unitPrice: req.amount,
          amount: req.amount,
        },
      ];
  return {
    ...source,
    kind: 'credit_note',
    number,
    issuedAt: now.toISOString(),
    issuedDate: thaiLongDate(now),
    lines,
    figures: {
      subtotal: req.amount,
      discount: 0,
      shippingFee: 0,
      beforeVat: req.amount - vat,
      vat,
      vatRateBp: source.figures.vatRateBp,
      grandTotal: req.amount,
      withholdingPercent: null,
      withholding: 0,
      netPaid: req.amount,
    },
    amountWords: thaiAmountWords(req.amount, currency),
    refersTo: {
      number: source.number,
      issuedDate: source.issuedDate,
      originalValue: source.figures.grandTotal,
      correctValue: left - req.amount,
    },
    reason: req.reason,
  };
}
