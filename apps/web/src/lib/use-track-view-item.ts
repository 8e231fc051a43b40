import { useEffect, useRef } from 'react';
import type { Currency } from '@rian/domain/money';
import { trackViewItem, type AnalyticsItem } from './analytics.ts';

/**
 * Pushes view_item once per page view (spec §7): again when the viewed item changes, never on a
 * mere re-render (a language switch, a refetch).
 */
export function useTrackViewItem(pageKey: string | null, currency: Currency, item: AnalyticsItem | null): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!pageKey || !item || sent.current === pageKey) return;
    sent.current = pageKey;
    trackViewItem(currency, [item]);
  }, [pageKey, currency, item]);
}
