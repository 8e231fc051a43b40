// What follows from the buyer's choices (checkout-choices.ts), as pure functions (spec §4, §5): the
// live summary from packages/domain (validateOrder / computeCartTotal, the server's own rules), the
// submit gate and the order payload of spec §3. hooks/use-checkout.ts wires it to the server's
// look-ups.
import type { OrderBody, PublicCoupon } from '@rian/contracts/checkout';
import type { Cart } from '@rian/domain/cart-total';
import type { CourseLine as PricedCourse, DealLine } from '@rian/domain/deal-discount';
import { excludeVat } from '@rian/domain/vat';
import { money, type Currency } from '@rian/domain/money';
import {
  validateOrder,
  type OrderContext,
  type OrderCourse,
  type OrderProduct,
  type OrderRequest,
  type OrderSettings,
} from '@rian/domain/order-validation';
import { planPrice, type PlanRow, type Viewer } from '@rian/domain/plans';
import { listEligiblePromotions, type EligiblePromotion } from '@rian/domain/promotions';
import { ruleFailure, type RuleFailure } from '@rian/domain/rule-failure';
import type { WithholdingProfile } from '@rian/domain/withholding';
import type { CheckoutLine } from '../../lib/cart-lines.ts';
import type { CheckoutChoices } from './checkout-choices.ts';
import { toCoupon, toShippingFee, type CheckoutPromotion } from './domain-adapters.ts';

/** What the server's look-ups told the browser, already in the domain's types (domain-adapters.ts). */
export interface CheckoutLookups {
  settings: OrderSettings;
  viewer: Viewer;
  courses: readonly OrderCourse[];
  plans: readonly PlanRow[];
  products: readonly OrderProduct[];
  promotions: readonly CheckoutPromotion[];
  profile: WithholdingProfile;
}

export interface CheckoutSummary {
  request: OrderRequest;
  /** Promotions this cart can take, with their discounts (spec §4 list). */
  eligible: EligiblePromotion<CheckoutPromotion>[];
  /** spec §3 Cart; null while a line cannot be priced (a course without a plan, a missing USD price). */
  cart: Cart | null;
  /** Every §5 rule the order breaks now, as the server would report it. */
  failures: RuleFailure[];
  /** The service value excluding VAT that withholding is computed on (withholding.ts). */
  withholdingBase: number;
}

/** The courses of the cart at their chosen plans' prices in the order currency (what deals apply to). */
export function pricedCourses(lines: readonly CheckoutLine[], plans: readonly PlanRow[], currency: Currency): PricedCourse[] {
  const out: PricedCourse[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    if (line.kind !== 'course' || seen.has(line.course_id)) continue;
    seen.add(line.course_id);
    const plan = plans.find((p) => p.id === line.plan_id && p.course_id === line.course_id);
    const price = plan ? planPrice(plan, currency) : null;
    if (price !== null) out.push({ course_id: line.course_id, price });
  }
  return out;
}

/**
 * The cart's lines as coupons and promotions see them (deal-discount.ts): the priced courses, then
 * each product at its unit price × quantity, in the order's currency.
 */
export function pricedDealLines(
  lines: readonly CheckoutLine[],
  lookups: Pick<CheckoutLookups, 'plans' | 'products'>,
  currency: Currency,
): DealLine[] {
  const out: DealLine[] = pricedCourses(lines, lookups.plans, currency);
  for (const line of lines) {
    if (line.kind !== 'product') continue;
    const product = lookups.products.find((p) => p.id === line.product_id);
    const price = currency === 'USD' ? product?.price_usd : product?.price;
    if (price != null) out.push({ product_id: line.product_id, price: price * line.quantity });
  }
  return out;
}

/** The order of spec §3 for the domain rules, with the promotion to send (see summarizeCheckout). */
export function buildOrderRequest(
  lines: readonly CheckoutLine[],
  choices: CheckoutChoices,
  promotionId: number | null,
): OrderRequest {
  const hasProducts = lines.some((l) => l.kind === 'product');
  return {
    currency: choices.currency,
    courses: lines.flatMap((l) => (l.kind === 'course' ? [{ course_id: l.course_id, pricingplan_id: l.plan_id }] : [])),
    products: lines.flatMap((l) => (l.kind === 'product' ? [{ product_id: l.product_id, quantity: l.quantity }] : [])),
    payment_method_id: choices.paymentMethodId,
    coupon_ids: choices.coupons.map((c) => c.id),
    promotion_id: promotionId,
    // spec §5: shipping belongs to carts with products; a course-only order sends none.
    shipping_address_id: hasProducts ? choices.shipping.addressId : null,
    shipping_fee_id: hasProducts ? choices.shipping.feeId : null,
    is_withholding: choices.withholding.checked ? 1 : 0,
    withholding_percent: choices.withholding.checked ? choices.withholding.percent : null,
  };
}

