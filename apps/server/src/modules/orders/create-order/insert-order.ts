// Writes the new order in the caller's transaction in ONE statement (lib/one-statement.ts): its
// row, its lines, the ordered lines leaving the cart (spec §4), the administrators' notice, then the
// holds it takes and their stock history (reserve-holds.ts), last. A free order's report and access
// (spec §4 free purchase report) are written between its row and its holds, in statements of their
// own. Each round trip of the order's transaction costs every buyer of the same course, coupon or
// book a wait once the holds are taken (bench/checkout, docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { schema, type Behind, type Tx } from '@rian/db';
import type { Cart } from '@rian/domain/cart-total';
import type { OrderRequest } from '@rian/domain/order-validation';
import { initialShippingStatus } from '@rian/domain/lifecycles/shipping';
import { refusedHold } from '../../../lib/errors.ts';
import { runAsOneStatement, type StatementPart } from '../../../lib/one-statement.ts';
import { issueOrderDocument } from '../../documents/issue-order-document.ts';
import { grantOrderAccess } from '../order-transitions.ts';
import type { LoadedOrder } from './load-order-context.ts';
import { wantsTaxInvoice, type BuyerRow } from './load-order-rows.ts';
import type { OrderPlan } from './plan-order.ts';
import { orderedCartLines } from './remove-ordered-from-cart.ts';
import { holdParts } from './reserve-holds.ts';

const { orders, orderCourses, orderProducts, paymentReports } = schema;

type NewOrderRow = { id: number; user_id: number; order_token: string };

/** What the new order is made of: the buyer, the loaded rows, the request, the priced cart and the plan. */
export interface OrderDraft {
  userId: number;
  loaded: LoadedOrder;
  req: OrderRequest;
  cart: Cart;
  plan: OrderPlan;
}

/**
 * `orderId` is the id taken for the order beforehand (its notice names it); `notice` the outbox
 * inserts of the administrators' notice (queue-admin-notices.ts), written with the order. The
 * transaction's COMMIT is queued behind the last statement (`behind`).
 */
export async function insertOrder(
  tx: Tx,
  draft: OrderDraft,
  ids: { orderId: number; notice: SQL[]; behind: Behind },
  now: Date,
): Promise<NewOrderRow> {
  const { orderId, notice } = ids;
  const { loaded, req, plan } = draft;
  const order: NewOrderRow = { id: orderId, user_id: draft.userId, order_token: randomBytes(24).toString('base64url') };
  const cartLines = orderedCartLines(tx, draft.userId, req);
  const writes: StatementPart[] = [
    { name: 'order_row', sql: orderRowInsert(tx, draft, order, now) },
    ...orderLineInserts(tx, order.id, req, plan),
    ...(cartLines ? [{ name: 'cart_lines', sql: cartLines }] : []),
    ...notice.map((n, i) => ({ name: `notice_${i}`, sql: n })),
  ];
  const holds = holdParts(tx, order.id, plan.lines, req, loaded.rows);
  if (plan.free) {
    await runAsOneStatement(tx, writes);
    await settleFreeOrder(tx, order, loaded.buyer, req, plan, now);
  }
  try {
    await runAsOneStatement(tx, plan.free ? holds.parts : [...writes, ...holds.parts], ids.behind);
  } catch (err) {
    const part = refusedHold(err);
    throw (part !== null && holds.refusal(part)) || err;
  }
  return order;
}

/** The shipping address as the order keeps it, when the cart ships. */
export function shippingAddressOf(loaded: LoadedOrder, cart: Cart) {
  const { address } = loaded;
  return address && cart.shippingAddressId !== null
    ? { name: address.name, tel: address.tel, address: address.address, postcode: address.postcode }
    : null;
}

