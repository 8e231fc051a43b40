// Coupons and promotions (spec §3): active, without dates or a use limit, for every course and method.
import { schema, type Db } from '@rian/db';
import { insertRow, type Spec } from './rows.ts';

export type CouponRow = typeof schema.coupons.$inferSelect;
export type PromotionRow = typeof schema.promotions.$inferSelect;

let made = 0;

/** A per-course ('P1') coupon of 100 THB off unless `spec` says otherwise. */
export async function aCoupon(db: Db, spec: Spec<typeof schema.coupons> = {}): Promise<CouponRow> {
  made += 1;
  return insertRow(db, schema.coupons, {
    code: `TEST${made}`,
    coupon_type: 'P1',
    discount_type: 'amount',
    discount_amont: 10_000,
    ...spec,
  });
}

/** A per-course ('P1') promotion of 100 THB off the given courses unless `spec` says otherwise. */
export async function aPromotion(db: Db, spec: Spec<typeof schema.promotions> = {}): Promise<PromotionRow> {
  made += 1;
  return insertRow(db, schema.promotions, {
    title: `โปรโมชันทดสอบ ${made}`,
    promotion_type: 'P1',
    discount_type: 'amount',
    discount_amont: 10_000,
    ...spec,
  });
}