/**
 * The live summary: validateOrder on the same request and rows the server will use. A chosen
 * promotion that the cart can no longer take (the buyer changed a plan or removed a course) is left
 * out rather than reported, and comes back when the cart can take it again; if another promotion
 * is eligible meanwhile, PROMOTION_REQUIRED asks the buyer to choose (spec §5).
 */
export function summarizeCheckout(
  lines: readonly CheckoutLine[],
  choices: CheckoutChoices,
  lookups: CheckoutLookups,
  now: Date,
): CheckoutSummary {
  const eligible = listEligiblePromotions(
    lookups.promotions,
    pricedDealLines(lines, lookups, choices.currency),
    choices.currency,
    now,
  );
  const chosen = choices.promotion.promotionId;
  const promotionId = chosen !== null && eligible.some((e) => e.promotion.id === chosen) ? chosen : null;
  const request = buildOrderRequest(lines, choices, promotionId);
  const context: OrderContext = {
    now,
    viewer: lookups.viewer,
    courses: lookups.courses,
    plans: lookups.plans,
    products: lookups.products,
    shippingFees: toShippingFee(choices.shipping.feeId, choices.shipping.feePrice),
    coupons: choices.coupons.map(toCoupon),
    promotions: lookups.promotions,
    settings: lookups.settings,
    profile: lookups.profile,
  };
  const validation = validateOrder(request, context);
  const cart = validation.cart;
  let withholdingBase = 0;
  if (cart) {
    // withholding.ts: the courses less their discounts, excluding VAT (products and shipping are not services).
    const services = cart.courses.reduce((sum, c) => sum + c.price - c.discount, 0);
    withholdingBase = excludeVat(money(Math.max(0, services), cart.currency), lookups.settings).amount;
  }
  return { request, eligible, cart, failures: validation.ok ? [] : validation.failures, withholdingBase };
}

export interface CheckoutGate {
  canSubmit: boolean;
  /** What stands in the way, as §8 failures, in the order the buyer can act on them. */
  notices: RuleFailure[];
}

/**
 * spec §4: submit is disabled when the cart is empty, while loading or submitting, or when required
 * choices are missing (spec §5: shipping for products, a plan per course, a payment method...). Any
 * failure the server would answer with blocks it too, with its message shown instead.
 */
export function checkoutGate(input: {
  lineCount: number;
  loading: boolean;
  submitting: boolean;
  summary: CheckoutSummary | null;
  /** Failures known outside the order rules, e.g. STUDENT_ONLY for a signed-in instructor (spec §6). */
  extra: readonly RuleFailure[];
}): CheckoutGate {
  if (input.lineCount === 0) return { canSubmit: false, notices: [ruleFailure('CART_EMPTY')] };
  const notices = [...input.extra, ...(input.summary?.failures ?? [])];
  const ready = !input.loading && input.summary !== null && input.summary.cart !== null;
  return { canSubmit: ready && !input.submitting && notices.length === 0, notices };
}

/** The coupon failures that concern one applied coupon (by its code or id), for its chip. */
export function couponFailures(failures: readonly RuleFailure[], coupon: Pick<PublicCoupon, 'id' | 'code'>): RuleFailure[] {
  return failures.filter((f) => {
    const d = f.details as { code?: unknown; couponId?: unknown } | undefined;
    return d?.code === coupon.code || d?.couponId === coupon.id;
  });
}

/**
 * The POST /private/cart/order body (spec §3 order payload). Prices, discounts and the shipping fee
 * are the browser's summary, for the server to compare with its own (PRICE_CHANGED when they differ).
 */
export function buildOrderBody(request: OrderRequest, cart: Cart, userId: number, source: 'course' | 'cart'): OrderBody {
  return {
    user_id: userId,
    course_id: request.courses.map((c) => c.course_id),
    pricingplan_id: request.courses.map((c) => c.pricingplan_id),
    courses: cart.courses,
    products: request.products.map((p) => ({ product_id: p.product_id, quantity: p.quantity })),
    payment_method_id: request.payment_method_id,
    coupon_id: [...request.coupon_ids],
    promotion_id: request.promotion_id,
    // spec §4: an order starts as notYetReceived; the server sets it (and cancel_at, spec §9) itself.
    status: 'notYetReceived',
    price: cart.amount,
    discount: cart.discount,
    shipping_fee: cart.shippingFeePrice,
    currency_code: request.currency,
    cancel_at: null,
    shipping_address_id: request.shipping_address_id,
    shipping_fee_id: request.shipping_fee_id,
    is_withholding: request.is_withholding ? 1 : 0,
    withholding_percent: request.withholding_percent,
    source,
  };
}

/** The same cart and choices make the same key: an order made for it is reused (spec §4). */
export function orderKey(body: OrderBody): string {
  const { user_id: _user, source: _source, ...rest } = body;
  return JSON.stringify(rest);
}
