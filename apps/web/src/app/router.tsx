// Routes of the storefront. Each page is its own chunk (React Router lazy): the course page loads
// only what it needs (architecture.md, performance budget).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageFallback } from './page-fallback.tsx';
import { withPartTexts } from '../lib/i18n.ts';

const page = (path: string | undefined, load: RouteObject['lazy']): RouteObject =>
  path === undefined
    ? { index: true, lazy: load, HydrateFallback: PageFallback }
    : { path, lazy: load, HydrateFallback: PageFallback };

/** The back office: its own shell (no storefront header or footer), each page its own chunk. */
const admin: RouteObject = {
  path: '/admin',
  lazy: () => import('./routes/admin.tsx'),
  HydrateFallback: PageFallback,
  ErrorBoundary: RouteError,
  children: [
    { index: true, lazy: () => import('./routes/admin-dashboard.tsx') },
    {
      path: 'courses',
      handle: { crumb: 'admin.nav.courses' },
      children: [
        { index: true, lazy: () => import('./routes/admin-courses.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-course.tsx') },
        { path: ':id/content', lazy: () => import('./routes/admin-course-content.tsx') },
        { path: ':id/assignments', lazy: () => import('./routes/admin-course-assignments.tsx') },
      ],
    },
    { path: 'categories', lazy: () => import('./routes/admin-categories.tsx') },
    {
      path: 'products',
      handle: { crumb: 'admin.nav.products' },
      children: [
        { index: true, lazy: () => import('./routes/admin-products.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-product.tsx') },
      ],
    },
    {
      path: 'orders',
      handle: { crumb: 'admin.nav.orders' },
      children: [
        { index: true, lazy: () => import('./routes/admin-orders.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-order.tsx') },
      ],
    },
    {
      path: 'users',
      handle: { crumb: 'admin.nav.people' },
      children: [
        { index: true, lazy: () => import('./routes/admin-users.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-user.tsx') },
      ],
    },
    { path: 'sales', handle: { crumb: 'admin.nav.sales' }, lazy: () => import('./routes/admin-sales.tsx') },
    {
      path: 'coupons',
      handle: { crumb: 'admin.nav.coupons' },
      children: [
        { index: true, lazy: () => import('./routes/admin-coupons.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-coupon.tsx') },
      ],
    },
    { path: 'shipping-fees', lazy: () => import('./routes/admin-shipping-fees.tsx') },
    { path: 'promotions', lazy: () => import('./routes/admin-promotions.tsx') },
    {
      path: 'pages',
      handle: { crumb: 'admin.nav.pages' },
      children: [
        { index: true, lazy: () => import('./routes/admin-pages.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-page.tsx') },
      ],
    },
    { path: 'menu', lazy: () => import('./routes/admin-menu.tsx') },
    { path: 'texts', lazy: () => import('./routes/admin-texts.tsx') },
    { path: 'uploads', lazy: () => import('./routes/admin-uploads.tsx') },
    { path: 'teachers', lazy: () => import('./routes/admin-teachers.tsx') },
    { path: 'content', lazy: () => import('./routes/admin-content.tsx') },
    { path: 'audit', lazy: () => import('./routes/admin-audit.tsx') },
    { path: 'settings', lazy: () => import('./routes/admin-settings.tsx') },
    { path: 'custom-labels', lazy: () => import('./routes/admin-custom-labels.tsx') },
    { path: 'user-groups', lazy: () => import('./routes/admin-user-groups.tsx') },
    { path: 'whitelist', lazy: () => import('./routes/admin-whitelist.tsx') },
    { path: 'payment-settings', lazy: () => import('./routes/admin-payment-settings.tsx') },
    { path: 'bank-accounts', lazy: () => import('./routes/admin-bank-accounts.tsx') },
    {
      path: 'mails',
      handle: { crumb: 'admin.nav.mails' },
      children: [
        { index: true, lazy: () => import('./routes/admin-mails.tsx') },
        { path: ':id', lazy: () => import('./routes/admin-mail.tsx') },
      ],
    },
    { path: 'notify', lazy: () => import('./routes/admin-notify.tsx') },
  ],
};

/** Every route module's load waits for its texts in the reader's language (lib/i18n.ts withPartTexts). */
function textsFirst(list: RouteObject[]): RouteObject[] {
  for (const route of list) {
    if (typeof route.lazy === 'function') route.lazy = withPartTexts(route.lazy);
    if (route.children) textsFirst(route.children);
  }
  return list;
}

export const routes: RouteObject[] = textsFirst([
  admin,
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          page(undefined, () => import('./routes/home.tsx')),
          page('courses', () => import('./routes/courses.tsx')),
          page('category/:linkPath', () => import('./routes/category.tsx')),
          page('products', () => import('./routes/products.tsx')),
          page('course/:idSlug', () => import('./routes/course.tsx')),
          page('product/:idSlug', () => import('./routes/product.tsx')),
          page('promotion/:id', () => import('./routes/promotion.tsx')),
          page('page/:slug', () => import('./routes/page.tsx')),
          page('cart', () => import('./routes/cart.tsx')),
          page('forgotpass', () => import('./routes/forgotpass.tsx')),
          page('setup', () => import('./routes/setup.tsx')),
          page('myaccount', () => import('./routes/myaccount.tsx')),
          page('myaccount/student/order', () => import('./routes/myaccount-orders.tsx')),
          page('thankyou', () => import('./routes/thankyou.tsx')),
          page('admin/payments', () => import('./routes/admin-payments.tsx')),
          page('instructor', () => import('./routes/instructor.tsx')),
          page('payment/2c2p/:orderId?', () => import('./routes/payment-2c2p.tsx')),
          page('payment/result', () => import('./routes/payment-result.tsx')),
          page('*', () => import('./routes/not-found.tsx')),
        ],
      },
    ],
  },
]);

export function createRouter() {
  return createBrowserRouter(routes);
}
