// /admin/promotions: the promotions' page content, added and edited in a dialog.
import { PromotionList } from '../../features/admin-products/components/PromotionList.tsx';

export function Component() {
  return <PromotionList />;
}
