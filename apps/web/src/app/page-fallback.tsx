import { useTranslation } from 'react-i18next';

/** Shown while a page's code arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className="page-fallback" role="status">
      <span className="spinner" aria-hidden />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
