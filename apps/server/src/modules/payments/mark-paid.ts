// The one transition that makes an order paid (payments.md "Rules for every method": one guarded
// UPDATE ... WHERE payment_status = 'pending'). Two callers only: a verified provider result (the
// payments service, after the signature or a status fetch with the secret, and an amount and currency
// match) and an administrator's decision. A browser never reaches it by saying "paid".
// What follows in the same transaction: access granted by the plan's terms, the numbered receipt or tax
// invoice issued (documents/issue-order-document.ts), a report recorded with who
// decided, the bought lines leave the cart (if added back since the order), the receipt goes into the mail outbox. Stock was already
// taken when the order was created (orders/create-order/reserve-holds.ts) and stays taken. Telling the buyer's open
// pages (Socket.IO) happens after the commit, by the caller.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { columnsOf, schema, type Tx } from '@rian/db';
import { ORDER_LIFECYCLE, paymentStatusOf } from '@rian/domain/lifecycles/order';
import { targetOf } from '@rian/domain/lifecycles/lifecycle';
import { PAYMENT_REPORT_LIFECYCLE } from '@rian/domain/lifecycles/payment-report';
import { statusMove } from '../../lib/lifecycle-sql.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueOrderDocument } from '../documents/issue-order-document.ts';
import { documentUrl } from '../documents/list-documents.ts';
import { grantOrderAccess } from '../orders/order-transitions.ts';
import { purchaseMail } from './payment-mails.ts';

const { orders, orderCourses, orderProducts, paymentReports, cartItems, paymentMethods, documents } = schema;

export type PaidBy =
  | { kind: 'provider'; provider: string; methodId: number; transactionId: string | null }
  | { kind: 'admin'; adminId: number; reportId: number | null };

export interface PaidOrder {
  id: number;
  userId: number;
  orderToken: string;
  total: number;
  currency: 'THB' | 'USD';
}

export interface MailContext {
  siteTitle: string;
  publicUrl: string;
}

/**
 * Marks the order paid and applies what follows, in the caller's transaction. Returns null when the
 * order was not waiting for payment (already paid, rejected, cancelled): a repeated callback or a second
 * administrator's click then changes nothing.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: number,
  by: PaidBy,
  now: Date,
  mail: MailContext,
): Promise<PaidOrder | null> {
  const order = await moveOrderToPaid(tx, orderId, now);
  if (!order) return null;
  await grantOrderAccess(tx, order, now);
  await issueOrderDocument(tx, order.id, now);
  await recordPaidReport(tx, order, by, now);
  await removeBoughtFromCart(tx, order);
  await queueReceipt(tx, order, by.kind === 'admin' ? ADMIN_APPROVAL : by.provider, mail);
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  return { id: order.id, userId: order.user_id, orderToken: order.order_token, total: order.total, currency };
}

type PaidOrderRow = NonNullable<Awaited<ReturnType<typeof moveOrderToPaid>>>;

/** The guarded status UPDATE (ORDER_LIFECYCLE 'pay'): only an order still waiting for its payment becomes paid. */
async function moveOrderToPaid(tx: Tx, orderId: number, now: Date) {
  const { to, guard } = statusMove(ORDER_LIFECYCLE, 'pay', orders.status);
  const [order] = await tx
    .update(orders)
    .set({ status: to, payment_status: paymentStatusOf(to), approved_at: now, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.payment_status, 'pending'), guard))
    .returning({
      ...columnsOf(orders, ['id', 'user_id', 'order_token', 'total', 'currency_code', 'email', 'payment_method_id']),
    });
  return order ?? null;
}

/** The report that says who decided: the administrator's report approved, or a new approved one. */
async function recordPaidReport(tx: Tx, order: PaidOrderRow, by: PaidBy, now: Date): Promise<void> {
  if (by.kind === 'admin' && by.reportId !== null) return approveReport(tx, by.reportId, order.id, by.adminId, now);
  // spec §4: a provider's COMPLETED payment "leads to a report with status approved"; an
  // administrator approving without a report leaves the same trace, with who decided.
  await tx.insert(paymentReports).values({
    order_id: order.id,
    user_id: order.user_id,
    payment_method_id: by.kind === 'provider' ? by.methodId : order.payment_method_id,
    report_type: by.kind === 'provider' ? by.provider : 'admin',
    status: targetOf(PAYMENT_REPORT_LIFECYCLE, 'approve'),
    email: order.email,
    transfer_amount: order.total,
    description: by.kind === 'provider' && by.transactionId ? `transaction ${by.transactionId}` : null,
    decided_by: by.kind === 'admin' ? by.adminId : null,
    decided_at: now,
  });
}

/** The status UPDATE of the administrator's report of this order. */
async function approveReport(tx: Tx, reportId: number, orderId: number, adminId: number, now: Date): Promise<void> {
  const { to, guard } = statusMove(PAYMENT_REPORT_LIFECYCLE, 'approve', paymentReports.status);
  await tx
    .update(paymentReports)
    .set({ status: to, decided_by: adminId, decided_at: now })
    .where(and(eq(paymentReports.id, reportId), eq(paymentReports.order_id, orderId), guard));
}

/**
 * The bought courses and products leave the buyer's cart; anything else they added stays. They already
 * left it when the order was made (orders/create-order/remove-ordered-from-cart.ts), so this removes
 * only a line added back since: the same line, now paid for.
 */
async function removeBoughtFromCart(tx: Tx, order: PaidOrderRow): Promise<void> {
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.user_id, order.user_id),
        or(
          inArray(
            cartItems.course_id,
            tx.select({ id: orderCourses.course_id }).from(orderCourses).where(eq(orderCourses.order_id, order.id)),
          ),
          inArray(
            cartItems.product_id,
            tx.select({ id: orderProducts.product_id }).from(orderProducts).where(eq(orderProducts.order_id, order.id)),
          ),
        ),
      ),
    );
}

/** What the receipt names as the way of payment when the order has no method: an administrator's approval. */
export const ADMIN_APPROVAL = 'อนุมัติโดยผู้ดูแลระบบ';

export type ReceiptOrder = Pick<
  PaidOrderRow,
  'id' | 'user_id' | 'order_token' | 'total' | 'currency_code' | 'email' | 'payment_method_id'
>;

/**
 * The buyer's receipt mail with the links to the order's documents: when the order is paid, and again
 * when an administrator resends it. `methodName` is said when the order has no payment method.
 */
export async function queueReceipt(tx: Tx, order: ReceiptOrder, methodName: string, mail: MailContext): Promise<void> {
  // One after the other: a transaction's connection runs one statement at a time.
  const [method] = order.payment_method_id
    ? await tx.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.id, order.payment_method_id))
    : [];
  const docs = await tx
    .select({ id: documents.id, number: documents.number })
    .from(documents)
    .where(eq(documents.order_id, order.id))
    .orderBy(asc(documents.id));
  await enqueueMail(
    tx,
    purchaseMail({
      to: order.email,
      userId: order.user_id,
      siteTitle: mail.siteTitle,
      publicUrl: mail.publicUrl,
      orderId: order.id,
      orderToken: order.order_token,
      total: order.total,
      currency: order.currency_code === 'USD' ? 'USD' : 'THB',
      methodName: method?.name ?? methodName,
      documents: docs.map((d) => ({
        number: d.number,
        url: `${mail.publicUrl}${documentUrl({ kind: 'buyer' }, order.id, d.id)}`,
      })),
    }),
  );
}