function taxSnapshot(b: BuyerRow): Record<string, string | number | null> {
  return {
    tax_person_type: b.tax_person_type,
    tax_name_one: b.tax_name_one,
    tax_name_two: b.tax_name_two,
    tax_payer_identification_no: b.tax_payer_identification_no,
    tax_address: b.tax_address,
    tax_postcode: b.tax_postcode,
    tax_is_delivery_by_tax_address: b.tax_is_delivery_by_tax_address,
    tax_delivery_address: b.tax_delivery_address,
  };
}

function orderRowInsert(tx: Tx, draft: OrderDraft, order: NewOrderRow, now: Date) {
  const { loaded, req, cart, plan } = draft;
  const { buyer, settings } = loaded;
  return tx
    .insert(orders)
    .values({
      id: order.id,
      order_token: order.order_token,
      user_id: order.user_id,
      ...plan.figures,
      vat_rate_bp: cart.vatRateBp,
      promotion_id: req.promotion_id,
      coupon_ids: [...req.coupon_ids],
      shipping_address_id: cart.shippingAddressId,
      shipping_fee_id: cart.shippingFeeId,
      shipping_address: shippingAddressOf(loaded, cart),
      tax_invoice: wantsTaxInvoice(buyer, settings.tax_company_certificate_required === 1) ? taxSnapshot(buyer) : null,
      email: buyer.email,
      tel: buyer.tel,
      cart_signature: plan.signature,
      cancel_at: plan.cancelAt,
      approved_at: plan.free && !plan.needsApproval ? now : null,
      shipping_status: initialShippingStatus(req.products.length > 0),
      is_test: loaded.test,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
}

/** The course lines and the product lines (each with its share of the cart's deals, deal-discount.ts). */
function orderLineInserts(tx: Tx, orderId: number, req: OrderRequest, plan: OrderPlan): StatementPart[] {
  const parts: StatementPart[] = [];
  if (plan.lines.length > 0) {
    const values = plan.lines.map((l) => ({
      order_id: orderId,
      course_id: l.course_id,
      pricing_plan_id: l.pricing_plan_id,
      price: l.price,
      discount: l.discount,
      promotion_id: l.promotion_id,
      coupon_ids: l.coupon_ids,
      seat_taken: l.takesSeat,
    }));
    parts.push({ name: 'course_lines', sql: tx.insert(orderCourses).values(values).returning({ id: orderCourses.id }) });
  }
  if (req.products.length > 0) {
    const values = req.products.map((p) => {
      const line = plan.productLines.find((l) => l.product_id === p.product_id);
      return {
        order_id: orderId,
        product_id: p.product_id,
        price: plan.productPrice.get(p.product_id)!,
        quantity: p.quantity,
        discount: line?.discount ?? 0,
        promotion_id: line?.promotion_id ?? null,
        coupon_ids: line?.coupon_ids ?? [],
      };
    });
    parts.push({ name: 'product_lines', sql: tx.insert(orderProducts).values(values).returning({ id: orderProducts.id }) });
  }
  return parts;
}

/** spec §4 free purchase report: AutoFree, or NeedApprovedFree when a free plan needs approval. */
async function settleFreeOrder(tx: Tx, order: NewOrderRow, buyer: BuyerRow, req: OrderRequest, plan: OrderPlan, now: Date) {
  await tx.insert(paymentReports).values({
    order_id: order.id,
    user_id: order.user_id,
    payment_method_id: req.payment_method_id,
    report_type: plan.needsApproval ? 'NeedApprovedFree' : 'AutoFree',
    status: plan.needsApproval ? 'pending' : 'approved',
    email: buyer.email,
    transfer_amount: 0,
    decided_at: plan.needsApproval ? null : now,
    created_at: now,
  });
  if (!plan.needsApproval) {
    await grantOrderAccess(tx, order, now);
    // A free order pays nothing and so gets no receipt today; the call keeps every paid path alike.
    await issueOrderDocument(tx, order.id, now);
  }
  // Its lines already left the cart with every order (remove-ordered-from-cart.ts); the rest stays.
}
