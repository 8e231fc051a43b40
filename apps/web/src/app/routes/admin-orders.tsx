// /admin/orders: the order list.
import { OrderList } from '../../features/admin-orders/components/OrderList.tsx';

export function Component() {
  return <OrderList />;
}
