// The meta of each storefront page (spec §2 page meta): title, description, canonical, share image
// and video, and the schema.org JSON-LD of a course or a product.
import { toMajor } from '@rian/domain';
import type { CourseDetail, ProductDetail, PromotionDetail, PublicCustomPage } from '@rian/contracts';
import type { SiteService } from '../site/site.service.ts';
import type { PageMeta } from './html.ts';

export type Site = NonNullable<Awaited<ReturnType<SiteService['settingsRow']>>>;

export function absoluteUrl(publicUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Share images are served resized to 600x314 (spec §2) from /uploads/og/{name}. */
export function ogImageUrl(publicUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url);
  return m ? `${publicUrl}/uploads/og/${m[1]}` : absoluteUrl(publicUrl, url);
}

/** A page's English title, "Page | Site" with the site's English name where it has one. */
function englishTitle(s: Site | null, title: string | null | undefined): string | null {
  const siteName = s?.title_en || s?.title || 'Rian';
  return title ? `${title} | ${siteName}` : null;
}

/** `titleEn`: the page's English title, if it has one; else the site's English name stands. */
export function siteMeta(publicUrl: string, s: Site | null, path: string, title?: string, titleEn?: string | null): PageMeta {
  const siteName = s?.title ?? 'Rian';
  return {
    title: title ? `${title} | ${siteName}` : siteName,
    description: s?.description ?? '',
    keywords: s?.keywords ?? '',
    robots: s?.robots ?? 'index,follow',
    canonical: `${publicUrl}${path}`,
    siteName,
    type: 'website',
    image: ogImageUrl(publicUrl, s?.og_image_url),
    video: null,
    favicon: s?.favicon_url ?? null,
    jsonLd: [],
    en: { title: titleEn ? englishTitle(s, titleEn) : title ? null : s?.title_en || null, description: null },
  };
}

export function courseMeta(publicUrl: string, c: CourseDetail, s: Site | null): PageMeta {
  const siteName = s?.title ?? 'Rian';
  const image = ogImageUrl(publicUrl, c.meta.image);
  const video = absoluteUrl(publicUrl, c.preview.videoUrl);
  const offers = c.priceDetail
    .filter((p) => p.price !== null)
    .map((p) => ({
      '@type': 'Offer',
      name: p.name,
      category: p.price === 0 ? 'Free' : 'Paid',
      price: toMajor(p.price ?? 0).toFixed(2),
      priceCurrency: 'THB',
      url: c.meta.canonical,
      availability: c.reg_status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    }));
  return {
    title: c.meta.title,
    description: c.meta.description,
    keywords: c.meta.keywords,
    robots: c.meta.robots,
    canonical: c.meta.canonical,
    siteName,
    type: video ? 'video.other' : 'website',
    image,
    video,
    favicon: s?.favicon_url ?? null,
    en: { title: c.meta.title_en, description: c.meta.description_en },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: c.title,
        description: c.short_description || c.meta.description,
        url: c.meta.canonical,
        inLanguage: c.course_language,
        ...(absoluteUrl(publicUrl, c.preview.pictureUrl) ? { image: absoluteUrl(publicUrl, c.preview.pictureUrl) } : {}),
        provider: { '@type': 'Organization', name: siteName, sameAs: publicUrl },
        ...(offers.length ? { offers } : {}),
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: c.courseType === 'onsite' ? 'Onsite' : c.courseType === 'hybrid' ? 'Blended' : 'Online',
          ...(c.teachers.length ? { instructor: c.teachers.map((t) => ({ '@type': 'Person', name: t.name })) } : {}),
        },
      },
    ],
  };
}

export function productMeta(publicUrl: string, p: ProductDetail, s: Site | null): PageMeta {
  const siteName = s?.title ?? 'Rian';
  let images: string[] = [];
  try {
    const parsed: unknown = JSON.parse(p.image_detail);
    if (Array.isArray(parsed)) {
      images = parsed.flatMap((i: unknown) =>
        i && typeof i === 'object' && typeof (i as { url?: unknown }).url === 'string'
          ? [absoluteUrl(publicUrl, (i as { url: string }).url)!]
          : [],
      );
    }
  } catch {
    images = [];
  }
  const picture = absoluteUrl(publicUrl, p.preview.pictureUrl);
  return {
    title: p.meta.title,
    description: p.meta.description,
    keywords: p.meta.keywords,
    robots: p.meta.robots,
    canonical: p.meta.canonical,
    siteName,
    type: 'product',
    image: ogImageUrl(publicUrl, p.preview.pictureUrl),
    video: absoluteUrl(publicUrl, p.preview.videoUrl),
    favicon: s?.favicon_url ?? null,
    en: { title: englishTitle(s, p.title_en), description: null },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.title,
        description: p.courseDescription.short_description || p.meta.description,
        url: p.meta.canonical,
        image: picture ? [picture, ...images.filter((i) => i !== picture)] : images,
        ...(p.sku ? { sku: p.sku } : {}),
        brand: { '@type': 'Brand', name: siteName },
        offers: {
          '@type': 'Offer',
          price: toMajor(p.priceDetail[0]?.price ?? 0).toFixed(2),
          priceCurrency: 'THB',
          url: p.meta.canonical,
          availability: p.available_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    ],
  };
}

export function promotionMeta(publicUrl: string, p: PromotionDetail, s: Site | null): PageMeta {
  return {
    ...siteMeta(publicUrl, s, `/promotion/${p.id}`),
    title: p.meta.title,
    description: p.meta.description,
    canonical: p.meta.canonical,
    image: ogImageUrl(publicUrl, p.picture_url),
    en: { title: englishTitle(s, p.title_en), description: null },
  };
}

/** A custom page: its own meta title, description and share image, else the site's (spec §2 page meta). */
export function customPageMeta(publicUrl: string, p: PublicCustomPage, s: Site | null): PageMeta {
  const base = siteMeta(publicUrl, s, `/page/${p.slug}`, p.meta_title ?? p.title, p.title_en);
  return {
    ...base,
    description: p.meta_description ?? base.description,
    image: ogImageUrl(publicUrl, p.share_image_url) ?? base.image,
  };
}
