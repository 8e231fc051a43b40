// The cart total (spec §3 Cart: amount, discount, shippingFeePrice, shippingFeeId, shippingAddressId,
// vat value, withholding percent and price, total payable; §9 payable = price − discount +
// shipping_fee − withholding_price; §5 card methods 8 and 9 need at least 20 baht after VAT and
// withholding). All figures are integer minor units of the order currency.
//
// Order of the arithmetic:
// 1. amount: every course at its chosen plan's price plus every product's price × quantity.
// 2. discount: the promotion first, then the coupons in the order they were applied, each on what is
//    left of each line after the deals before it, so stacked deals never take a line below zero.
//    Deals discount the courses they match (spec §3: coupons and promotions list courses) and the
//    products they are bound to (deal-discount.ts); a product line is its price × quantity.
// 3. shippingFeePrice: charged only when the cart holds products; a course-only cart ships nothing.
// 4. vat: on amount − discount + shipping fee (the shipping the seller charges is part of the value
//    of the sale); extracted when prices include VAT, added on top when they do not.
// 5. withholding: see withholding.ts for the base (courses less their own discounts, excluding VAT).
// 6. total = amount − discount + shippingFeePrice − withholdingPrice, + vat only when VAT is added on
//    top; never below zero.
// The caller passes coupons and a promotion that passed checkCoupon / listEligiblePromotions; the
// P1/P2 conditions are still applied here because they are part of the discount arithmetic.
import type { Coupon } from './coupons.ts';
import { computeDealDiscount, type CourseLine, type DealDiscount, type DealLine } from './deal-discount.ts';
import { addMoney, clampAtZero, money, subtractMoney, sumMoney, type Currency, type Money } from './money.ts';
import type { Promotion } from './promotions.ts';
import { paymentMethod } from './payment-methods.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';
import { computeVat, excludeVat, type VatSettings } from './vat.ts';
import { computeWithholding, type WithholdingPercent, type WithholdingProfile, type WithholdingRequest } from './withholding.ts';

/** A product in the cart: unit price in minor units of the order currency, and a quantity of at least 1. */
export interface ProductLine {
  product_id: number;
  price: number;
  quantity: number;
}

/** The chosen shipping: fee row, address, and the fee's price in the order currency. */
export interface ShippingChoice {
  fee_id: number | null;
  address_id: number | null;
  price: number;
}

export interface CartInput {
  currency: Currency;
  courses: readonly CourseLine[];
  products: readonly ProductLine[];
  shipping: ShippingChoice | null;
  promotion: Promotion | null;
  coupons: readonly Coupon[];
  /** For the minimum amount of methods 8 and 9; null while none is chosen. */
  paymentMethodId: number | null;
  settings: VatSettings;
  withholding: WithholdingRequest;
  profile: WithholdingProfile;
}

/** One course of the cart with its share of the discounts (spec §3 order payload: per-course pricing and coupons). */
export interface CartCourseLine {
  course_id: number;
  price: number;
  discount: number;
  promotion_id: number | null;
  coupon_ids: number[];
}

/** One product of the cart with its share of the deals bound to it; `price` is the unit price. */
export interface CartProductLine {
  product_id: number;
  price: number;
  quantity: number;
  discount: number;
  promotion_id: number | null;
  coupon_ids: number[];
}

/** spec §3 Cart, with the spec's field names; minor units of `currency`. */
export interface Cart {
  currency: Currency;
  amount: number;
  discount: number;
  promotionDiscount: number;
  couponDiscount: number;
  shippingFeePrice: number;
  shippingFeeId: number | null;
  shippingAddressId: number | null;
  vat: number;
  vatRateBp: number;
  vatIncluded: boolean;
  withholdingPercent: WithholdingPercent | null;
  withholdingPrice: number;
  /** The total payable. */
  total: number;
  courses: CartCourseLine[];
  products: CartProductLine[];
}

export interface CartTotal {
  cart: Cart;
  /** WITHHOLDING_NOT_ALLOWED for a refused request, MIN_AMOUNT for a total too small for the method. */
  failures: RuleFailure[];
}

