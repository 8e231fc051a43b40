// /private/admin/shipping-fees: the shipping fee choices of checkout (spec §3, §5 shipping fee): a
// name, a price in THB (and USD when sold in dollars), for every product or for one product.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { money, requiredText, sortOrder } from './fields.ts';
import { ShippingFeeSchema } from '../catalogue.ts';

/** A fee as checkout shows it, with what it is offered for and its place. */
export const AdminShippingFeeSchema = z.extend(ShippingFeeSchema, {
  /** null: the fee is offered for every product. */
  product_id: z.nullable(z.number()),
  product_title: z.nullable(z.string()),
  sort: z.number(),
});
export type AdminShippingFee = z.infer<typeof AdminShippingFeeSchema>;

export const ShippingFeeCreateSchema = z.object({
  name: requiredText(255),
  price: money,
  price_usd: z.optional(z.nullable(money)),
  product_id: z.optional(z.nullable(z.int().check(z.positive()))),
  sort: z.optional(sortOrder),
});
export type ShippingFeeCreate = z.infer<typeof ShippingFeeCreateSchema>;

export const ShippingFeePatchSchema = z.partial(ShippingFeeCreateSchema);
export type ShippingFeePatch = z.infer<typeof ShippingFeePatchSchema>;

export const SHIPPING_FEE_SORTS = ['name', 'price', 'sort', 'id'] as const;
export const ShippingFeeListQuerySchema = adminListQuery(SHIPPING_FEE_SORTS);
export const ShippingFeePageSchema = adminPage(AdminShippingFeeSchema);
export const ShippingFeeOneSchema = adminOne(AdminShippingFeeSchema);
