// What a crawler or a link preview sees with a plain HTTP GET and no JavaScript, on the real
// server serving the built web app (spec §2 page meta), and the assets that page names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCourse, aProduct } from './factories.ts';
import { startStack, type Stack } from './harness.ts';
import { aPicture, COURSE_TEXT, dbOf, previewVideo, siteSettings } from './fixtures.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seed: 'defaults' });
  const db = dbOf(stack);
  await siteSettings(db, { description: 'สถาบันการเรียนรู้ออนไลน์ คอร์สคุณภาพ สอนโดยผู้เชี่ยวชาญ', keywords: 'คอร์สออนไลน์, เรียนออนไลน์' });
  // A course with its own meta, a share picture and a preview video (spec §2 page meta).
  const picture = await aPicture(stack, 'course-meta.jpg');
  await aCourse(db, {
    ...COURSE_TEXT,
    title: 'การตลาดออนไลน์สำหรับธุรกิจ SME',
    picture_url: picture,
    og_image_url: picture,
    video_url: await previewVideo(stack),
    meta_title: 'คอร์สการตลาดออนไลน์สำหรับ SME',
    meta_description: 'เรียนการตลาดออนไลน์ตั้งแต่พื้นฐานจนวัดผลได้',
    meta_keywords: 'การตลาดออนไลน์, SME',
    meta_robots: 'index,follow',
  });
  await aProduct(db, { title: 'หนังสือการตลาดออนไลน์', picture_url: await aPicture(stack, 'book.jpg', '#0d9488') });
});
afterAll(async () => {
  await stack?.close();
});

const meta = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

describe('plain HTTP GET', () => {
  it('a course page carries its meta, share, video and JSON-LD tags in the built page', async () => {
    const list = (await (await fetch(`${stack.baseUrl}/public/courses`)).json()) as {
      data: { id: number; url: string; title: string }[];
    };
    const course = list.data[0]!;
    const res = await fetch(`${stack.baseUrl}${course.url}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="th"');
    expect(html).toContain('<title>');
    for (const key of ['description', 'keywords', 'robots', 'twitter:card', 'twitter:title', 'twitter:image']) {
      expect(meta(html, 'name', key), key).toBeTruthy();
    }
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'og:video']) {
      expect(meta(html, 'property', key), key).toBeTruthy();
    }
    expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')]).toEqual(['600', '314']);
    expect([meta(html, 'property', 'og:video:width'), meta(html, 'property', 'og:video:height')]).toEqual(['400', '300']);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((x) => x['@type'] === 'Course')?.name).toBe(course.title);

    // The course route's chunk is announced in the HTML, so it loads beside the entry.
    // A drawn page: at low priority, behind its picture and font (pages/html.ts, lowPriorityScripts).
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/course-[^"]+\.js" \/>/);
    expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[^"]+\.js">/);
    // Every script and stylesheet the page names is served.
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect((await fetch(`${stack.baseUrl}${a}`)).status, a).toBe(200);
    const og = await fetch(meta(html, 'property', 'og:image')!);
    expect(og.headers.get('content-type')).toContain('image/jpeg');
  });

  it('a product page carries Product JSON-LD, and the build manifest is not public', async () => {
    const list = (await (await fetch(`${stack.baseUrl}/public/product`)).json()) as { data: { url: string; title: string }[] };
    const html = await (await fetch(`${stack.baseUrl}${list.data[0]!.url}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((x) => x['@type'] === 'Product')?.name).toBe(list.data[0]!.title);
    expect((await fetch(`${stack.baseUrl}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/no-image-available.png`)).status).toBe(200);
  });
});
