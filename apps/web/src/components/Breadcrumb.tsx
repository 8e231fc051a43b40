import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** "Home › {parent}" trail above a detail page, labelled for screen readers. */
export function Breadcrumb({ parent }: { parent: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('course.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('app.home')}</Link>
        </li>
        <li>
          <Link to={parent.to}>{parent.label}</Link>
        </li>
      </ol>
    </nav>
  );
}
