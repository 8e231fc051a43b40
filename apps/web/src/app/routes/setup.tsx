import '../../features/setup/i18n.ts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SetupAdminForm } from '../../features/setup/components/SetupAdminForm.tsx';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/** /setup?token=: the first administrator of a new academy, with the link its first start printed. */
function Page() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  usePageMeta(t('setup.title'));
  return (
    <div className="page account-page account-page--narrow" data-testid="setup-page">
      <h1 className="page-title">{t('setup.title')}</h1>
      <SetupAdminForm key={token} token={token} />
    </div>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
