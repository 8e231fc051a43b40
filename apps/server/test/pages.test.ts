// What a crawler that runs no JavaScript sees: the server writes meta, share tags, video tags and
// JSON-LD into the HTML of course, product and promotion pages (spec §2 page meta).
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { SSR_ELEMENT_ID, SsrPayloadSchema, queryKeys } from '@rian/contracts';
import {
  aCategory,
  aCourse,
  anUploadedPicture,
  aProduct,
  aPromotion,
  aStudent,
  putLectureMedia,
  PREVIEW_VIDEO_URL,
  type MadeCourse,
  type ProductRow,
  type PromotionRow,
} from './factories/index.ts';
import { useTestApp, PUBLIC_URL, rebuild } from './helpers.ts';

const t = useTestApp({ seed: 'defaults' });

/** A course with a picture and a preview video, a product in stock and a running promotion. */
let course: MadeCourse;
let product: ProductRow;
let promotion: PromotionRow;

beforeAll(async () => {
  const db = t.db.handle.db;
  const picture = await anUploadedPicture(t.db.uploadDir);
  await putLectureMedia(t.db.uploadDir);
  course = await aCourse(db, {
    title: 'คอร์สถ่ายภาพสำหรับผู้เริ่มต้น',
    slug: 'photography-basics',
    short_description: 'ถ่ายภาพให้สวยด้วยกล้องที่มีอยู่',
    meta_keywords: 'ถ่ายภาพ, กล้อง, มือใหม่',
    picture_url: picture,
    video_url: PREVIEW_VIDEO_URL,
  });
  product = await aProduct(db, { picture_url: picture, image_detail: [{ url: picture, alt: 'หนังสือ' }], available_qty: 12 });
  promotion = await aPromotion(db, { title: 'ลดราคา "ต้อนรับ" & เปิดเทอม', courses: [course.id] });
  await rebuild(t);
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function ssr(html: string) {
  const m = new RegExp(`<script id="${SSR_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return SsrPayloadSchema.parse(JSON.parse(m![1]!));
}

/** The inlined entry under `key`, or undefined. */
function inlined(html: string, key: readonly unknown[]) {
  return ssr(html).queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
}

// Issue 17: a visitor's drawn page makes no call while it loads, so it loads no schema.
describe('what a drawn page inlines beside its own data', () => {
  it('a visitor’s session, as the session call answers without a cookie; a member’s is read by the app', async () => {
    const answer = (await t.app.inject({ method: 'GET', url: '/public/auth/session' })).json();
    const c = course.course;
    for (const url of [`/course/${c.id}-${c.slug}`, '/', `/product/${product.id}`, '/courses', '/cart']) {
      expect(inlined((await page(url)).body, queryKeys.session()), url).toEqual(answer);
    }
    const member = await aStudent(t.db.handle.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/course/${c.id}-${c.slug}`,
      headers: { accept: 'text/html', cookie: member.cookie },
    });
    expect(inlined(res.body, queryKeys.session())).toBeUndefined();
  });

  it('the course page’s how-to-buy text when the site shows it, as its call answers', async () => {
    const c = course.course;
    const setHowToBuy = async (on: number) => {
      await t.db.handle.db
        .update(schema.siteSettings)
        .set({ is_enable_howtobuy: on, howtobuy_description: 'โอนเงิน แล้วแจ้งชำระ' })
        .where(eq(schema.siteSettings.id, 1));
      await rebuild(t);
    };
    await setHowToBuy(1);
    const answer = (await t.app.inject({ method: 'GET', url: '/public/payments/howtobuy' })).json();
    expect(answer.data).toEqual({ is_enable_howtobuy: 1, description: 'โอนเงิน แล้วแจ้งชำระ' });
    expect(inlined((await page(`/course/${c.id}-${c.slug}`)).body, queryKeys.howToBuy())).toEqual(answer);
    await setHowToBuy(0);
    expect(inlined((await page(`/course/${c.id}-${c.slug}`)).body, queryKeys.howToBuy())).toBeUndefined();
  });

  it('a list page’s list as its call answers, under the key the app reads it by', async () => {
    const db = t.db.handle.db;
    const category = await aCategory(db, { link_path: 'photo-courses', name: 'ถ่ายภาพ' });
    await db.update(schema.courses).set({ category_id: category.id }).where(eq(schema.courses.id, course.course.id));
    await rebuild(t);
    const call = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const list = (q: Record<string, unknown>) => queryKeys.courses(q);
    const cases: [string, readonly unknown[], string][] = [
      ['/courses', list({ filter: 'all', keyword: '', page: 1, pageSize: 10 }), '/public/courses?filter=all&page=1&pageSize=10'],
      // The address as the app reads it: the keyword trimmed; a size it does not offer, or page 0, read as the defaults.
      [
        '/courses?filter=photo-courses&keyword=%20%E0%B8%96%E0%B9%88%E0%B8%B2%E0%B8%A2%E0%B8%A0%E0%B8%B2%E0%B8%9E%20%20&pageSize=20',
        list({ filter: 'photo-courses', keyword: 'ถ่ายภาพ', page: 1, pageSize: 20 }),
        '/public/courses?filter=photo-courses&keyword=%E0%B8%96%E0%B9%88%E0%B8%B2%E0%B8%A2%E0%B8%A0%E0%B8%B2%E0%B8%9E&page=1&pageSize=20',
      ],
      [
        '/courses?pageSize=7&page=0',
        list({ filter: 'all', keyword: '', page: 1, pageSize: 10 }),
        '/public/courses?page=1&pageSize=10',
      ],
      [
        '/products?filter=instock',
        queryKeys.products({ filter: 'instock', keyword: '', page: 1, pageSize: 10 }),
        '/public/product?filter=instock&page=1&pageSize=10',
      ],
      [
        '/category/photo-courses',
        list({ category: 'photo-courses', keyword: '', page: 1, pageSize: 10 }),
        '/public/courses/photo-courses/1?pageSize=10',
      ],
    ];
    for (const [url, key, api] of cases) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const answer = await call(api);
      expect(answer.success, api).toBe(true);
      expect(inlined(res.body, key), url).toEqual(answer);
      expect(answer.data.length, url).toBeGreaterThan(0);
    }
    for (const url of ['/courses', '/category/photo-courses']) {
      expect(inlined((await page(url)).body, queryKeys.categories()), url).toEqual(await call('/public/categories'));
    }
    // A list the call refuses is the app's to ask for and show: nothing is inlined under its key.
    expect((await call('/public/courses?filter=no-such-category')).success).toBe(false);
    const refused = ssr((await page('/courses?filter=no-such-category')).body).queries.map((q) => q.key[0]);
    expect(refused).not.toContain('courses');
  });
});

