// /admin/products/:id: one product's editor, its stock and stock history.
import { useParams } from 'react-router';
import { ProductEditor } from '../../features/admin-products/components/ProductEditor.tsx';

export function Component() {
  const { id } = useParams();
  return <ProductEditor key={id} id={Number(id)} />;
}
