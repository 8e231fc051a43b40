// The storefront's list pages and the pages whose data the web app fetches itself: the site's meta
// (spec §2 page meta); the home page inlines its shelves and /courses and /products the list their
// address names (list-queries.ts), so the server draws them whole (architecture.md).
import type { FastifyInstance } from 'fastify';
import { queryKeys, type SsrPayload } from '@rian/contracts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { PageResponder } from './page-responder.ts';
import { siteMeta } from './page-meta.ts';
import type { RouteModule } from './preload.ts';
import { coursesQueries, productsQueries } from './list-queries.ts';

const LIST_PAGES: [string, RouteModule][] = [
  ['/', 'home'],
  ['/courses', 'courses'],
  ['/products', 'products'],
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
  // The back office: one shell whose pages the web app routes itself.
  ['/admin', 'admin'],
  ['/admin/*', 'admin'],
  ['/instructor', 'instructor'],
];

// A password reset form, a personal account page, an order list and a receipt are nobody's search
// result; their titles are the web app's own (the app sets its own after it starts).
const PRIVATE_PAGE_TITLES = new Map<RouteModule, [th: string, en: string]>([
  ['forgotpass', ['ลืมรหัสผ่าน', 'Forgot password']],
  ['setup', ['ตั้งค่าผู้ดูแลระบบคนแรก', 'Set up the first administrator']],
  ['myaccount', ['บัญชีของฉัน', 'My account']],
  ['myaccount-orders', ['รายการสั่งซื้อของฉัน', 'My orders']],
  ['thankyou', ['ขอบคุณสำหรับการสั่งซื้อ', 'Thank you for your order']],
  ['payment-result', ['ผลการชำระเงิน', 'Payment result']],
  ['payment-2c2p', ['กำลังไปยังหน้าชำระเงิน', 'Going to the payment page']],
  ['admin-payments', ['ตรวจสอบการแจ้งชำระเงิน', 'Payment reports']],
  ['admin', ['ระบบจัดการ', 'Back office']],
  ['instructor', ['ห้องผู้สอน', 'Instructor room']],
]);

/** The home page's first list pages, under the keys and in the shapes its calls answer with. */
const HOME_LIST = { filter: 'all', keyword: '', page: 1, pageSize: 10 } as const;

async function homeQueries(catalogue: CatalogueService): Promise<SsrPayload['queries']> {
  const [categories, courses, products, promotions] = await Promise.all([
    catalogue.categories(),
    catalogue.listCourses(HOME_LIST),
    catalogue.listProducts(HOME_LIST),
    catalogue.promotions(),
  ]);
  return [
    { key: [...queryKeys.categories()], data: { success: true, data: categories } },
    { key: [...queryKeys.courses({ ...HOME_LIST })], data: { success: true, ...courses } },
    { key: [...queryKeys.products({ ...HOME_LIST })], data: { success: true, ...products } },
    { key: [...queryKeys.promotions()], data: { success: true, data: promotions } },
  ];
}

export function registerListPages(
  app: FastifyInstance,
  deps: { publicUrl: string; site: SiteService; catalogue: CatalogueService; pages: PageResponder },
) {
  const { publicUrl, site, catalogue, pages } = deps;
  for (const [path, route] of LIST_PAGES) {
    app.get(path, async (req, reply) => {
      const [title, titleEn] = PRIVATE_PAGE_TITLES.get(route) ?? [];
      const at = /[:*]/.test(path) ? req.url.split('?')[0]! : path;
      const meta = siteMeta(publicUrl, await site.settingsRow(), at, title, titleEn);
      const queries =
        route === 'home'
          ? await homeQueries(catalogue)
          : route === 'courses'
            ? await coursesQueries(catalogue, req.query)
            : route === 'products'
              ? await productsQueries(catalogue, req.query)
              : [];
      return pages.send(reply, 200, title === undefined ? meta : { ...meta, robots: 'noindex' }, queries, route);
    });
  }
}
