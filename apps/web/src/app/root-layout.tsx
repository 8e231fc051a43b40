import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../features/layout/components/SiteHeader.tsx';
import { SiteFooter } from '../features/layout/components/SiteFooter.tsx';
import { SandboxBanner } from '../features/layout/components/SandboxBanner.tsx';
import { AccountMenu } from '../features/account/components/AccountMenu.tsx';
import { AuthModalsMount } from '../features/account/components/AuthModalsMount.tsx';
import { closeAuthModal } from '../lib/auth-modals.ts';
import { LazyRegistrationForm } from '../features/registration/components/LazyRegistrationForm.tsx';
import { useSiteSettings } from '../lib/use-site-settings.ts';
import { textsQuery } from '../lib/site-api.ts';
import { useLang } from '../lib/use-lang.ts';
import { useServerNotFound } from './initial-page.ts';
import { NotFoundPage } from './not-found-page.tsx';

// The analytics question (and GA4's loader) comes only to an academy that set a GA4 id; the server
// never draws it (the answer is in the browser).
const AnalyticsConsent = lazy(() => import('../components/AnalyticsConsent.tsx').then((m) => ({ default: m.AnalyticsConsent })));

export function RootLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  // Customised texts of the current language; the query function lays them over the catalogue.
  useQuery(textsQuery(lang));
  const serverNotFound = useServerNotFound();

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SandboxBanner mode={settings?.payments_mode} />
      <SiteHeader settings={settings} account={<AccountMenu />} />
      <main id="main" tabIndex={-1} className="app-main">
        {serverNotFound ? <NotFoundPage /> : <Outlet />}
      </main>
      <SiteFooter settings={settings} />
      {/* spec §2: the log-in modal toggles to registration; without layout four the server
          generates the credentials and mails them (spec §5). */}
      <AuthModalsMount
        renderRegister={(backToLogin) => (
          <LazyRegistrationForm layoutFour={false} onShowLogin={backToLogin} onRegistered={closeAuthModal} />
        )}
      />
      {settings?.ga4_measurement_id ? (
        <Suspense fallback={null}>
          <AnalyticsConsent measurementId={settings.ga4_measurement_id} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
