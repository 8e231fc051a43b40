// The back office's side navigation, in groups; each entry is a route of app/router.tsx.
export interface NavEntry {
  to: string;
  label: `admin.nav.${string}`;
  /** Matches only its own path (the dashboard), not the paths below it. */
  end?: boolean;
}

export interface NavGroup {
  label: `admin.nav.${string}`;
  entries: NavEntry[];
}

export const ADMIN_NAV: NavGroup[] = [
  { label: 'admin.nav.dashboard', entries: [{ to: '/admin', label: 'admin.nav.dashboard', end: true }] },
  {
    label: 'admin.nav.catalogue',
    entries: [
      { to: '/admin/courses', label: 'admin.nav.courses' },
      { to: '/admin/content', label: 'admin.nav.contentCourses' },
      { to: '/admin/categories', label: 'admin.nav.categories' },
      { to: '/admin/products', label: 'admin.nav.products' },
      { to: '/admin/shipping-fees', label: 'admin.nav.shippingFees' },
      { to: '/admin/promotions', label: 'admin.nav.promotions' },
    ],
  },
  {
    label: 'admin.nav.content',
    entries: [
      { to: '/admin/pages', label: 'admin.nav.pages' },
      { to: '/admin/menu', label: 'admin.nav.menu' },
      { to: '/admin/texts', label: 'admin.nav.texts' },
      { to: '/admin/uploads', label: 'admin.nav.uploads' },
      { to: '/admin/teachers', label: 'admin.nav.teachers' },
    ],
  },
  {
    label: 'admin.nav.money',
    entries: [
      { to: '/admin/sales', label: 'admin.nav.sales' },
      { to: '/admin/orders', label: 'admin.nav.orders' },
      { to: '/admin/coupons', label: 'admin.nav.coupons' },
      { to: '/admin/payments', label: 'admin.nav.payments' },
      { to: '/admin/bank-accounts', label: 'admin.nav.bankAccounts' },
      { to: '/admin/payment-settings', label: 'admin.nav.paymentSettings' },
    ],
  },
  {
    label: 'admin.nav.members',
    entries: [
      { to: '/admin/users', label: 'admin.nav.people' },
      { to: '/admin/custom-labels', label: 'admin.nav.customLabels' },
      { to: '/admin/user-groups', label: 'admin.nav.userGroups' },
      { to: '/admin/whitelist', label: 'admin.nav.whitelist' },
    ],
  },
  {
    label: 'admin.nav.system',
    entries: [
      { to: '/admin/settings', label: 'admin.nav.settings' },
      { to: '/admin/mails', label: 'admin.nav.mails' },
      { to: '/admin/notify', label: 'admin.nav.notify' },
      { to: '/admin/audit', label: 'admin.nav.audit' },
    ],
  },
];

/** An instructor's back office: the content of the courses they teach, nothing else (the server refuses the rest). */
export const INSTRUCTOR_NAV: NavGroup[] = [
  { label: 'admin.nav.contentCourses', entries: [{ to: '/admin/content', label: 'admin.nav.contentCourses' }] },
];
