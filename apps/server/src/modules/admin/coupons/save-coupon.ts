// Creating, editing and deleting one coupon (spec §3 Coupon, §5), audited; the checks are
// coupon-checks.ts's.
import { schema } from '@rian/db';
import type { AdminCoupon, CouponCreate, CouponPatch } from '@rian/contracts/admin/coupons';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, deleteAudited, deleteRow, insertRow, patchRow, updateAudited } from '../audited-write.ts';
import { checkTerms, couponColumns, refuseTakenCode, refuseWhileOrdered } from './coupon-checks.ts';
import { couponRecord } from './coupon-view.ts';

const { coupons } = schema;

export function createCoupon(ctx: AdminContext, actor: Actor, input: CouponCreate): Promise<AdminCoupon> {
  return createAudited(ctx, actor, couponRecord, async (tx) => {
    await refuseTakenCode(tx, input.code);
    await checkTerms(tx, input);
    const { code, ...terms } = input;
    return insertRow(tx, coupons, { code, ...couponColumns(terms) } as typeof coupons.$inferInsert);
  });
}

export function updateCoupon(ctx: AdminContext, actor: Actor, id: number, patch: CouponPatch): Promise<AdminCoupon> {
  return updateAudited(ctx, actor, couponRecord, id, async (tx, before) => {
    await refuseTakenCode(tx, patch.code, id);
    await checkTerms(tx, patch, before);
    await patchRow(tx, coupons, id, couponColumns(patch));
  });
}

/** A coupon an order used is refused (IN_USE): deactivate it instead (coupon-checks.ts). */
export function deleteCoupon(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, couponRecord, id, async (tx) => {
    await refuseWhileOrdered(tx, id);
    await deleteRow(tx, coupons, id);
  });
}
