// The back-office calls of products, their stock, shipping fees and promotions' page content
// (/private/admin/products, /shipping-fees, /promotions).
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { ProductOneSchema, type ProductCreate, type ProductPatch, type StockAdjust } from '@rian/contracts/admin/products';
import { PromotionOneSchema, type PromotionCreate, type PromotionPatch } from '@rian/contracts/admin/promotions';
import { ShippingFeeOneSchema, type ShippingFeeCreate, type ShippingFeePatch } from '@rian/contracts/admin/shipping-fees';
import { useAdminWrite } from '../../../lib/admin-api.ts';

export const useCreateProduct = () =>
  useAdminWrite('products', ProductOneSchema, (body: ProductCreate) => ({ method: 'POST', path: 'products', body }));

export const useUpdateProduct = (id: number) =>
  useAdminWrite('products', ProductOneSchema, (body: ProductPatch) => ({ method: 'PATCH', path: `products/${id}`, body }));

export const useAdjustStock = (id: number) =>
  useAdminWrite('products', ProductOneSchema, (body: StockAdjust) => ({ method: 'POST', path: `products/${id}/stock`, body }));

export const useDeleteProduct = () =>
  useAdminWrite('products', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `products/${id}` }));

export const useSaveShippingFee = () =>
  useAdminWrite(
    'shipping-fees',
    ShippingFeeOneSchema,
    ({ id, body }: { id: number | null; body: ShippingFeeCreate | ShippingFeePatch }) =>
      id === null ? { method: 'POST', path: 'shipping-fees', body } : { method: 'PATCH', path: `shipping-fees/${id}`, body },
  );

export const useDeleteShippingFee = () =>
  useAdminWrite('shipping-fees', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `shipping-fees/${id}` }));

export const useCreatePromotion = () =>
  useAdminWrite('promotions', PromotionOneSchema, (body: PromotionCreate) => ({ method: 'POST', path: 'promotions', body }));

export const useUpdatePromotion = () =>
  useAdminWrite('promotions', PromotionOneSchema, ({ id, body }: { id: number; body: PromotionPatch }) => ({
    method: 'PATCH',
    path: `promotions/${id}`,
    body,
  }));

export const useDeletePromotion = () =>
  useAdminWrite('promotions', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `promotions/${id}` }));
