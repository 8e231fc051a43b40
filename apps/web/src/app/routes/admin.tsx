// /admin: the back office's shell around its pages, for administrators, and for instructors the
// content of the courses they teach (their own menu; the server refuses them everything else). Its styles, texts, notices
// and dialogs load with it, never with a visitor's page.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../admin/admin.css';
import '../../lib/admin-i18n.ts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/account/components/LoginForm.tsx';
import { AccountMenu } from '../../features/account/components/AccountMenu.tsx';
import { AuthModalsMount } from '../../features/account/components/AuthModalsMount.tsx';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { useSession } from '../../lib/use-session.ts';
import { AdminShell, type AdminCrumb } from '../admin/AdminShell.tsx';
import { ADMIN_NAV, INSTRUCTOR_NAV } from '../admin/nav.ts';
import { AdminSearch, AdminSearchButton } from '../admin/AdminSearch.tsx';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

export const handle: AdminCrumb = { crumb: 'admin.title' };

function Page() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const { pathname } = useLocation();
  usePageMeta(t('admin.title'));

  if (status === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('admin.table.loading')} />
      </Center>
    );
  }
  if (user?.role !== 'admin' && user?.role !== 'instructor') return <Denied signedIn={Boolean(user)} />;
  const instructor = user.role === 'instructor';
  if (instructor && !pathname.startsWith('/admin/content') && !/^\/admin\/courses\/\d+\/(content|assignments)/.test(pathname)) {
    return <Navigate to="/admin/content" replace />;
  }
  return (
    <ModalsProvider>
      {/* spec §9: notices top right, 5 s. The spec's 100 px offset clears the storefront's header; the
          back office's header is 56 px, so its notices sit at Mantine's offset over the header and never
          cover a page's own actions (publish, delete) at the top right of the content. */}
      <Notifications position="top-right" autoClose={5_000} zIndex={400} />
      <AdminShell
        account={<AccountMenu />}
        search={instructor ? null : <AdminSearchButton />}
        nav={instructor ? INSTRUCTOR_NAV : ADMIN_NAV}
      >
        <Outlet />
      </AdminShell>
      {instructor ? null : <AdminSearch />}
      <AuthModalsMount renderRegister={() => null} />
    </ModalsProvider>
  );
}

function Denied({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="80vh" p="md">
      <Paper withBorder p="lg" maw={420} w="100%" data-testid="admin-denied">
        <Stack>
          <Title order={1} size="h3">
            {t('admin.denied.title')}
          </Title>
          <Text>{signedIn ? t('admin.denied.notAdmin') : t('admin.denied.signIn')}</Text>
          {signedIn ? null : <LoginForm />}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
