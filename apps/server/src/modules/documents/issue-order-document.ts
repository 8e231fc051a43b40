// Issues the receipt or the full tax invoice of an order that has just become paid, in the
// transaction of its paid transition (payments/mark-paid.ts, and a free order's creation): the number
// and the document commit with the payment or not at all. A buyer who asked for a tax invoice gets one
// when the academy's seller data is complete and VAT registered; otherwise, and for every other paid
// order with an amount, a receipt (Revenue Code s.86/4; payments.md "Thai tax and formats").
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { documentFigures, paidOrderDocumentKind, thaiAmountWords } from '@rian/domain/thai-documents';
import { buyerParty, loadSeller, orderLines, sellerParty, snapshotHead, type DocumentSnapshot } from './document-snapshot.ts';
import { storeDocument, type IssuedDocument } from './store-document.ts';
import { takeDocumentNumber } from './take-document-number.ts';

const { orders, documents } = schema;

/**
 * The paid order's document, or null when nothing was paid (a free order) or the order already has
 * one (a paid transition happens once, so this is a guard, not a path).
 */
export async function issueOrderDocument(tx: Tx, orderId: number, now: Date): Promise<IssuedDocument | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} is missing`);
  // A test order was paid in a provider's test environment: no money moved, so no number is taken.
  if (order.is_test) return null;
  const { seller, academyName } = await loadSeller(tx);
  const kind = paidOrderDocumentKind({ total: order.total, taxInvoiceRequested: order.tax_invoice !== null }, seller);
  if (kind === null) return null;
  const existing = await tx.select({ id: documents.id }).from(documents).where(eq(documents.order_id, orderId)).limit(1);
  if (existing.length > 0) return null;
  // One after the other: a transaction's connection runs one statement at a time.
  const buyer = await buyerParty(tx, order);
  const lines = await orderLines(tx, order);
  const taken = await takeDocumentNumber(tx, kind, now);
  const figures = documentFigures(order, seller.vatRegistered);
  const snapshot: DocumentSnapshot = {
    ...snapshotHead(kind, taken.number, now, academyName, order),
    seller: sellerParty(seller, academyName),
    // A receipt names the buyer only; the tax id is printed on a tax invoice, where s.86/4 asks for it.
    buyer: kind === 'tax_invoice' ? buyer : { ...buyer, taxId: '', branch: '' },
    lines,
    figures,
    amountWords: thaiAmountWords(figures.grandTotal, order.currency_code === 'USD' ? 'USD' : 'THB'),
  };
  return storeDocument(tx, taken, snapshot, { orderId: order.id, amount: figures.grandTotal });
}
