// Storefront pages: the built web app's index.html with the page's meta and data written in
// (architecture.md, performance budget; spec §2 page meta). Unknown pages get a 404 status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, parseIdSlug, toMajor } from '@rian/domain';
import { queryKeys, type CourseDetail, type ProductDetail, type PromotionDetail, type SsrPayload } from '@rian/contracts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { VISITOR } from '@rian/domain/plans';
import type { ViewerOf } from '../catalogue/catalogue.routes.ts';
import type { SiteService } from '../site/site.service.ts';
import { renderHead, renderPage, type PageMeta } from './html.ts';
import type { RouteModule, RoutePreloads } from './preload.ts';

export interface PagesOptions {
  template: string;
  publicUrl: string;
  catalogue: CatalogueService;
  site: SiteService;
  preloads: RoutePreloads;
  /** The viewer of a request (the catalogue routes' ViewerOf); visitors when absent. */
  viewerOf?: ViewerOf;
}

type Site = NonNullable<Awaited<ReturnType<SiteService['settingsRow']>>>;

export function registerPages(app: FastifyInstance, opts: PagesOptions): void {
  const { template, publicUrl, catalogue, site, preloads } = opts;
  const viewerOf: ViewerOf = opts.viewerOf ?? (async () => VISITOR);

  const absolute = (url: string | null | undefined): string | null => {
    if (!url) return null;
    if (/^https?:\/\//.test(url)) return url;
    return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  };
  /** Share images are served resized to 600x314 (spec §2) from /uploads/og/{name}. */
  const ogImage = (url: string | null | undefined): string | null => {
    if (!url) return null;
    const m = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url);
    return m ? `${publicUrl}/uploads/og/${m[1]}` : absolute(url);
  };

  function siteMeta(s: Site | null, path: string, title?: string): PageMeta {
    const siteName = s?.title ?? 'Rian';
    return {
      title: title ? `${title} | ${siteName}` : siteName,
      description: s?.description ?? '',
      keywords: s?.keywords ?? '',
      robots: s?.robots ?? 'index,follow',
      canonical: `${publicUrl}${path}`,
      siteName,
      type: 'website',
      image: ogImage(s?.og_image_url),
      video: null,
      favicon: s?.favicon_url ?? null,
      jsonLd: [],
    };
  }

  async function send(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    meta: PageMeta,
    queries: SsrPayload['queries'],
    route: RouteModule,
  ): Promise<FastifyReply> {
    const [settings, textsTh] = await Promise.all([site.settings(), site.texts('th')]);
    const all: SsrPayload['queries'] = [
      ...(settings ? [{ key: [...queryKeys.site()], data: { success: true, data: settings } }] : []),
      { key: [...queryKeys.texts('th')], data: { success: true, data: textsTh } },
      ...queries,
    ];
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderPage(template, `${renderHead(meta)}\n    ${preloads.for(route)}`, { queries: all, status }));
  }

  async function notFoundPage(req: FastifyRequest, reply: FastifyReply) {
    const s = await site.settingsRow();
    const meta = { ...siteMeta(s, req.url.split('?')[0] ?? '/', 'ไม่พบหน้าที่ต้องการ'), robots: 'noindex' };
    return send(req, reply, 404, meta, [], 'not-found');
  }

  /** Runs a detail loader; a NOT_FOUND becomes the 404 page instead of an error body. */
  async function detail<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<T>,
    page: (d: T) => Promise<FastifyReply>,
  ) {
    let data: T;
    try {
      data = await load();
    } catch (err) {
      if (err instanceof DomainError && err.code === 'NOT_FOUND') return notFoundPage(req, reply);
      throw err;
    }
    return page(data);
  }

  const listPages: [string, RouteModule][] = [
    ['/', 'home'],
    ['/courses', 'courses'],
    ['/products', 'products'],
    ['/cart', 'cart'],
    ['/forgotpass', 'forgotpass'],
    ['/setup', 'setup'],
    ['/myaccount', 'myaccount'],
    ['/myaccount/student/order', 'myaccount-orders'],
    ['/thankyou', 'thankyou'],
    // Where payment providers send the buyer back, and the card hand-off screen (spec §2).
    ['/payment/result', 'payment-result'],
    ['/payment/2c2p', 'payment-2c2p'],
    ['/payment/2c2p/:orderId', 'payment-2c2p'],
    ['/admin/payments', 'admin-payments'],
    ['/instructor', 'instructor'],
  ];
  // A password reset form, a personal account page, an order list and a receipt are nobody's search
  // result; their titles are the web app's Thai ones (the app sets its own after it starts).
  const privatePages = new Map<RouteModule, string>([
    ['forgotpass', 'ลืมรหัสผ่าน'],
    ['setup', 'ตั้งค่าผู้ดูแลระบบคนแรก'],
    ['myaccount', 'บัญชีของฉัน'],
    ['myaccount-orders', 'รายการสั่งซื้อของฉัน'],
    ['thankyou', 'ขอบคุณสำหรับการสั่งซื้อ'],
    ['payment-result', 'ผลการชำระเงิน'],
    ['payment-2c2p', 'กำลังไปยังหน้าชำระเงิน'],
    ['admin-payments', 'ตรวจสอบการแจ้งชำระเงิน'],
    ['instructor', 'ห้องผู้สอน'],
  ]);
  for (const [path, route] of listPages) {
    app.get(path, async (req, reply) => {
      const title = privatePages.get(route);
      const meta = siteMeta(await site.settingsRow(), path.includes(':') ? req.url.split('?')[0]! : path, title);
      return send(req, reply, 200, title === undefined ? meta : { ...meta, robots: 'noindex' }, [], route);
    });
  }

  app.get<{ Params: { linkPath: string } }>('/category/:linkPath', async (req, reply) =>
    detail(
      req,
      reply,
      () => catalogue.categoryByPath(req.params.linkPath),
      async (cat) =>
        send(req, reply, 200, siteMeta(await site.settingsRow(), `/category/${cat.link_path}`, cat.name), [], 'category'),
    ),
  );

  app.get<{ Params: { idSlug: string } }>('/course/:idSlug', async (req, reply) =>
    detail(
      req,
      reply,
      // The page inlines the course as this viewer sees it (owned, member plans, may buy).
      async () => catalogue.courseByUrl(req.params.idSlug, await viewerOf(req)),
      async (course) => {
        const s = await site.settingsRow();
        return send(
          req,
          reply,
          200,
          courseMeta(course, s),
          [{ key: [...queryKeys.courseDetail(course.id)], data: { success: true, data: course } }],
          'course',
        );
      },
    ),
  );

  app.get<{ Params: { idSlug: string } }>('/product/:idSlug', async (req, reply) =>
    detail(
      req,
      reply,
      () => catalogue.productByParam(req.params.idSlug),
      async (product) => {
        const s = await site.settingsRow();
        return send(
          req,
          reply,
          200,
          productMeta(product, s),
          [{ key: [...queryKeys.productDetail(product.id)], data: { success: true, data: product } }],
          'product',
        );
      },
    ),
  );

  app.get<{ Params: { id: string } }>('/promotion/:id', async (req, reply) => {
    const id = parseIdSlug(req.params.id);
    if (id === null || String(id) !== req.params.id) return notFoundPage(req, reply);
    return detail(
      req,
      reply,
      () => catalogue.promotion(id),
      async (promo) => {
        const s = await site.settingsRow();
        return send(
          req,
          reply,
          200,
          promotionMeta(promo, s),
          [{ key: [...queryKeys.promotion(promo.id)], data: { success: true, data: promo } }],
          'promotion',
        );
      },
    );
  });

  // Everything else: API paths answer JSON NOT_FOUND, page paths the 404 page.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = /^\/(public|private|api|sandbox|webhook|uploads|assets|docs)(\/|$)/.test(path);
    if (req.method !== 'GET' || isApi || !(req.headers.accept ?? '').includes('text/html')) {
      return reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: `No route ${req.method} ${path}` } });
    }
    return notFoundPage(req, reply);
  });

  function courseMeta(c: CourseDetail, s: Site | null): PageMeta {
    const siteName = s?.title ?? 'Rian';
    const image = ogImage(c.meta.image);
    const video = absolute(c.preview.videoUrl);
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
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: c.title,
          description: c.short_description || c.meta.description,
          url: c.meta.canonical,
          inLanguage: c.course_language,
          ...(absolute(c.preview.pictureUrl) ? { image: absolute(c.preview.pictureUrl) } : {}),
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

  function productMeta(p: ProductDetail, s: Site | null): PageMeta {
    const siteName = s?.title ?? 'Rian';
    let images: string[] = [];
    try {
      const parsed: unknown = JSON.parse(p.image_detail);
      if (Array.isArray(parsed)) {
        images = parsed.flatMap((i: unknown) =>
          i && typeof i === 'object' && typeof (i as { url?: unknown }).url === 'string'
            ? [absolute((i as { url: string }).url)!]
            : [],
        );
      }
    } catch {
      images = [];
    }
    const picture = absolute(p.preview.pictureUrl);
    return {
      title: p.meta.title,
      description: p.meta.description,
      keywords: p.meta.keywords,
      robots: p.meta.robots,
      canonical: p.meta.canonical,
      siteName,
      type: 'product',
      image: ogImage(p.preview.pictureUrl),
      video: absolute(p.preview.videoUrl),
      favicon: s?.favicon_url ?? null,
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

  function promotionMeta(p: PromotionDetail, s: Site | null): PageMeta {
    return {
      ...siteMeta(s, `/promotion/${p.id}`),
      title: p.meta.title,
      description: p.meta.description,
      canonical: p.meta.canonical,
      image: ogImage(p.picture_url),
    };
  }
}
