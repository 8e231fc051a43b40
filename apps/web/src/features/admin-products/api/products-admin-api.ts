// The back-office calls of products, their stock, shipping fees and promotions' page content
// (/private/admin/products, /shipping-fees, /promotions).
import { ProductOneSchema, type ProductCreate, type ProductPatch, type StockAdjust } from '@rian/contracts/admin/products';
import {
  PromotionOneSchema,
  PromotionPreviewSchema,
  type PromotionCreate,
  type PromotionPatch,
  type PromotionPreviewBody,
  type PromotionRules,
} from '@rian/contracts/admin/promotions';
import { ShippingFeeOneSchema, type ShippingFeeCreate, type ShippingFeePatch } from '@rian/contracts/admin/shipping-fees';
import { useAdminWrite, useDeleteResource, useSaveResource } from '../../../lib/admin-api.ts';

export const useCreateProduct = () =>
  useAdminWrite('products', ProductOneSchema, (body: ProductCreate) => ({ method: 'POST', path: 'products', body }));

export const useUpdateProduct = (id: number) =>
  useAdminWrite('products', ProductOneSchema, (body: ProductPatch) => ({ method: 'PATCH', path: `products/${id}`, body }));

export const useAdjustStock = (id: number) =>
  useAdminWrite('products', ProductOneSchema, (body: StockAdjust) => ({ method: 'POST', path: `products/${id}/stock`, body }));

export const useDeleteProduct = () => useDeleteResource('products');

export const useSaveShippingFee = () =>
  useSaveResource<ShippingFeeCreate | ShippingFeePatch>('shipping-fees', ShippingFeeOneSchema);

export const useCreatePromotion = () =>
  useAdminWrite('promotions', PromotionOneSchema, (body: PromotionCreate) => ({ method: 'POST', path: 'promotions', body }));

export const useUpdatePromotion = () => useSaveResource<PromotionPatch>('promotions', PromotionOneSchema);

export const useSetPromotionRules = () =>
  useAdminWrite('promotions', PromotionOneSchema, ({ id, body }: { id: number; body: PromotionRules }) => ({
    method: 'PUT',
    path: `promotions/${id}/rules`,
    body,
  }));

/** The checkout's choice for a cart (POST …/promotions/preview): it writes nothing. */
export const usePromotionPreview = () =>
  useAdminWrite('promotion-preview', PromotionPreviewSchema, (body: PromotionPreviewBody) => ({
    method: 'POST',
    path: 'promotions/preview',
    body,
  }));
