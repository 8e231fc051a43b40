// The back office's frame: a Mantine AppShell with the side navigation (a drawer on a phone), the
// header with the way back to the storefront and the language, breadcrumbs, and the page.
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { AppShell, Anchor, Breadcrumbs, Burger, Group, NavLink as MantineNavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAV, type NavGroup } from './nav.ts';

/** What a back-office route names itself in the breadcrumbs (its route `handle`). */
export interface AdminCrumb {
  crumb: `admin.${string}`;
}

export function AdminShell({
  children,
  account,
  search = null,
  nav = ADMIN_NAV,
}: {
  children: ReactNode;
  account: ReactNode;
  /** The search box's button (administrators only). */
  search?: ReactNode;
  nav?: NavGroup[];
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a className="skip-link" href="#admin-main">
        {t('admin.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('admin.openNav')} />
            <Title order={2} size="h4">
              <Anchor component={Link} to="/admin" underline="never" c="inherit">
                {t('admin.title')}
              </Anchor>
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {search}
            {account}
            <Anchor component={Link} to="/" size="sm" visibleFrom="xs">
              {t('admin.backToSite')}
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.nav.label')} component="nav">
        <ScrollArea>
          {nav.map((group) => (
            <div key={group.label} className="admin-nav__group">
              {group.entries.length > 1 || group.entries[0]?.label !== group.label ? (
                <Text size="xs" fw={700} c="dimmed" px="sm" pt="sm" pb={4}>
                  {t(group.label as 'admin.nav.label')}
                </Text>
              ) : null}
              {group.entries.map((e) => (
                <MantineNavLink
                  key={e.to}
                  component={NavLink}
                  to={e.to}
                  end={e.end}
                  label={t(e.label as 'admin.nav.label')}
                  active={e.end ? pathname === e.to : pathname.startsWith(e.to)}
                  onClick={close}
                />
              ))}
            </div>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="admin-main" tabIndex={-1}>
        <AdminBreadcrumbs />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

function AdminBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .filter((m) => (m.handle as AdminCrumb | undefined)?.crumb)
    .map((m) => ({ to: m.pathname, label: t((m.handle as AdminCrumb).crumb as 'admin.title') }));
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="breadcrumb">
      <Breadcrumbs mb="sm" separator="›">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Text key={c.to} size="sm" aria-current="page">
              {c.label}
            </Text>
          ) : (
            <Anchor key={c.to} component={Link} to={c.to} size="sm">
              {c.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
