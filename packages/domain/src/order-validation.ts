// Order validation (spec §5 "Order" and "Coupon", §8 order codes): every rule an order must pass
// before it is created, reported all at once as §8 codes with the details their messages need.
//
// Reading of spec §5 "cannot re-buy an owned non-default, non-renew course": pricing plans are of
// pricing type 'default' (the plans sold to newcomers) or 'renew' (spec §3). A buyer who owns a
// course may buy it again only through a renew plan; buying an owned course through a default plan
// is COURSE_DUPLICATE ("already owns course"). Conversely a renew plan is only for a course the buyer
// owns: for anyone else it is not a plan they can pick (NO_PRICING_PLAN), so newcomers cannot take
// the renewal price. "Owned" is viewer.ownedCourseIds: courses the buyer has bought, whether or not
// access has run out (plans.ts renewPlans: renewals are what an owner is offered).
// A renewal keeps the buyer's seat, so NO_MORE_SEAT is not raised for it; the registration window
// (TIME_LEFT) applies to every purchase.
import type { Cart } from './cart-total.ts';
import { computeCartTotal, type ProductLine } from './cart-total.ts';
import { checkCoupon, type Coupon } from './coupons.ts';
import type { CourseLine, DealLine, DealSettings } from './deal-discount.ts';
import type { Currency } from './money.ts';
import { isPlanDisabled, isPlanListed, planPrice, renewPlans, type PlanRow, type Viewer } from './plans.ts';
import { checkPromotionChoice, listEligiblePromotions, type Promotion } from './promotions.ts';
import { registrationStatus, type RegistrationBounds } from './registration-window.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';
import type { VatSettings } from './vat.ts';
import type { WithholdingProfile } from './withholding.ts';

/** The order as the buyer submits it (spec §3 order payload, one entry per course with its plan). */
export interface OrderRequest {
  currency: Currency;
  courses: readonly { course_id: number; pricingplan_id: number | null }[];
  products: readonly { product_id: number; quantity: number }[];
  payment_method_id: number | null;
  coupon_ids: readonly number[];
  promotion_id: number | null;
  shipping_address_id: number | null;
  shipping_fee_id: number | null;
  is_withholding: boolean | number;
  withholding_percent: number | null;
}

export interface OrderCourse extends RegistrationBounds {
  id: number;
  title: string;
}

export interface OrderProduct {
  id: number;
  title: string;
  price: number;
  price_usd: number | null;
}

export interface OrderShippingFee {
  id: number;
  price: number;
  price_usd: number | null;
}

/** The site settings an order depends on (site_settings row). */
export type OrderSettings = DealSettings & VatSettings;

/** What the server loaded for the order: the rows it refers to, the buyer, the settings and the time. */
export interface OrderContext {
  now: Date;
  /** The buyer; ownedCourseIds are the courses they have bought. */
  viewer: Viewer;
  courses: readonly OrderCourse[];
  /** The pricing plans of the order's courses, default and renew. */
  plans: readonly PlanRow[];
  products: readonly OrderProduct[];
  shippingFees: readonly OrderShippingFee[];
  /** The coupon rows for the order's coupon ids; an id without a row is NOT_FOUND. */
  coupons: readonly Coupon[];
  /** The promotions on offer; the chosen one must be among them and eligible. */
  promotions: readonly Promotion[];
  settings: OrderSettings;
  profile: WithholdingProfile;
}

export type OrderValidation = { ok: true; cart: Cart } | { ok: false; failures: RuleFailure[]; cart: Cart | null };

/** Is the plan one this buyer may pick for this course? Renew plans only for owners (see above). */
function isPlanChoosable(plan: PlanRow, viewer: Viewer): boolean {
  if (plan.pricing_type === 'renew') return viewer.ownedCourseIds.has(plan.course_id) && renewPlans([plan]).length === 1;
  return isPlanListed(plan, viewer) && !isPlanDisabled(plan, viewer);
}

/** The course-level codes, in the order spec §5 lists its rules (then the §8 order codes). */
const COURSE_CODES = ['NO_PRICING_PLAN', 'COURSE_DUPLICATE', 'NO_USD_PRICE', 'NO_MORE_SEAT', 'TIME_LEFT'] as const;
type CourseCode = (typeof COURSE_CODES)[number];

/** Collects course-level failures so that each code is reported once with every course it concerns. */
class CourseFailures {
  private readonly byCode = new Map<CourseCode, OrderCourse[]>();
  add(code: CourseCode, course: OrderCourse): void {
    const list = this.byCode.get(code) ?? [];
    list.push(course);
    this.byCode.set(code, list);
  }
  toFailures(): RuleFailure[] {
    return COURSE_CODES.flatMap((code) => {
      const list = this.byCode.get(code);
      return list ? [ruleFailure(code, { courseIds: list.map((c) => c.id), names: list.map((c) => c.title) })] : [];
    });
  }
}

