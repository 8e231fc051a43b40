import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../features/layout/hooks/use-page-meta.ts';
import { buttonClass } from '../components/button.ts';

export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageMeta(heading);
  return (
    <div className="status-page status-page--center" data-testid="not-found">
      <p className="status-page__code" aria-hidden>
        404
      </p>
      <h1 className="status-page__title">{heading}</h1>
      <p className="status-page__text">{t('notFound.text')}</p>
      <Link className={buttonClass()} to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
