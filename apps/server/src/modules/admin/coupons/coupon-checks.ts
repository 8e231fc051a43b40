// What a coupon's writes check beyond the contract (spec §3 Coupon, §5): the code is unique
// case-insensitively; the courses, products and payment methods it names exist; a percent is at most 100 and the
// window ends after it starts, on the terms as they will be stored (a PATCH joins the stored ones); no
// order used a coupon that is deleted. And the columns the terms are stored as.
import { sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCoupon, CouponCreate } from '@rian/contracts/admin/coupons';
import type { Tx } from '../audit/record-audit.ts';
import { refuseUnknownIds, takenByAnother } from '../audited-write.ts';
import { checkDealTerms, dealColumns } from '../deal-terms.ts';

const { coupons, paymentMethods, orders } = schema;

type Terms = Omit<CouponCreate, 'code'>;

/** The terms' checks beyond their contract: what they name exists, and the rules across fields hold. */
export async function checkTerms(tx: Tx, terms: Partial<Terms>, stored?: AdminCoupon): Promise<void> {
  await checkDealTerms(tx, terms, stored);
  await refuseUnknownIds(tx, paymentMethods.id, terms.payment_method, 'payment_method', 'ไม่พบช่องทางชำระเงินนี้');
}

export async function refuseTakenCode(tx: Tx, code: string | undefined, id?: number): Promise<void> {
  if (code === undefined) return;
  if (await takenByAnother(tx, coupons.id, sql`upper(${coupons.code}) = ${code.toUpperCase()}`, id)) {
    throw new DomainError('COUPON_CODE_TAKEN');
  }
}

/** The columns a create or a patch writes: the deal's (deal-terms.ts), and the payment methods once each. */
export function couponColumns<T extends Partial<Terms>>(terms: T) {
  const { payment_method: m, ...rest } = terms;
  return { ...dealColumns(rest), ...(m === undefined ? {} : { payment_method: [...new Set(m)] }) };
}

/**
 * A coupon an order used is refused (IN_USE), never deleted: the order's coupon_ids name it and its
 * usage stays readable. To stop it, an administrator deactivates it instead (PATCH is_active false).
 */
export async function refuseWhileOrdered(tx: Tx, id: number): Promise<void> {
  const [used] = await tx
    .select({ one: sql`1` })
    .from(orders)
    .where(sql`${orders.coupon_ids} @> ${JSON.stringify([id])}::jsonb`)
    .limit(1);
  if (used) throw new DomainError('IN_USE', 'An order used this coupon; deactivate it instead');
}
