// Writes the new order in the caller's transaction: its row, its lines, a free order's report and
// access (spec §4 free purchase report), then the holds it takes (reserve-holds.ts), last.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import type { Cart } from '@rian/domain/cart-total';
import type { OrderRequest } from '@rian/domain/order-validation';
import { initialShippingStatus } from '@rian/domain/lifecycles/shipping';
import { issueOrderDocument } from '../../documents/issue-order-document.ts';
import { grantOrderAccess } from '../order-transitions.ts';
import type { LoadedOrder } from './load-order-context.ts';
import { wantsTaxInvoice, type BuyerRow } from './load-order-rows.ts';
import type { OrderPlan } from './plan-order.ts';
import { recordOrderStockMoves } from '../record-stock-moves.ts';
import { reserveHolds } from './reserve-holds.ts';

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

export async function insertOrder(tx: Tx, draft: OrderDraft, now: Date): Promise<NewOrderRow> {
  const { loaded, req, plan } = draft;
  const order = await insertOrderRow(tx, draft, now);
  await insertOrderLines(tx, order.id, req, plan);
  if (plan.free) await settleFreeOrder(tx, order, loaded.buyer, req, plan, now);
  await reserveHolds(tx, plan.lines, req, loaded.rows);
  await recordOrderStockMoves(tx, [order.id], 'order');
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

async function insertOrderRow(tx: Tx, draft: OrderDraft, now: Date): Promise<NewOrderRow> {
  const { userId, loaded, req, cart, plan } = draft;
  const { buyer, settings } = loaded;
  const [order] = await tx
    .insert(orders)
    .values({
      order_token: randomBytes(24).toString('base64url'),
      user_id: userId,
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
    .returning({ id: orders.id, user_id: orders.user_id, order_token: orders.order_token });
  return order!;
}

/** The course and product lines go in one statement (one round trip; bench/checkout). */
async function insertOrderLines(tx: Tx, orderId: number, req: OrderRequest, plan: OrderPlan): Promise<void> {
  const inserts = [
    plan.lines.length > 0
      ? tx.insert(orderCourses).values(
          plan.lines.map((l) => ({
            order_id: orderId,
            course_id: l.course_id,
            pricing_plan_id: l.pricing_plan_id,
            price: l.price,
            discount: l.discount,
            promotion_id: l.promotion_id,
            coupon_ids: l.coupon_ids,
            seat_taken: l.takesSeat,
          })),
        )
      : null,
    req.products.length > 0
      ? tx.insert(orderProducts).values(
          req.products.map((p) => {
            // The cart's line carries the share of the deals bound to the product (deal-discount.ts).
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
          }),
        )
      : null,
  ].filter((q) => q !== null);
  if (inserts.length === 1) await inserts[0]!;
  else if (inserts.length === 2) await tx.execute(sql`with lines as (${inserts[0]!.getSQL()}) ${inserts[1]!.getSQL()}`);
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
