// /admin/orders/:id: one order, its timeline and the actions its state allows.
import { useParams } from 'react-router';
import { OrderDetail } from '../../features/admin-orders/components/OrderDetail.tsx';

export function Component() {
  const { id } = useParams();
  return <OrderDetail key={id} id={Number(id)} />;
}
