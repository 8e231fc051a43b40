// The back-office calls of coupons (/private/admin/coupons): one coupon's writes, the codes made in
// bulk for a campaign and the CSV of a campaign, and the orders that used a coupon.
import {
  CouponBulkResultSchema,
  CouponOneSchema,
  CouponUsageSchema,
  type CouponBulk,
  type CouponCreate,
  type CouponPatch,
} from '@rian/contracts/admin/coupons';
import { ADMIN_API, adminGetQuery, useAdminWrite, useDeleteResource } from '../../../lib/admin-api.ts';
import { withQuery } from '../../../lib/api-client.ts';

export const useCreateCoupon = () =>
  useAdminWrite('coupons', CouponOneSchema, (body: CouponCreate) => ({ method: 'POST', path: 'coupons', body }));

export const useUpdateCoupon = (id: number) =>
  useAdminWrite('coupons', CouponOneSchema, (body: CouponPatch) => ({ method: 'PATCH', path: `coupons/${id}`, body }));

export const useDeleteCoupon = () => useDeleteResource('coupons');

export const useBulkCoupons = () =>
  useAdminWrite('coupons', CouponBulkResultSchema, (body: CouponBulk) => ({ method: 'POST', path: 'coupons/bulk', body }));

export const couponUsageQuery = (id: number) =>
  adminGetQuery(['coupons', 'usage', String(id)], `coupons/${id}/usage`, CouponUsageSchema);

/** The address of a campaign's CSV (UTF-8 with BOM, for Excel). */
export const campaignCsvUrl = (campaign: string) => withQuery(`${ADMIN_API}/coupons/export.csv`, { campaign });
