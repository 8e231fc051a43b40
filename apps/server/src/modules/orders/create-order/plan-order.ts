// What the new order will hold, decided before its transaction: its lines (which take a seat), the
// product prices, its state and figures (written to the row and answered in the detail alike), and
// when it is cancelled unpaid (spec §9: now + the site's auto_cancel hours). The spec's payload also
// carries `status` and `cancel_at`: the source product let the browser set them; Rian ignores both.
import type { Cart } from '@rian/domain/cart-total';
import type { OrderRequest } from '@rian/domain/order-validation';
import { cartSignature } from './cart-signature.ts';
import type { LoadedOrder } from './load-order-context.ts';

export type OrderLine = Cart['courses'][number] & { pricing_plan_id: number; need_approval: boolean; takesSeat: boolean };

export interface OrderPlan {
  signature: string;
  lines: OrderLine[];
  productPrice: Map<number, number>;
  /** The cart's product lines with their share of the deals. */
  productLines: Cart['products'];
  free: boolean;
  needsApproval: boolean;
  cancelAt: Date;
  figures: ReturnType<typeof figuresOf>;
}

export function planOrder(loaded: LoadedOrder, req: OrderRequest, cart: Cart, now: Date): OrderPlan {
  const { rows } = loaded;
  const plansById = new Map(rows.plans.map((p) => [p.id, p]));
  const lines = req.courses
    .filter((c, i, all) => all.findIndex((x) => x.course_id === c.course_id) === i)
    .map((c) => {
      const plan = plansById.get(c.pricingplan_id!)!;
      const share = cart.courses.find((l) => l.course_id === c.course_id)!;
      // A renewal keeps the owner's seat (order-validation.ts); every other line of a course with a
      // seat limit takes one. Unlimited courses count nothing: their row is not locked by every
      // order of a popular course (bench/checkout), and nothing needs the count.
      const renewal = plan.pricing_type === 'renew' && rows.ownedCourseIds.has(c.course_id);
      const limited = rows.courses.find((x) => x.id === c.course_id)?.seat != null;
      return { ...share, pricing_plan_id: plan.id, need_approval: plan.need_approval === 1, takesSeat: limited && !renewal };
    });
  const productPrice = new Map(rows.products.map((p) => [p.id, req.currency === 'USD' ? p.price_usd! : p.price]));
  const free = cart.total === 0;
  const needsApproval = free && lines.some((l) => l.need_approval);
  return {
    signature: cartSignature(req),
    lines,
    productPrice,
    productLines: cart.products,
    free,
    needsApproval,
    cancelAt: new Date(now.getTime() + loaded.settings.auto_cancel * 3_600_000),
    figures: figuresOf(req, cart, free, needsApproval),
  };
}

/** A free order is approved at once, or waits for an administrator when a free plan needs approval. */
function figuresOf(req: OrderRequest, cart: Cart, free: boolean, needsApproval: boolean) {
  const status = !free ? ('notYetReceived' as const) : needsApproval ? ('pendingApproved' as const) : ('approved' as const);
  return {
    status,
    payment_status: free && !needsApproval ? ('approved' as const) : ('pending' as const),
    payment_method_id: req.payment_method_id,
    currency_code: cart.currency,
    price: cart.amount,
    discount: cart.discount,
    shipping_fee: cart.shippingFeePrice,
    vat: cart.vat,
    vat_included: cart.vatIncluded ? 1 : 0,
    is_withholding: cart.withholdingPercent === null ? 0 : 1,
    withholding_percent: cart.withholdingPercent,
    withholding_price: cart.withholdingPrice,
    total: cart.total,
  };
}
