// The product editor's values: the contract's fields as the inputs hold them (prices in baht, numbers
// that may be empty), and the PATCH they become. The stock is not among them: it has its own panel.
import type { AdminProduct, ProductImage, ProductPatch } from '@rian/contracts/admin/products';
import { textPatch, textValues } from '../../../components/admin/record-texts.ts';
import { toMajor, toMinor, type MoneyValue } from '../../../lib/money-input.ts';

/** Texts the product always has. */
const REQUIRED = ['title', 'slug', 'short_description', 'description'] as const;

/** Optional texts stored as null when left empty. */
const NULLABLE = [
  'title_en',
  'description_en',
  'sku',
  'picture_url',
  'video_url',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const;

type TextField = (typeof REQUIRED)[number] | (typeof NULLABLE)[number];

export type ProductFormValues = Record<TextField, string> & {
  price: MoneyValue;
  full_price: MoneyValue;
  price_usd: MoneyValue;
  weight_grams: number | '';
  sort: number | '';
  image_detail: ProductImage[];
};

export function formValues(p: AdminProduct): ProductFormValues {
  return {
    ...textValues(p, [...REQUIRED, ...NULLABLE]),
    price: toMajor(p.price),
    full_price: toMajor(p.full_price),
    price_usd: toMajor(p.price_usd),
    weight_grams: p.weight_grams ?? '',
    sort: p.sort,
    image_detail: p.image_detail,
  };
}

/** The PATCH body of the values; empty optional texts and numbers become null, as the contract stores them. */
export function toPatch(v: ProductFormValues): ProductPatch {
  return {
    ...textPatch(v, REQUIRED, NULLABLE),
    price: toMinor(v.price) ?? 0,
    full_price: toMinor(v.full_price),
    price_usd: toMinor(v.price_usd),
    weight_grams: v.weight_grams === '' ? null : v.weight_grams,
    sort: v.sort === '' ? 0 : v.sort,
    image_detail: v.image_detail.map((i) => ({ url: i.url.trim(), alt: i.alt })),
  };
}
