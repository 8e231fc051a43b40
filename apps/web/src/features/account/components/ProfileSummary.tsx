import type { Student } from '@rian/contracts/auth';
import { useTranslation } from 'react-i18next';

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
    <section className="account-section" aria-labelledby="profile-title" data-testid="profile-summary">
      <h2 id="profile-title" className="account-section__title">
        {t('account.profile.title')}
      </h2>
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
