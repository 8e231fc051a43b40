// /private/admin/products: a product as the back office edits it (spec §3 product detail). A product is
// created unpublished from its title alone and filled in later. Its stock is never a field: it moves
// only through POST /private/admin/products/{id}/stock (a signed delta and a reason), each move kept
// in its history.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import {
  maybeNumber,
  maybeText,
  mediaUrl,
  money,
  nullableText,
  optionalText,
  requiredText,
  slugSchema,
  sortOrder,
  text,
} from './fields.ts';

/** One picture of the product's gallery (spec §3 image_detail), in the order shown. */
export const ProductImageSchema = z.object({
  url: z.string().check(z.maxLength(2000, 'tooLong'), z.regex(/^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/, 'url')),
  alt: optionalText(200),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

const productFields = {
  title: requiredText(255),
  title_en: nullableText(255),
  slug: slugSchema,
  short_description: optionalText(500),
  /** Rich text from the editor (cleaned by the server) or plain paragraphs. */
  description: optionalText(20_000),
  description_en: nullableText(20_000),
  picture_url: mediaUrl,
  video_url: mediaUrl,
  image_detail: z.array(ProductImageSchema).check(z.maxLength(20, 'tooMany')),
  price: money,
  price_usd: z.nullable(money),
  full_price: z.nullable(money),
  sku: nullableText(100),
  weight_grams: z.nullable(z.int().check(z.minimum(0, 'min'), z.maximum(1_000_000, 'max'))),
  is_published: z.boolean(),
  sort: sortOrder,
  meta_title: nullableText(200),
  meta_description: nullableText(500),
  meta_keywords: nullableText(500),
};

export const AdminProductSchema = z.object({
  id: z.number(),
  title: text,
  title_en: maybeText,
  slug: text,
  short_description: text,
  description: text,
  description_en: maybeText,
  picture_url: maybeText,
  video_url: maybeText,
  image_detail: z.array(z.object({ url: text, alt: text })),
  price: z.number(),
  price_usd: maybeNumber,
  full_price: maybeNumber,
  available_qty: z.number(),
  sku: maybeText,
  weight_grams: maybeNumber,
  is_published: z.boolean(),
  sort: z.number(),
  meta_title: maybeText,
  meta_description: maybeText,
  meta_keywords: maybeText,
  /** The storefront address, /product/{id}-{slug}. */
  url: text,
  created_at: text,
  updated_at: text,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ProductCreateSchema = z.object({ title: productFields.title });
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

export const ProductPatchSchema = z.partial(z.object(productFields));
export type ProductPatch = z.output<typeof ProductPatchSchema>;

export const AdminProductRowSchema = z.object({
  id: z.number(),
  title: text,
  slug: text,
  sku: maybeText,
  price: z.number(),
  available_qty: z.number(),
  is_published: z.boolean(),
  sort: z.number(),
  updated_at: text,
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const PRODUCT_SORTS = ['title', 'price', 'available_qty', 'sort', 'updated_at', 'id'] as const;
export const ProductListQuerySchema = z.extend(adminListQuery(PRODUCT_SORTS), {
  published: z.optional(z.enum(['yes', 'no'])),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const ProductPageSchema = adminPage(AdminProductRowSchema);
export const ProductOneSchema = adminOne(AdminProductSchema);

/** A stock adjustment: units added (positive) or taken away (negative), and why. */
export const StockAdjustSchema = z.object({
  delta: z.int().check(
    z.minimum(-1_000_000, 'min'),
    z.maximum(1_000_000, 'max'),
    z.refine((n) => n !== 0, 'nonZero'),
  ),
  reason: requiredText(300),
});
export type StockAdjust = z.infer<typeof StockAdjustSchema>;

export const STOCK_MOVE_KINDS = ['adjust', 'order', 'release'] as const;
export const StockMoveSchema = z.object({
  id: z.number(),
  delta: z.number(),
  qty_after: z.number(),
  kind: z.enum(STOCK_MOVE_KINDS),
  reason: text,
  actor_username: maybeText,
  order_id: maybeNumber,
  created_at: text,
});
export type StockMove = z.infer<typeof StockMoveSchema>;

export const StockMovesQuerySchema = adminListQuery(['id']);
export const StockMovePageSchema = adminPage(StockMoveSchema);
