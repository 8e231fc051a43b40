// /admin/coupons: the coupons, one made in a dialog or many for a campaign.
import { CouponList } from '../../features/admin-coupons/components/CouponList.tsx';

export function Component() {
  return <CouponList />;
}
