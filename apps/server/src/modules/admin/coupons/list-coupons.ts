// The coupon list of the back office: searched by code and name, filtered by state and campaign.
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { CouponListQuery } from '@rian/contracts/admin/coupons';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { toAdminCoupon } from './coupon-view.ts';

const { coupons } = schema;

/** active: switched on and not past its end (a coupon still to start counts); expired: past its end. */
function stateFilter(state: CouponListQuery['state'], now: Date) {
  if (state === 'expired') return lt(coupons.end_at, now);
  if (state === 'active') return and(eq(coupons.is_active, true), or(isNull(coupons.end_at), gte(coupons.end_at, now)));
  return undefined;
}

export function listCoupons(ctx: AdminContext, query: CouponListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(coupons).$dynamic(),
    counted: coupons,
    filters: [stateFilter(query.state, ctx.clock()), query.campaign ? eq(coupons.campaign, query.campaign) : undefined],
    search: [coupons.code, coupons.name],
    sorts: { code: coupons.code, name: coupons.name, end_at: coupons.end_at, used_count: coupons.used_count, id: coupons.id },
    fallback: '-id',
    toRow: toAdminCoupon,
  });
}