describe('course page', () => {
  it('carries title, description, keywords, robots, og, twitter, video tags and Course JSON-LD', async () => {
    const c = course.course;
    const res = await page(`/course/${c.id}-${c.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(new RegExp(`<title>[^<]*${c.title.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(metaContent(html, 'name', 'keywords')).toBeDefined();
    expect(metaContent(html, 'name', 'robots')).toBe(c.meta_robots ?? 'index,follow');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/course/${c.id}-${c.slug}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBeTruthy();
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/og/`));
    expect(metaContent(html, 'property', 'og:image:width')).toBe('600');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('314');
    expect(metaContent(html, 'property', 'og:video')).toBe(`${PUBLIC_URL}${c.video_url}`);
    expect(metaContent(html, 'property', 'og:video:width')).toBe('400');
    expect(metaContent(html, 'property', 'og:video:height')).toBe('300');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBeTruthy();

    const ld = jsonLd(html);
    const courseLd = ld.find((x) => x['@type'] === 'Course')!;
    expect(courseLd.name).toBe(c.title);
    expect((courseLd.provider as { '@type': string })['@type']).toBe('Organization');

    // The page's data is inlined so the first paint needs no round trip.
    const payload = ssr(html);
    expect(payload.status).toBe(200);
    const detail = payload.queries.find((q) => q.key[0] === 'course' && q.key[1] === c.id);
    expect((detail?.data as { data: { id: number } }).data.id).toBe(c.id);
  });

  it('escapes what it writes: a title with markup cannot break out of the head', async () => {
    const evil = 'คอร์ส "พิเศษ" </script><script>alert(1)</script> & <b>';
    const c = (await aCourse(t.db.handle.db, { title: evil })).course;
    await rebuild(t);
    const html = (await page(`/course/${c.id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(ssr(html).status).toBe(200);
    expect(jsonLd(html).find((x) => x['@type'] === 'Course')!.name).toBe(evil);
  });

  it.each([
    '/course/999999-nothing',
    '/course/abc',
    '/course/-1',
    '/course/0-zero',
    '/course/12abc',
    '/product/999999',
    '/promotion/999999',
    '/promotion/abc',
    '/category/nope',
    '/no/such/page',
  ])('%s is a 404 page, not an error', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(metaContent(res.body, 'name', 'robots')).toBe('noindex');
    expect(ssr(res.body).status).toBe(404);
  });
});

describe('the page in English', () => {
  const cookie = (lang: string) => ({ accept: 'text/html', cookie: `rian_lang=${lang}` });

  it('a ?lang=en link gets the English title, description, locale, canonical and texts, and hreflang both ways', async () => {
    const c = (
      await aCourse(t.db.handle.db, {
        title: 'คอร์สภาษาอังกฤษ',
        title_en: 'English for work',
        short_description: 'คำอธิบายภาษาไทย',
        short_description_en: 'Speak with confidence at work',
      })
    ).course;
    await rebuild(t);
    const url = `/course/${c.id}-${c.slug}`;
    const res = await page(`${url}?lang=en`);
    const html = res.body;
    expect(res.headers['content-language']).toBe('en');
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>English for work \| /);
    expect(metaContent(html, 'property', 'og:title')).toMatch(/^English for work \| /);
    expect(metaContent(html, 'name', 'description')).toBe('Speak with confidence at work');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'property', 'og:locale:alternate')).toBe('th_TH');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th" href="${PUBLIC_URL}${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${url}?lang=en" />`);
    expect(ssr(html).queries.some((q) => q.key[0] === 'texts' && q.key[1] === 'en')).toBe(true);

    // The Thai page is the default and says so.
    const thai = (await page(url)).body;
    expect(thai).toContain('<html lang="th"');
    expect(thai).toMatch(/<title>คอร์สภาษาอังกฤษ \| /);
    expect(metaContent(thai, 'property', 'og:locale')).toBe('th_TH');
    expect(thai).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${url}?lang=en" />`);
  });

  it('the reader’s chosen language (its cookie) chooses the page; the Thai stands where the English is empty', async () => {
    const p = await aProduct(t.db.handle.db, { title: 'สมุดโน้ต', title_en: null });
    await rebuild(t);
    const res = await t.app.inject({ method: 'GET', url: `/product/${p.id}-${p.slug}`, headers: cookie('en') });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toMatch(/<title>[^<]*สมุดโน้ต/);
    expect(res.headers.vary).toContain('Cookie');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: cookie('en') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/<title>Page not found \| /);
    // A private page is not offered to search engines in either language.
    const orders = (await t.app.inject({ method: 'GET', url: '/myaccount/student/order', headers: cookie('en') })).body;
    expect(orders).toMatch(/<title>My orders \| /);
    expect(orders).not.toContain('hreflang');
    // Anything but th or en is Thai.
    expect((await page(`/product/${p.id}-${p.slug}?lang=fr`)).body).toContain('<html lang="th"');
  });
});

