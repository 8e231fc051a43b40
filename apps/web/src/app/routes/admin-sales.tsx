// /admin/sales: the sales dashboard.
import { SalesDashboard } from '../../features/admin-sales/components/SalesDashboard.tsx';

export function Component() {
  return <SalesDashboard />;
}
