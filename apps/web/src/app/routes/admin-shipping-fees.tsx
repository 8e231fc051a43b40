// /admin/shipping-fees: the shipping fees, added and edited in a dialog.
import { ShippingFeeList } from '../../features/admin-products/components/ShippingFeeList.tsx';

export function Component() {
  return <ShippingFeeList />;
}
