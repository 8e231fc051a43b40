// A coupon as the back office reads it (spec §3 Coupon): its terms, its uses so far, its campaign.
import { schema, type Db } from '@rian/db';
import type { AdminCoupon } from '@rian/contracts/admin/coupons';
import type { Tx } from '../audit/record-audit.ts';
import { loadRow, type AuditedRecord } from '../audited-write.ts';
import { iso } from '../../catalogue/catalogue-reads.ts';

const { coupons } = schema;

export function toAdminCoupon(row: typeof coupons.$inferSelect): AdminCoupon {
  return {
    ...row,
    coupon_type: row.coupon_type as AdminCoupon['coupon_type'],
    discount_type: row.discount_type as AdminCoupon['discount_type'],
    start_at: iso(row.start_at),
    end_at: iso(row.end_at),
  };
}

/** The coupon, or NOT_FOUND; `forUpdate` locks its row for the rest of the transaction. */
export async function loadCoupon(db: Db | Tx, id: number, forUpdate = false): Promise<AdminCoupon> {
  return toAdminCoupon(await loadRow(db, coupons, id, forUpdate, 'No such coupon'));
}

export const couponRecord: AuditedRecord<AdminCoupon> = { entity: 'coupon', area: 'catalogue', load: loadCoupon };
