// /admin/promotions: the promotions' page content and discount rules, edited in a dialog, and the
// preview of the promotion the checkout picks for a cart.
import { Stack } from '@mantine/core';
import { PromotionList } from '../../features/admin-products/components/PromotionList.tsx';
import { PromotionPreview } from '../../features/admin-products/components/PromotionPreview.tsx';

export function Component() {
  return (
    <Stack gap="lg">
      <PromotionList />
      <PromotionPreview />
    </Stack>
  );
}
