import '../i18n.ts';
import type { Student } from '@rian/contracts/auth';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/FactList.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** The account at a glance: name, e-mail, username, phone (GET /private/students). */
export function ProfileSummary({ student }: { student: Student }) {
  const { t } = useTranslation();
  const name = `${student.firstname} ${student.lastname}`.trim();
  const rows: [string, string][] = [
    [t('account.profile.name'), name || '–'],
    [t('account.profile.email'), student.email],
    [t('account.profile.username'), student.username],
    [t('account.profile.tel'), student.tel || t('account.profile.none')],
  ];
  return (
    <TitledSection
      className="account-section"
      titleClassName="account-section__title"
      titleId="profile-title"
      title={t('account.profile.title')}
      testId="profile-summary"
    >
      <FactList className="profile-list" rows={rows} />
    </TitledSection>
  );
}
