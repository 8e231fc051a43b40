// The analytics data layer of spec §7: events in the GA4 e-commerce shape, pushed to
// window.dataLayer for whatever tag manager the site owner adds. Amounts are major units here (the
// edge where minor units become numbers a tag manager understands).
import { toMajor, type Currency } from '@rian/domain/money';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** Minor units; converted at the push. */
  price: number;
  item_category?: string;
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function trackViewItem(currency: Currency, items: readonly AnalyticsItem[]): void {
  const layer = dataLayer();
  const value = items.reduce((sum, item) => sum + item.price, 0);
  // GA4: clear the previous ecommerce object so that its fields do not leak into this event.
  layer.push({ ecommerce: null });
  layer.push({
    event: 'view_item',
    ecommerce: {
      currency,
      value: toMajor(value),
      items: items.map((item) => ({
        item_id: item.item_id,
        item_name: item.item_name,
        price: toMajor(item.price),
        ...(item.item_category ? { item_category: item.item_category } : {}),
      })),
    },
  });
}
