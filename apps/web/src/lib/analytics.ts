// The analytics data layer of spec §7: events in the GA4 e-commerce shape, pushed to
// window.dataLayer for whatever tag manager the site owner adds. Amounts are major units here (the
// edge where minor units become numbers a tag manager understands).
import { toMajor, type Currency } from '@rian/domain/money';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** GA4's command queue, defined by lib/ga4.ts once the visitor agreed. */
    gtag?: (...args: unknown[]) => void;
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

/**
 * One e-commerce event: to the data layer in the tag-manager shape (the previous ecommerce object
 * cleared first, so that its fields do not leak into this one), and to GA4's gtag when the academy's
 * measurement id was loaded with the visitor's consent (lib/ga4.ts).
 */
function pushEvent(event: string, ecommerce: Record<string, unknown>): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
  window.gtag?.('event', event, ecommerce);
}

export function trackViewItem(currency: Currency, items: readonly AnalyticsItem[]): void {
  const value = items.reduce((sum, item) => sum + item.price, 0);
  pushEvent('view_item', {
    currency,
    value: toMajor(value),
    items: items.map((item) => ({
      item_id: item.item_id,
      item_name: item.item_name,
      price: toMajor(item.price),
      ...(item.item_category ? { item_category: item.item_category } : {}),
    })),
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
  pushEvent('begin_checkout', { currency, value: toMajor(value), items: items.map(ga4Item) });
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

/** spec §7 analytics: add_payment_info, when the buyer chooses a payment method. */
export function trackAddPaymentInfo(
  currency: Currency,
  items: readonly AnalyticsItem[],
  value: number,
  paymentType: string,
): void {
  pushEvent('add_payment_info', { currency, value: toMajor(value), payment_type: paymentType, items: items.map(ga4Item) });
}

/** Orders this browser placed and has not reported paid yet: transaction id → the event to push. */
export const PENDING_STORAGE_KEY = 'rian.analytics.pending';
/** Transactions already pushed as purchases by this browser. */
export const PURCHASE_STORAGE_KEY = 'rian.analytics.purchases';
// Most recent transactions remembered; a browser never holds more than a handful.
const MAX_REMEMBERED = 50;
// When storage cannot be used (privacy mode, blocked storage), this page life still dedupes.
const memory = { pending: new Map<string, PurchaseEvent>(), pushed: new Set<string>() };

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStore()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the in-memory copies still keep this page from pushing twice.
  }
}

/**
 * An order this browser just placed. Nothing goes to the data layer yet: a purchase counts only
 * once the order is paid (the provider confirmed it, or an administrator approved the transfer).
 */
export function rememberPlacedOrder(order: PurchaseEvent): void {
  memory.pending.set(order.transaction_id, order);
  const pending = read<Record<string, PurchaseEvent>>(PENDING_STORAGE_KEY, {});
  pending[order.transaction_id] = order;
  const kept = Object.entries(pending).slice(-MAX_REMEMBERED);
  write(PENDING_STORAGE_KEY, Object.fromEntries(kept));
}

/**
 * spec §7: purchase, pushed once per order, when a page learns that an order this browser placed is
 * paid. An order placed elsewhere (another device, before this browser kept track) or already
 * reported is not pushed again: a reload of the thank-you page, or the order list showing old orders,
 * never counts a sale twice. `paid` carries the server's figures when the page has them; otherwise
 * those remembered at placing are used. Returns whether it was pushed.
 */
export function trackPurchase(transactionId: string, paid?: PurchaseEvent): boolean {
  const pushed = new Set([...read<string[]>(PURCHASE_STORAGE_KEY, []), ...memory.pushed]);
  if (pushed.has(transactionId)) return false;
  const pending = read<Record<string, PurchaseEvent>>(PENDING_STORAGE_KEY, {});
  const placed = pending[transactionId] ?? memory.pending.get(transactionId);
  if (!placed) return false;
  const order = paid ?? placed;
  pushEvent('purchase', {
    transaction_id: order.transaction_id,
    value: toMajor(order.value),
    currency: order.currency,
    items: order.items.map(ga4Item),
    shipping: toMajor(order.shipping ?? 0),
    tax: toMajor(order.tax ?? 0),
  });
  memory.pushed.add(transactionId);
  memory.pending.delete(transactionId);
  delete pending[transactionId];
  write(PENDING_STORAGE_KEY, pending);
  write(PURCHASE_STORAGE_KEY, [...pushed, transactionId].slice(-MAX_REMEMBERED));
  return true;
}
