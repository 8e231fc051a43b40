// The discount arithmetic shared by coupons and promotions (spec §3: both carry courses,
// number_of_course, a P1/P2 type, discount_type, discount_amont and discount_amount_usd).
//
// Reading of P1 and P2 (spec §3 "P1 per-course, P2 number of courses", §5 "type P2 needs at least
// number_of_course matching courses"):
// - P1: the discount is given on every matching course of the cart: an amount off each matching
//   course's price, or the percent of each matching course's price (rounded per course).
// - P2: the deal applies only when the cart holds at least number_of_course matching courses (and at
//   least one). Then an amount deal takes the amount off once per order, and a percent deal takes the
//   percent of the matching courses' total (rounded once). The order-wide discount is spread over the
//   matching courses in proportion to their prices, so each course line of the order can carry its
//   share (spec §3 order payload: courses holds per-course pricing and coupons).
// - A deal may also list products (the back office binds coupons and promotions to products): a
//   product line (its unit price × quantity) then matches like a course and counts towards P2's
//   number of items. A deal that lists neither courses nor products matches every course and no
//   product; one that lists only products matches no course.
// - A matching course is one listed in the deal's courses; an empty list matches every course.
// - spec §3/§5: discount_amont is minor units of THB for amount deals and a whole percent for percent
//   deals; a USD order needs discount_amount_usd for an amount deal (null: the deal has no USD value).
// - A discount never exceeds the price it applies to; a percent outside 0..100 is held to it.
import { minMoney, money, percentOf, prorateMoney, sumMoney, type Currency, type Money } from './money.ts';

export const DEAL_TYPES = ['P1', 'P2'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The fields a coupon and a promotion share (spec §3). */
export interface DealTerms {
  courses: readonly number[];
  /** Product ids the deal also applies to; absent or empty: no product. */
  products?: readonly number[];
  number_of_course: number;
  discount_type: DiscountType;
  discount_amont: number;
  discount_amount_usd: number | null;
}

/** A course in the cart at its chosen plan's price, in minor units of the order currency. */
export interface CourseLine {
  course_id: number;
  price: number;
}

/** A product in the cart as a deal sees it: its unit price × quantity, minor units of the order currency. */
export interface ProductDealLine {
  product_id: number;
  price: number;
}

/** A line a deal may discount: a course or a product. */
export type DealLine = CourseLine | ProductDealLine;

/** Why a deal gives nothing to a cart. */
export type DealMiss = 'no_matching_course' | 'too_few_courses' | 'no_usd_amount';

export interface DealDiscount {
  /** null when the deal applies; otherwise why it does not. */
  miss: DealMiss | null;
  /** The whole discount, minor units of the order currency. */
  total: number;
  /** The discount on each matching line, in cart order (index into the lines given); sums to total. */
  perLine: { index: number; discount: number }[];
}

/** Site settings that govern how deals combine (spec §4, §5). 1 is on, 0 off, as stored. */
export interface DealSettings {
  coupon_one_per_order: number;
  coupon_promotion_exclusive: number;
}

/** spec §3 Coupon/Promotion courses: an empty list means every course, unless the deal is bound to products only. */
export function matchesCourse(terms: Pick<DealTerms, 'courses' | 'products'>, courseId: number): boolean {
  if (terms.courses.length === 0) return (terms.products ?? []).length === 0;
  return terms.courses.includes(courseId);
}

/** Whether a deal applies to a line of the cart: a course by matchesCourse, a product only when listed. */
export function matchesLine(terms: Pick<DealTerms, 'courses' | 'products'>, line: DealLine): boolean {
  if ('product_id' in line) return (terms.products ?? []).includes(line.product_id);
  return matchesCourse(terms, line.course_id);
}

/** A deal runs from start_at to end_at, both inclusive; a missing bound is open. */
export function isWithinDates(bounds: { start_at: Date | null; end_at: Date | null }, now: Date): boolean {
  if (bounds.start_at && now < bounds.start_at) return false;
  if (bounds.end_at && now > bounds.end_at) return false;
  return true;
}

/** The deal's face value in the order currency: minor units for amount deals, null without a USD value. */
function amountIn(terms: DealTerms, currency: Currency): number | null {
  const v = currency === 'USD' ? terms.discount_amount_usd : terms.discount_amont;
  return v === null ? null : Math.max(0, v);
}

function clampPercent(p: number): number {
  return Math.min(100, Math.max(0, Math.round(p)));
}

/**
 * The discount a P1 or P2 deal gives to the course and product lines of a cart, or why it gives none. Prices are
 * taken as given: the cart total passes what is left of each line after earlier deals, so stacked
 * deals never take a line below zero.
 */
export function computeDealDiscount(
  type: DealType,
  terms: DealTerms,
  lines: readonly DealLine[],
  currency: Currency,
): DealDiscount {
  const matching = lines.map((l, index) => ({ price: l.price, index })).filter((l) => matchesLine(terms, lines[l.index]!));
  const none = (miss: DealMiss): DealDiscount => ({ miss, total: 0, perLine: [] });
  if (matching.length === 0) return none('no_matching_course');
  // spec §5: type P2 needs at least number_of_course matching courses.
  if (type === 'P2' && matching.length < Math.max(1, terms.number_of_course)) return none('too_few_courses');

  let shares: Money[];
  if (terms.discount_type === 'percent') {
    const percent = clampPercent(terms.discount_amont);
    if (type === 'P1') {
      shares = matching.map((l) => percentOf(money(l.price, currency), { percent }));
    } else {
      const base = matching.map((l) => money(l.price, currency));
      shares = prorateMoney(percentOf(sumMoney(base, currency), { percent }), base);
    }
  } else {
    const face = amountIn(terms, currency);
    // spec §5 "USD price must exist for USD": an amount deal without a USD amount gives no USD discount.
    if (face === null) return none('no_usd_amount');
    const off = money(face, currency);
    if (type === 'P1') {
      shares = matching.map((l) => minMoney(off, money(l.price, currency)));
    } else {
      const base = matching.map((l) => money(l.price, currency));
      shares = prorateMoney(minMoney(off, sumMoney(base, currency)), base);
    }
  }
  const perLine = matching.map((l, i) => ({ index: l.index, discount: shares[i]?.amount ?? 0 }));
  return { miss: null, total: sumMoney(shares, currency).amount, perLine };
}

/** A deal's terms as written by the back office, before they are stored. */
export interface DealTermsShape {
  discount_type: string;
  discount_amont: number;
  start_at: string | null;
  end_at: string | null;
}

/** What a deal's fields cannot say alone (spec §3 Coupon): a percent is at most 100; the window ends after it starts. */
export function dealTermsIssue(
  v: DealTermsShape,
): { path: 'discount_amont' | 'end_at'; message: 'percent' | 'endBeforeStart' } | null {
  if (v.discount_type === 'percent' && v.discount_amont > 100) return { path: 'discount_amont', message: 'percent' };
  if (v.start_at && v.end_at && Date.parse(v.end_at) <= Date.parse(v.start_at))
    return { path: 'end_at', message: 'endBeforeStart' };
  return null;
}
