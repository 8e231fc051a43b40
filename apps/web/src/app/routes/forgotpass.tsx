import '../../features/account/i18n.ts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/account/components/ForgotPasswordForm.tsx';
import { ResetPasswordForm } from '../../features/account/components/ResetPasswordForm.tsx';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/** spec §2 /forgotpass: ask for a reset link, or, with ?token= from that link, set a new password. */
function Page() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const title = token === null ? t('account.forgot.title') : t('account.reset.title');
  usePageMeta(title);
  return (
    <div className="page account-page account-page--narrow" data-testid="forgotpass-page">
      <h1 className="page-title">{title}</h1>
      {/* Keyed by token: a new link in the same tab starts a new check. */}
      {token === null ? <ForgotPasswordForm /> : <ResetPasswordForm key={token} token={token} />}
    </div>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
