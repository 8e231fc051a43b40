import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentQuery } from '../../lib/student-api.ts';
import { MemberPage } from '../member-page.tsx';
import { ProfileSummary } from '../../features/account/components/ProfileSummary.tsx';
import { TaxInvoiceForm } from '../../components/tax-invoice/TaxInvoiceForm.tsx';
import { MyCourses } from '../../features/learning/components/MyCourses.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSiteSettings } from '../../lib/use-site-settings.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { useLang } from '../../lib/use-lang.ts';

/** /myaccount: the student's profile and tax invoice data (spec §5, §6); visitors are asked to log in. */
export function Component() {
  const { t } = useTranslation();
  return (
    <MemberPage
      className="page account-page"
      testId="myaccount-page"
      title={t('account.page.title')}
      login={{ id: 'myaccount-login-title', title: t('account.page.loginTitle'), lead: t('account.page.loginLead') }}
    >
      {(user) => <AccountDetails key={user.id} />}
    </MemberPage>
  );
}

function AccountDetails() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  const student = useQuery(studentQuery());

  if (student.isPending) return <LoadingNotice>{t('account.page.loading')}</LoadingNotice>;
  if (student.isError) {
    return (
      <ErrorNotice message={errorText(student.error, lang)} retryLabel={t('app.retry')} onRetry={() => void student.refetch()} />
    );
  }
  return (
    <div className="account-layout">
      <ProfileSummary student={student.data} />
      <MyCourses />
      <section className="account-section">
        <TaxInvoiceForm student={student.data} certificateRequired={settings?.tax_company_certificate_required === 1} />
      </section>
    </div>
  );
}
