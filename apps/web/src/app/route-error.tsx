import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button.ts';

/** A page that failed to load its code or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="status-page">
      <h1 className="status-page__title">{t('app.loadError')}</h1>
      <p className="status-page__text">{error instanceof Error ? error.message : null}</p>
      <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}
