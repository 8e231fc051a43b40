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

/** The label of a back-office path: its name in camelCase below admin.nav, but for these two. */
const LABEL_OF: Record<string, string> = { content: 'contentCourses', users: 'people' };

/** A group of entries, each a path below /admin. */
function group(label: string, paths: string[]): NavGroup {
  return {
    label: `admin.nav.${label}`,
    entries: paths.map((path) => ({
      to: `/admin/${path}`,
      label: `admin.nav.${LABEL_OF[path] ?? path.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`,
    })),
  };
}

export const ADMIN_NAV: NavGroup[] = [
  { label: 'admin.nav.dashboard', entries: [{ to: '/admin', label: 'admin.nav.dashboard', end: true }] },
  group('catalogue', ['courses', 'content', 'categories', 'products', 'shipping-fees', 'promotions']),
  group('content', ['pages', 'menu', 'texts', 'uploads', 'teachers']),
  group('money', ['sales', 'orders', 'coupons', 'payments', 'bank-accounts', 'payment-settings']),
  group('members', ['users', 'custom-labels', 'user-groups', 'whitelist']),
  group('system', ['settings', 'mails', 'notify', 'audit']),
];

/** An instructor's back office: the content of the courses they teach, nothing else (the server refuses the rest). */
export const INSTRUCTOR_NAV: NavGroup[] = [
  { label: 'admin.nav.contentCourses', entries: [{ to: '/admin/content', label: 'admin.nav.contentCourses' }] },
];
