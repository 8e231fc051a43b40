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
  /** Units of this item in an order (products); GA4 assumes 1 when absent. */
  quantity?: number;
  /** Minor units taken off the unit price (coupons, promotions); converted at the push. */
  discount?: number;
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

function ga4Item(item: AnalyticsItem) {
  return {
    item_id: item.item_id,
    item_name: item.item_name,
    price: toMajor(item.price),
    ...(item.item_category ? { item_category: item.item_category } : {}),
    ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
    ...(item.discount ? { discount: toMajor(item.discount) } : {}),
  };
}

/** spec §7: begin_checkout, when the buyer submits the checkout. value is the payable total, minor units. */
export function trackBeginCheckout(currency: Currency, items: readonly AnalyticsItem[], value: number): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event: 'begin_checkout', ecommerce: { currency, value: toMajor(value), items: items.map(ga4Item) } });
}

export interface PurchaseEvent {
  /** The order's public token or number; the key that keeps a purchase from counting twice. */
  transaction_id: string;
  currency: Currency;
  /** The payable total, minor units. */
  value: number;
  items: AnalyticsItem[];
  /** Minor units. */
  shipping?: number;
  /** VAT, minor units. */
  tax?: number;
}

export const PURCHASE_STORAGE_KEY = 'rian.analytics.purchases';
// Most recent transactions remembered; a tab never sees more than a handful.
const MAX_REMEMBERED = 50;
// When sessionStorage cannot be used (privacy mode, blocked storage), this page life still dedupes.
const pushedInMemory = new Set<string>();

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function rememberedPurchases(store: Storage | null): string[] {
  if (!store) return [...pushedInMemory];
  try {
    const parsed: unknown = JSON.parse(store.getItem(PURCHASE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * spec §7: purchase, pushed at most once per transaction in this browser session: a reload of the
 * thank-you page, or coming back to it, must not count the sale again. Returns whether it was pushed.
 */
export function trackPurchase(order: PurchaseEvent): boolean {
  const store = sessionStore();
  const seen = rememberedPurchases(store);
  if (seen.includes(order.transaction_id) || pushedInMemory.has(order.transaction_id)) return false;
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.transaction_id,
      value: toMajor(order.value),
      currency: order.currency,
      items: order.items.map(ga4Item),
      shipping: toMajor(order.shipping ?? 0),
      tax: toMajor(order.tax ?? 0),
    },
  });
  pushedInMemory.add(order.transaction_id);
  try {
    store?.setItem(PURCHASE_STORAGE_KEY, JSON.stringify([...seen, order.transaction_id].slice(-MAX_REMEMBERED)));
  } catch {
    // A full or blocked storage: the in-memory set still keeps this page from pushing twice.
  }
  return true;
}
