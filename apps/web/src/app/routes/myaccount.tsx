import '../../features/account/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentQuery } from '../../lib/student-api.ts';
import { MemberPage } from '../member-page.tsx';
import { ProfileSummary } from '../../features/account/components/ProfileSummary.tsx';
import { TaxInvoiceForm } from '../../components/tax-invoice/TaxInvoiceForm.tsx';
import { MyCourses } from '../../features/learning/components/MyCourses.tsx';
import { useSiteSettings } from '../../lib/use-site-settings.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/** /myaccount: the student's profile and tax invoice data (spec §5, §6); visitors are asked to log in. */
function Page() {
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
  const settings = useSiteSettings();
  const student = useQuery(studentQuery());
  return (
    <QueryView query={student} loading={t('account.page.loading')}>
      {(stored) => (
        <div className="account-layout">
          <ProfileSummary student={stored} />
          <MyCourses />
          <section className="account-section">
            <TaxInvoiceForm student={stored} certificateRequired={settings?.tax_company_certificate_required === 1} />
          </section>
        </div>
      )}
    </QueryView>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
