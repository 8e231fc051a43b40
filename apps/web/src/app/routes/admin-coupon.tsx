// /admin/coupons/:id: one coupon's terms and the orders that used it.
import { useParams } from 'react-router';
import { CouponEditor } from '../../features/admin-coupons/components/CouponEditor.tsx';

export function Component() {
  const { id } = useParams();
  return <CouponEditor key={id} id={Number(id)} />;
}
