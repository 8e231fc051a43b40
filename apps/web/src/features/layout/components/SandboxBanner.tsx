import { useTranslation } from 'react-i18next';

/**
 * On every page while payments are simulated (PAYMENTS_MODE=sandbox), so that no academy takes
 * orders on a sandbox by mistake and no buyer believes a simulated payment moved money.
 */
export function SandboxBanner({ mode }: { mode: 'sandbox' | 'production' | undefined }) {
  const { t } = useTranslation();
  if (mode !== 'sandbox') return null;
  return (
    <div className="sandbox-banner" role="note" aria-label={t('app.sandboxBannerLabel')} data-testid="sandbox-banner">
      <strong>{t('app.sandboxBannerTitle')}</strong> {t('app.sandboxBanner')}
    </div>
  );
}
