// Google Analytics 4 for the academy's measurement id (site settings), loaded only once the visitor
// agreed (PDPA: analytics cookies are not strictly necessary, so they wait for consent). The choice
// stays in this browser; e-commerce events reach GA4 through lib/analytics.ts's pushEvent.
import { dataLayer } from './analytics.ts';

export type AnalyticsConsent = 'granted' | 'denied';
export const CONSENT_STORAGE_KEY = 'rian.analytics.consent';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

export function storedConsent(): AnalyticsConsent | null {
  try {
    const value = globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: AnalyticsConsent): void {
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Blocked storage: the choice holds for this page's life, and the question comes back next time.
  }
}

type EcommerceEntry = { event: string; ecommerce: Record<string, unknown> };
const isEcommerceEvent = (entry: unknown): entry is EcommerceEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as EcommerceEntry).event === 'string' &&
  !!(entry as EcommerceEntry).ecommerce;

/**
 * Loads gtag.js for `id` once per page: the command queue first, then Google's script. This page's
 * e-commerce events from before the answer (the course view that was on screen) are sent too; later
 * ones go to gtag as they happen.
 */
export function startGa4(id: string, doc: Document = document): boolean {
  if (!MEASUREMENT_ID.test(id) || window.gtag) return false;
  const layer = dataLayer();
  const earlier = layer.filter(isEcommerceEvent);
  window.gtag = function gtag() {
    // gtag.js reads its commands as the `arguments` objects of these calls, as Google's snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  for (const e of earlier) window.gtag('event', e.event, e.ecommerce);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
  return true;
}
