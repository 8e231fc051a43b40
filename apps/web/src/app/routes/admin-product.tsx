// /admin/products/:id: one product's editor, its stock and stock history, and its page's extra tabs.
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ProductEditor } from '../../features/admin-products/components/ProductEditor.tsx';
import { TabsPanel } from '../../features/admin-tabs/components/TabsPanel.tsx';

export function Component() {
  const { id } = useParams();
  return (
    <Stack>
      <ProductEditor key={id} id={Number(id)} />
      <TabsPanel key={`tabs-${id}`} owner="products" ownerId={Number(id)} />
    </Stack>
  );
}
