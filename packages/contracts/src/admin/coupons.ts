// /private/admin/coupons (spec §3 Coupon, §5 Coupon): coupons P1/P2, a percent or an amount
// (THB, and USD optionally), bound to courses, products and payment methods, a usage limit and a validity window;
// codes made in bulk for a campaign, their CSV, and the orders that used a coupon. Amounts are minor
// units; a percent is a whole percent. The web's forms check with these same schemas.
import * as z from 'zod/mini';
import { COUPON_BULK_MAX } from '@rian/domain/coupon-codes';
import { ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { adminDealTerms, dealIds, dealTermFields, dealTermsChecks, dealType } from './deal-terms.ts';
import { maybeNumber, maybeText, optionalText, requiredText, text } from './fields.ts';

export const AdminCouponSchema = z.object({
  id: z.number(),
  code: text,
  name: text,
  ...adminDealTerms,
  payment_method: z.array(z.number()),
  coupon_type: dealType,
  usage_limit: maybeNumber,
  used_count: z.number(),
  campaign: maybeText,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** A code as buyers type it: letters, digits, - and _; kept upper-case (codes match case-insensitively). */
const code = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(40, 'tooLong'), z.regex(/^[A-Za-z0-9_-]+$/, 'couponCode')),
  z.transform((s: string) => s.toUpperCase()),
);

/** The terms a coupon carries, whether made alone or in bulk. */
const termFields = {
  ...dealTermFields,
  name: optionalText(255),
  payment_method: dealIds(50),
  coupon_type: dealType,
  /** Total uses; null is unlimited. */
  usage_limit: z.nullable(z.int().check(z.minimum(1, 'min'), z.maximum(10_000_000, 'max'))),
};
export const CouponCreateSchema = z.object({ code, ...termFields }).check(...dealTermsChecks);
export type CouponCreate = z.output<typeof CouponCreateSchema>;

/** The fields sent; the server checks the terms again against the stored ones they join. */
export const CouponPatchSchema = z.partial(z.object({ code, ...termFields }));
export type CouponPatch = z.output<typeof CouponPatchSchema>;

/** Codes made in bulk: `count` codes of the prefix and a random part, all with the same terms. */
export const CouponBulkSchema = z
  .object({
    prefix: z.string().check(z.trim(), z.maxLength(12, 'tooLong'), z.regex(/^[A-Za-z0-9_-]*$/, 'couponCode')),
    count: z.int().check(z.minimum(1, 'min'), z.maximum(COUPON_BULK_MAX, 'max')),
    campaign: requiredText(100),
    ...termFields,
  })
  .check(...dealTermsChecks);
export type CouponBulk = z.output<typeof CouponBulkSchema>;

export const CouponBulkResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ campaign: text, created: z.number() }),
});

export const COUPON_STATES = ['active', 'expired'] as const;
export const COUPON_SORTS = ['code', 'name', 'end_at', 'used_count', 'id'] as const;

export const CouponListQuerySchema = z.extend(adminListQuery(COUPON_SORTS), {
  /** active: switched on and not past its end; expired: past its end. */
  state: z.optional(z.enum(COUPON_STATES)),
  campaign: z.optional(z.string().check(z.maxLength(100))),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;
export const CouponPageSchema = adminPage(AdminCouponSchema);
export const CouponOneSchema = adminOne(AdminCouponSchema);

/** The CSV of one campaign's codes; without a campaign, of every coupon. */
export const CouponExportQuerySchema = z.object({ campaign: z.optional(requiredText(100)) });

/**
 * An order that used the coupon. `discount` is what the order's lines carrying the coupon were given;
 * `shared` says those lines carried another deal too (a promotion or a second coupon, when the site
 * settings allow), so the figure includes that deal's share.
 */
export const CouponUseSchema = z.object({
  order_id: z.number(),
  order_token: text,
  created_at: text,
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ name: text, email: text }),
  currency_code: text,
  discount: z.number(),
  shared: z.boolean(),
});
export type CouponUse = z.infer<typeof CouponUseSchema>;
export const CouponUsageSchema = z.object({ success: z.literal(true), data: z.array(CouponUseSchema) });
