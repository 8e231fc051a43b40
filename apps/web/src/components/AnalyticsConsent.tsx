// The storefront's question before analytics (lib/ga4.ts): shown when the academy set a GA4 id and
// this browser has not answered yet; "allow" loads GA4 now and on every later visit, "decline" never.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import './consent-banner.css';
import { startGa4, storedConsent, storeConsent, type AnalyticsConsent as Consent } from '../lib/ga4.ts';

const noChange = () => () => {};
const unknownOnServer = (): undefined => undefined;

export function AnalyticsConsent({ measurementId }: { measurementId: string | null | undefined }) {
  const { t } = useTranslation();
  // The answer lives in this browser: the server, which cannot know it, draws no banner, and hydration
  // starts from that same "unknown" before the stored answer is read.
  const stored = useSyncExternalStore(noChange, storedConsent, unknownOnServer);
  const [answered, setConsent] = useState<Consent | null>(null);
  const consent = answered ?? stored;
  useEffect(() => {
    if (measurementId && consent === 'granted') startGa4(measurementId);
  }, [measurementId, consent]);
  if (!measurementId || consent !== null) return null;
  const answer = (choice: Consent) => {
    storeConsent(choice);
    setConsent(choice);
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-title" data-testid="analytics-consent">
      <div className="consent-banner__text">
        <h2 id="consent-title" className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p>{t('consent.body')}</p>
      </div>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="consent-banner__button consent-banner__button--ghost"
          onClick={() => answer('denied')}
          data-testid="consent-decline"
        >
          {t('consent.decline')}
        </button>
        <button type="button" className="consent-banner__button" onClick={() => answer('granted')} data-testid="consent-accept">
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
