// Builders for the coupon and promotion rows that several test files need (tests only).
import type { Coupon } from './coupons.ts';
import type { CourseLine } from './deal-discount.ts';
import type { Promotion } from './promotions.ts';

/** A running P1 amount coupon for every course and method; override what a case needs. */
export function makeCoupon(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'SAVE500',
    courses: [],
    payment_method: [],
    coupon_type: 'P1',
    number_of_course: 1,
    discount_type: 'amount',
    discount_amont: 50000,
    discount_amount_usd: 1500,
    usage_limit: null,
    used_count: 0,
    start_at: null,
    end_at: null,
    is_active: true,
    ...over,
  };
}

/** A deal's running terms, a coupon's or a promotion's: 10 % off one course, no USD amount, no window. */
export const TEN_PERCENT_TERMS = {
  number_of_course: 1,
  discount_type: 'percent',
  discount_amont: 10,
  discount_amount_usd: null,
  start_at: null,
  end_at: null,
  is_active: true,
} as const;

/** A running P1 10 % promotion for every course; override what a case needs. */
export function makePromotion(over: Partial<Promotion> = {}): Promotion {
  return { id: 1, courses: [], promotion_type: 'P1', ...TEN_PERCENT_TERMS, ...over };
}

/** Three courses in a cart: 3,000, 200 and 1,000 THB. */
export const COURSE_LINES: readonly CourseLine[] = [
  { course_id: 1, price: 300000 },
  { course_id: 2, price: 20000 },
  { course_id: 3, price: 100000 },
];