/** What a pricing step found: its failures, and whether the cart can still be priced. */
interface Step {
  failures: RuleFailure[];
  priced: boolean;
}

/** spec §5: no duplicate course; later copies are left out of the pricing. */
function duplicateCourses(req: OrderRequest, ctx: OrderContext): RuleFailure[] {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const c of req.courses) (seen.has(c.course_id) ? duplicates : seen).add(c.course_id);
  if (duplicates.size === 0) return [];
  const ids = [...duplicates];
  return [
    ruleFailure('CART_DUPLICATE_COURSE', {
      courseIds: ids,
      names: ids.map((id) => ctx.courses.find((c) => c.id === id)?.title ?? String(id)),
    }),
  ];
}

/** The course lines of the order, with the course-level rules of spec §5 and §8. */
function priceCourses(req: OrderRequest, ctx: OrderContext): Step & { lines: CourseLine[] } {
  const failures: RuleFailure[] = [];
  const perCourse = new CourseFailures();
  const { viewer } = ctx;
  const lines: CourseLine[] = [];
  const taken = new Set<number>();
  let priced = true;
  for (const item of req.courses) {
    if (taken.has(item.course_id)) continue;
    taken.add(item.course_id);
    const course = ctx.courses.find((c) => c.id === item.course_id);
    if (!course) {
      failures.push(ruleFailure('NOT_FOUND', { courseId: item.course_id }));
      priced = false;
      continue;
    }
    // spec §5: every course needs a pricing plan (one this buyer may pick, for this course).
    const plan = ctx.plans.find((p) => p.id === item.pricingplan_id && p.course_id === course.id);
    if (!plan || !isPlanChoosable(plan, viewer)) {
      perCourse.add('NO_PRICING_PLAN', course);
      priced = false;
      continue;
    }
    const owned = viewer.ownedCourseIds.has(course.id);
    const renewal = owned && plan.pricing_type === 'renew';
    // spec §5: cannot re-buy an owned course except through a renew plan (reading above).
    if (owned && !renewal) perCourse.add('COURSE_DUPLICATE', course);
    // spec §5: USD price must exist for USD.
    const price = planPrice(plan, req.currency);
    if (price === null) {
      perCourse.add('NO_USD_PRICE', course);
      priced = false;
    } else {
      lines.push({ course_id: course.id, price });
    }
    // spec §3, §8: the registration window and the seats (registration-window.ts).
    const status = registrationStatus(course, ctx.now);
    if (status === 'not_yet_open' || status === 'closed') perCourse.add('TIME_LEFT', course);
    else if (status === 'full' && !renewal) perCourse.add('NO_MORE_SEAT', course);
  }
  return { failures: [...failures, ...perCourse.toFailures()], priced, lines };
}

/** The product lines of the order, in the order's currency. */
function priceProducts(req: OrderRequest, ctx: OrderContext): Step & { products: ProductLine[] } {
  const failures: RuleFailure[] = [];
  const products: ProductLine[] = [];
  const noUsdProducts: string[] = [];
  let priced = true;
  for (const item of req.products) {
    const product = ctx.products.find((p) => p.id === item.product_id);
    if (!product) {
      failures.push(ruleFailure('NOT_FOUND', { productId: item.product_id }));
      priced = false;
      continue;
    }
    const price = req.currency === 'USD' ? product.price_usd : product.price;
    if (price === null) {
      noUsdProducts.push(product.title);
      priced = false;
    } else {
      products.push({ product_id: product.id, price, quantity: item.quantity });
    }
  }
  if (noUsdProducts.length > 0) failures.push(ruleFailure('NO_USD_PRICE', { names: noUsdProducts }));
  return { failures, priced, products };
}

/** spec §5: shipping address and fee must be chosen when the cart has products. */
function priceShipping(req: OrderRequest, ctx: OrderContext): Step & { price: number } {
  const failures: RuleFailure[] = [];
  if (req.products.length === 0) return { failures, priced: true, price: 0 };
  if (req.shipping_address_id === null) failures.push(ruleFailure('SHIPPING_REQUIRED'));
  const fee = ctx.shippingFees.find((f) => f.id === req.shipping_fee_id);
  if (!fee) {
    failures.push(ruleFailure('SHIPPING_FEE_REQUIRED', { shippingFeeId: req.shipping_fee_id }));
    return { failures, priced: true, price: 0 };
  }
  const p = req.currency === 'USD' ? fee.price_usd : fee.price;
  if (p === null) {
    failures.push(ruleFailure('NO_USD_PRICE', { shippingFeeId: fee.id }));
    return { failures, priced: false, price: 0 };
  }
  return { failures, priced: true, price: p };
}

