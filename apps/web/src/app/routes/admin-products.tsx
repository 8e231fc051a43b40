// /admin/products: the product list.
import { ProductList } from '../../features/admin-products/components/ProductList.tsx';

export function Component() {
  return <ProductList />;
}