function checkedMinor(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer of minor units: ${n}`);
  return n;
}

/**
 * spec §5: card methods 8 and 9 need a total of at least 20 baht after VAT and withholding. A total
 * of zero is exempt: spec §4 sends a zero order to thank-you without a payment step. The minimum is
 * in baht; USD totals are not checked (no exchange rate belongs in the domain).
 */
export function checkMinimumAmount(cart: Pick<Cart, 'currency' | 'total'>, paymentMethodId: number | null): RuleFailure | null {
  const method = paymentMethod(paymentMethodId);
  const minimum = method?.minimum;
  if (!method || !minimum || cart.currency !== minimum.currency || cart.total === 0 || cart.total >= minimum.amount) return null;
  return ruleFailure('MIN_AMOUNT', { minimum: minimum.amount, total: cart.total, paymentMethodId: method.id });
}

/** Step 1: the course lines (no discount yet), the course subtotal and the amount with products. */
function priceLines(input: CartInput) {
  const { currency } = input;
  const m = (n: number): Money => money(n, currency);
  const lines: CartCourseLine[] = input.courses.map((c) => ({
    course_id: c.course_id,
    price: checkedMinor(c.price, 'course price'),
    discount: 0,
    promotion_id: null,
    coupon_ids: [],
  }));
  const products: CartProductLine[] = input.products.map((p) => {
    checkedMinor(p.price, 'product price');
    if (!Number.isSafeInteger(p.quantity) || p.quantity < 1)
      throw new RangeError(`quantity must be a whole number of at least 1: ${p.quantity}`);
    return { product_id: p.product_id, price: p.price, quantity: p.quantity, discount: 0, promotion_id: null, coupon_ids: [] };
  });
  const courseSubtotal = sumMoney(
    lines.map((l) => m(l.price)),
    currency,
  );
  const productSubtotal = sumMoney(
    products.map((p) => m(p.price * p.quantity)),
    currency,
  );
  return { lines, products, courseSubtotal, amount: addMoney(courseSubtotal, productSubtotal) };
}

/** The cart's lines as deals see them: the courses, then the products, each at what is left of it. */
function dealLines(courses: readonly CartCourseLine[], products: readonly CartProductLine[]): DealLine[] {
  return [
    ...courses.map((l): CourseLine => ({ course_id: l.course_id, price: l.price - l.discount })),
    ...products.map((p) => ({ product_id: p.product_id, price: p.price * p.quantity - p.discount })),
  ];
}

/** Step 2: the promotion, then each coupon, on what earlier deals left of each line (marks the lines). */
function applyDeals(input: CartInput, lines: CartCourseLine[], products: CartProductLine[]) {
  const { currency } = input;
  const m = (n: number): Money => money(n, currency);
  const all: (CartCourseLine | CartProductLine)[] = [...lines, ...products];
  const applyDeal = (discount: DealDiscount, mark: (line: CartCourseLine | CartProductLine) => void): Money => {
    for (const share of discount.perLine) {
      const line = all[share.index];
      if (!line || share.discount === 0) continue;
      line.discount += share.discount;
      mark(line);
    }
    return m(discount.total);
  };
  const remaining = (): DealLine[] => dealLines(lines, products);
  let promotionDiscount = m(0);
  const promotion = input.promotion;
  if (promotion) {
    const d = computeDealDiscount(promotion.promotion_type, promotion, remaining(), currency);
    promotionDiscount = applyDeal(d, (line) => (line.promotion_id = promotion.id));
  }
  let couponDiscount = m(0);
  for (const coupon of input.coupons) {
    const d = computeDealDiscount(coupon.coupon_type, coupon, remaining(), currency);
    const given = applyDeal(d, (line) => line.coupon_ids.push(coupon.id));
    couponDiscount = addMoney(couponDiscount, given);
  }
  return { promotionDiscount, couponDiscount, discount: addMoney(promotionDiscount, couponDiscount) };
}

/**
 * Computes the cart of spec §3 from priced lines, the chosen deals, shipping, the VAT settings and the
 * withholding request, with the failures the totals raise. Throws RangeError for a negative or
 * fractional price or a quantity below 1: those are contract violations, not buyer mistakes.
 */
export function computeCartTotal(input: CartInput): CartTotal {
  const { currency } = input;
  const m = (n: number): Money => money(n, currency);
  const { lines, products, courseSubtotal, amount } = priceLines(input);
  const { promotionDiscount, couponDiscount, discount } = applyDeals(input, lines, products);

  // Step 3: shipping only for products (spec §5: shipping is chosen when the cart has products).
  const ships = input.products.length > 0 && input.shipping !== null;
  const shippingFee = ships ? m(checkedMinor(input.shipping?.price ?? 0, 'shipping fee')) : m(0);

  // Step 4: VAT on the value of the sale.
  const netSale = addMoney(subtractMoney(amount, discount), shippingFee);
  const vat = computeVat(netSale, input.settings);
  const vatIncluded = input.settings.vat_included === 1;

  // Step 5: withholding on the courses' value (less their own discounts) excluding VAT.
  const courseDiscount = sumMoney(
    lines.map((l) => m(l.discount)),
    currency,
  );
  const serviceValue = excludeVat(subtractMoney(courseSubtotal, courseDiscount), input.settings);
  const withholding = computeWithholding(input.withholding, input.profile, serviceValue);

  // Step 6: spec §9 payable = price − discount + shipping_fee − withholding_price (+ VAT added on top).
  let total = subtractMoney(netSale, withholding.price);
  if (!vatIncluded) total = addMoney(total, vat);
  total = clampAtZero(total);

  const cart: Cart = {
    currency,
    amount: amount.amount,
    discount: discount.amount,
    promotionDiscount: promotionDiscount.amount,
    couponDiscount: couponDiscount.amount,
    shippingFeePrice: shippingFee.amount,
    shippingFeeId: ships ? (input.shipping?.fee_id ?? null) : null,
    shippingAddressId: ships ? (input.shipping?.address_id ?? null) : null,
    vat: vat.amount,
    vatRateBp: input.settings.vat_rate_bp,
    vatIncluded,
    withholdingPercent: withholding.percent,
    withholdingPrice: withholding.price.amount,
    total: total.amount,
    courses: lines,
    products,
  };
  const failures: RuleFailure[] = [];
  if (withholding.failure) failures.push(withholding.failure);
  const minimum = checkMinimumAmount(cart, input.paymentMethodId);
  if (minimum) failures.push(minimum);
  return { cart, failures };
}