/**
 * spec §5 Coupon: each coupon in the order it was applied. Exclusivity with the promotion is left to
 * checkPromotionChoice so that the conflict is reported once.
 */
function acceptCoupons(req: OrderRequest, ctx: OrderContext, lines: readonly DealLine[]) {
  const failures: RuleFailure[] = [];
  const coupons: Coupon[] = [];
  for (const id of req.coupon_ids) {
    const row = ctx.coupons.find((c) => c.id === id) ?? null;
    const check = checkCoupon(row, {
      now: ctx.now,
      currency: req.currency,
      courses: lines,
      paymentMethodId: req.payment_method_id,
      appliedCoupons: coupons,
      promotionId: null,
      settings: ctx.settings,
    });
    if (!check.ok) failures.push(row === null ? ruleFailure('NOT_FOUND', { couponId: id }) : check.failure);
    else if (row) coupons.push(row);
  }
  return { failures, coupons };
}

/** spec §4, §5: the promotion choice among the promotions the courses are eligible for. */
function choosePromotion(req: OrderRequest, ctx: OrderContext, lines: readonly DealLine[]) {
  const eligible = listEligiblePromotions(ctx.promotions, lines, req.currency, ctx.now);
  const failure = checkPromotionChoice({ couponIds: req.coupon_ids, promotionId: req.promotion_id }, eligible, ctx.settings);
  const promotion = eligible.find((e) => e.promotion.id === req.promotion_id)?.promotion ?? null;
  return { failures: failure ? [failure] : [], promotion };
}

/**
 * Validates an order against spec §5 and returns either the computed cart or every failure found
 * (with the cart when it could still be priced). Codes: CART_EMPTY, CART_DUPLICATE_COURSE, NOT_FOUND
 * (an unknown course, product or coupon), NO_PRICING_PLAN, COURSE_DUPLICATE, NO_USD_PRICE,
 * NO_MORE_SEAT, TIME_LEFT, SHIPPING_REQUIRED, SHIPPING_FEE_REQUIRED, NO_PAYMENT_METHOD, the coupon
 * codes of checkCoupon, COUPON_PROMOTION_EXCLUSIVE, PROMOTION_NOT_APPLICABLE, PROMOTION_REQUIRED,
 * WITHHOLDING_NOT_ALLOWED and MIN_AMOUNT.
 */
export function validateOrder(req: OrderRequest, ctx: OrderContext): OrderValidation {
  // spec §5: at least one course (or product: the cart sells both, spec §1).
  const empty = req.courses.length === 0 && req.products.length === 0 ? [ruleFailure('CART_EMPTY')] : [];
  const courses = priceCourses(req, ctx);
  const products = priceProducts(req, ctx);
  const shipping = priceShipping(req, ctx);
  // spec §5: payment method required.
  const noMethod = req.payment_method_id === null ? [ruleFailure('NO_PAYMENT_METHOD')] : [];
  // Deals see the courses, then the products (deal-discount.ts: a deal may be bound to products).
  const dealLines: DealLine[] = [
    ...courses.lines,
    ...products.products.map((p) => ({ product_id: p.product_id, price: p.price * p.quantity })),
  ];
  const coupons = acceptCoupons(req, ctx, dealLines);
  const promotion = choosePromotion(req, ctx, dealLines);
  const failures: RuleFailure[] = [
    ...empty,
    ...duplicateCourses(req, ctx),
    ...courses.failures,
    ...products.failures,
    ...shipping.failures,
    ...noMethod,
    ...coupons.failures,
    ...promotion.failures,
  ];
  let cart: Cart | null = null;
  if (courses.priced && products.priced && shipping.priced) {
    const total = computeCartTotal({
      currency: req.currency,
      courses: courses.lines,
      products: products.products,
      shipping:
        req.products.length > 0
          ? { fee_id: req.shipping_fee_id, address_id: req.shipping_address_id, price: shipping.price }
          : null,
      promotion: promotion.promotion,
      coupons: coupons.coupons,
      paymentMethodId: req.payment_method_id,
      settings: ctx.settings,
      withholding: { is_withholding: req.is_withholding, withholding_percent: req.withholding_percent },
      profile: ctx.profile,
    });
    cart = total.cart;
    failures.push(...total.failures);
  }
  if (failures.length === 0 && cart) return { ok: true, cart };
  return { ok: false, failures, cart };
}