describe('product and promotion pages', () => {
  it('product page carries share tags and Product JSON-LD with availability', async () => {
    const p = product;
    const html = (await page(`/product/${p.id}-${p.slug}`)).body;
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('600');
    const productLd = jsonLd(html).find((x) => x['@type'] === 'Product')!;
    expect(productLd.name).toBe(p.title);
    const offers = productLd.offers as { price: string; priceCurrency: string; availability: string };
    expect(offers.price).toBe((p.price / 100).toFixed(2));
    expect(offers.priceCurrency).toBe('THB');
    expect(offers.availability).toBe(p.available_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  });

  it('promotion page carries its title', async () => {
    const promo = promotion;
    const html = (await page(`/promotion/${promo.id}`)).body;
    expect(metaContent(html, 'property', 'og:title')).toContain(promo.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });
});

describe('share images', () => {
  it('serves og images at exactly 600x314', async () => {
    const name = course.course.picture_url!.replace('/uploads/', '');
    const res = await t.app.inject({ method: 'GET', url: `/uploads/og/${name}` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([600, 314, 'jpeg']);
  });

  it('refuses names that leave the upload folder', async () => {
    for (const url of [
      '/uploads/og/..%2F..%2Fetc%2Fpasswd',
      '/uploads/og/nothing.jpg',
      '/uploads/og/.hidden.jpg',
      '/uploads/..%2Fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(res.statusCode);
    }
  });

  it('serves a picture at each width of the storefront srcset as WebP, never enlarged, and made again when the upload changes', async () => {
    const name = course.course.picture_url!.replace('/uploads/', '');
    const widthOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      return (await sharp(res.rawPayload).metadata()).width;
    };
    expect(await widthOf(`/uploads/w/640/${name}`)).toBe(640);
    expect(await widthOf(`/uploads/w/320/${name}`)).toBe(320);
    expect(await widthOf(`/uploads/w/96/${name}`)).toBe(96);
    // The upload is 1200 pixels wide: the 1280 copy is the picture at its own size.
    expect(await widthOf(`/uploads/w/1280/${name}`)).toBe(1200);
    // Asked for by many at once, made once; all get the same bytes.
    const same = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: `/uploads/w/960/${name}` })));
    expect(new Set(same.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);

    const replaced = await anUploadedPicture(t.db.uploadDir, 'replaced-later.jpg');
    expect(await widthOf(`/uploads/w/640/replaced-later.jpg`)).toBe(640);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(
      join(t.db.uploadDir, 'replaced-later.jpg'),
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#dc2626' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await widthOf(`${replaced.replace('/uploads/', '/uploads/w/640/')}`)).toBe(400);
  });

  it('makes no width the srcset does not name, nor a copy of what is not a picture', async () => {
    const name = course.course.picture_url!.replace('/uploads/', '');
    await writeFile(join(t.db.uploadDir, 'not-a-picture.jpg'), 'plain text');
    for (const url of [
      `/uploads/w/500/${name}`,
      `/uploads/w/640/nothing.jpg`,
      `/uploads/w/640/..%2F..%2Fetc%2Fpasswd`,
      `/uploads/w/640/.hidden.jpg`,
      `/uploads/w/640/notes.txt`,
      `/uploads/w/640/not-a-picture.jpg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
    }
    // The refused encoding left nothing behind, not even its partial file.
    const made = await readdir(join(t.db.uploadDir, '.w', '640'));
    expect(made.filter((f) => f.startsWith('not-a-picture') || f.endsWith('.part'))).toEqual([]);
  });

  it('serves the preview video with range requests so it can seek', async () => {
    const res = await t.app.inject({ method: 'GET', url: course.course.video_url!, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
  });
});
