// The product page (spec §7 /public/products/:productId): the product, its shipping fees and meta,
// read in one statement (product-page-query.ts).
import { DomainError, parseIdSlug, productUrl } from '@rian/domain';
import type { ProductDetail } from '@rian/contracts';
import { titleWithSite, type CatalogueDeps } from './catalogue-reads.ts';
import { readProductPage } from './product-page-query.ts';

/** The product id in "{id}-{slug}" or "{id}"; NOT_FOUND when it names none. */
export function productIdOfParam(param: string): number {
  const id = parseIdSlug(param);
  if (id === null) throw new DomainError('NOT_FOUND', 'No product at this address');
  return id;
}

export async function getProductDetail(deps: CatalogueDeps, id: number): Promise<ProductDetail> {
  const page = await readProductPage(deps.db, id);
  if (!page) throw new DomainError('NOT_FOUND', `No product ${id}`);
  const { product: p, settings, fees, tabs } = page;
  const title = p.meta_title || titleWithSite(p.title, settings);
  const description = p.meta_description || p.short_description;
  return {
    id: p.id,
    title: p.title,
    title_en: p.title_en,
    slug: p.slug,
    url: productUrl(p.id, p.slug),
    meta_title: title,
    meta_description: description,
    preview: { videoUrl: p.video_url, pictureUrl: p.picture_url },
    priceDetail: [
      {
        id: p.id,
        name: p.title,
        price: p.price,
        price_usd: p.price_usd,
        full_price: p.full_price,
        available_qty: p.available_qty,
      },
    ],
    courseDescription: {
      title: p.title,
      description: p.description,
      description_en: p.description_en || null,
      short_description: p.short_description,
    },
    course_type: 'product',
    available_qty: p.available_qty,
    sku: p.sku,
    image_detail: JSON.stringify(p.image_detail),
    shipping_fees: fees,
    tabs,
    meta: {
      title,
      description,
      keywords: p.meta_keywords || settings?.keywords || '',
      robots: 'index,follow',
      image: p.picture_url,
      canonical: `${deps.publicUrl}${productUrl(p.id, p.slug)}`,
    },
  };
}
