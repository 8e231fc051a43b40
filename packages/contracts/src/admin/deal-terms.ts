// The money terms a coupon and a promotion share (spec §3 Coupon and Promotion, deal-discount.ts):
// the courses and products a deal applies to, P1/P2, a percent or an amount (THB, and USD
// optionally), its window and its switch. The back office's forms check with these same schemas.
import * as z from 'zod/mini';
import { DEAL_TYPES, DISCOUNT_TYPES, dealTermsIssue, type DealTermsShape } from '@rian/domain/deal-discount';
import { money, nullableTime } from './fields.ts';

export const dealIds = (max: number) => z.array(z.int().check(z.positive())).check(z.maxLength(max, 'tooMany'));

/** The terms' fields, as a coupon's or a promotion's create or patch body holds them. */
export const dealTermFields = {
  /** Courses it applies to; empty: every course, unless it lists products only. */
  courses: dealIds(200),
  /** Products it applies to; empty or absent: none. */
  products: z.optional(dealIds(200)),
  number_of_course: z.int().check(z.minimum(1, 'min'), z.maximum(100, 'max')),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** A whole percent (1–100) for 'percent'; baht in satang (more than 0) for 'amount'. */
  discount_amont: z.int().check(z.minimum(1, 'min'), z.maximum(100_000_000, 'max')),
  /** The amount off a USD order, in cents; null: nothing off a USD order. */
  discount_amount_usd: z.nullable(money.check(z.minimum(1, 'min'))),
  start_at: nullableTime,
  end_at: nullableTime,
  is_active: z.boolean(),
};

export const dealType = z.enum(DEAL_TYPES);

/** The domain's two cross-field rules (dealTermsIssue) as zod checks, each on the field it names. */
export const dealTermsChecks = [
  z.refine<DealTermsShape>((v) => dealTermsIssue(v)?.message !== 'percent', { path: ['discount_amont'], message: 'percent' }),
  z.refine<DealTermsShape>((v) => dealTermsIssue(v)?.message !== 'endBeforeStart', {
    path: ['end_at'],
    message: 'endBeforeStart',
  }),
];

/** The terms as the back office reads them back. */
export const adminDealTerms = {
  courses: z.array(z.number()),
  products: z.array(z.number()),
  number_of_course: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_amont: z.number(),
  discount_amount_usd: z.nullable(z.number()),
  start_at: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
  is_active: z.boolean(),
};
