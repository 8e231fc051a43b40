// Coupons and promotions (spec §3): active, without dates or a use limit, for every course and method.
import { schema } from '@rian/db';
import { rowFactory } from './rows.ts';

export type CouponRow = typeof schema.coupons.$inferSelect;
export type PromotionRow = typeof schema.promotions.$inferSelect;

/** A per-course ('P1') coupon of 100 THB off unless `spec` says otherwise. */
export const aCoupon = rowFactory(schema.coupons, (n) => ({
  code: `TEST${n}`,
  coupon_type: 'P1',
  discount_type: 'amount',
  discount_amont: 10_000,
}));

/** A per-course ('P1') promotion of 100 THB off the given courses unless `spec` says otherwise. */
export const aPromotion = rowFactory(schema.promotions, (n) => ({
  title: `โปรโมชันทดสอบ ${n}`,
  promotion_type: 'P1',
  discount_type: 'amount',
  discount_amont: 10_000,
}));
