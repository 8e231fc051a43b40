// The keys the web app caches each call's answer under, which the server also writes its inlined
// data under (ssr.ts). In a module without schemas: the app's first load reads them and loads no zod
// (issue 17; a module's top-level schemas are kept by the build even when only a constant is used).

export const queryKeys = {
  site: () => ['site'] as const,
  texts: (lang: string) => ['texts', lang] as const,
  categories: () => ['categories'] as const,
  courseDetail: (id: number) => ['course', id] as const,
  productDetail: (id: number) => ['product', id] as const,
  promotion: (id: number) => ['promotion', id] as const,
  promotions: () => ['promotions'] as const,
  customPage: (slug: string) => ['page', slug] as const,
  howToBuy: () => ['howtobuy'] as const,
  courses: (q: Record<string, unknown>) => ['courses', q] as const,
  products: (q: Record<string, unknown>) => ['products', q] as const,
  /** Who is signed in: the body of GET /public/auth/session. */
  session: () => ['account', 'session'] as const,
  /** The social log-in providers switched on: the `data` of GET /public/auth/providers. */
  socialProviders: () => ['account', 'providers'] as const,
  /** A guest's cart lines: the `data` of GET /public/cart/{guestId} (the lines, not the body). */
  guestCart: () => ['checkout', 'guest-cart'] as const,
};
