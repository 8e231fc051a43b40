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
      { to: '/admin/categories', label: 'admin.nav.categories' },
      { to: '/admin/content', label: 'admin.nav.content' },
    ],
  },
  { label: 'admin.nav.money', entries: [{ to: '/admin/payments', label: 'admin.nav.payments' }] },
  { label: 'admin.nav.system', entries: [{ to: '/admin/audit', label: 'admin.nav.audit' }] },
];

/** An instructor's back office: the content of the courses they teach, nothing else (the server refuses the rest). */
export const INSTRUCTOR_NAV: NavGroup[] = [
  { label: 'admin.nav.content', entries: [{ to: '/admin/content', label: 'admin.nav.content' }] },
];
