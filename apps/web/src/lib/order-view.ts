// How an order reads on the order list, the payment step and the thank-you page (spec §2 member order
// list, thank-you page, payment method ids; §4 order states; §7 purchase event). Pure: the pages
// render, these decide.
import type { OrderDetail } from '@rian/contracts/checkout';
import type { Lang } from '@rian/contracts/site';
import { courseUrl } from '@rian/domain/course-url';
import type { AnalyticsItem, PurchaseEvent } from './analytics.ts';
import { localized } from './format.ts';
import { METHOD, paymentMethod, type PaymentMethod } from '@rian/domain/payment-methods';

/** spec §2: a method's i18n key (paymentStep.methods.*), from the method table. */
export function paymentMethodKey(id: number | null): PaymentMethod['textKey'] | null {
  return paymentMethod(id)?.textKey ?? null;
}

/** spec §2 "Method 1 lists bank accounts": the bank transfer step lists the academy's accounts. */
export const BANK_TRANSFER = METHOD.bankTransfer;

export interface OrderActions {
  /** Unpaid and still within its time: pay now (its payment step) and cancel are offered. */
  canPay: boolean;
  canCancel: boolean;
  /** Unpaid but past cancel_at: the auto-cancel sweep has not run yet; nothing can be done with it. */
  expired: boolean;
}

/** spec §4: an order is created notYetReceived and cancelled at cancel_at when still unpaid (§9 auto_cancel). */
export function orderActions(order: Pick<OrderDetail, 'status' | 'cancel_at'>, now: Date): OrderActions {
  const unpaid = order.status === 'notYetReceived';
  const cancelAt = Date.parse(order.cancel_at);
  const expired = unpaid && Number.isFinite(cancelAt) && cancelAt <= now.getTime();
  return { canPay: unpaid && !expired, canCancel: unpaid && !expired, expired };
}

export interface LearnLink {
  courseId: number;
  title: string;
  href: string;
}

/**
 * spec §2 "When the query parameter learn is true, the video playlist player opens": for a paid
 * (approved) order, or the courses of a partly refunded one that were not refunded.
 */
export function learnLinks(order: Pick<OrderDetail, 'status' | 'courses'>, lang: Lang): LearnLink[] {
  if (order.status !== 'approved' && order.status !== 'partlyRefunded') return [];
  return order.courses
    .filter((c) => !c.refunded)
    .map((c) => ({
      courseId: c.course_id,
      title: localized(c.title, c.title_en, lang),
      href: `${courseUrl(c.course_id, c.slug)}?learn=true`,
    }));
}

/**
 * spec §7 purchase event: counted once the buyer has paid or reported the payment (approved, or a
 * report waiting for approval); an order still unpaid, cancelled or rejected is no sale.
 */
/** spec §7 purchase: the order was paid (a provider confirmed it or an administrator approved it), refunded since or not. */
export function isPurchase(order: Pick<OrderDetail, 'status'>): boolean {
  return order.status === 'approved' || order.status === 'partlyRefunded' || order.status === 'refunded';
}

/** The order in the GA4 purchase shape (minor units; analytics.ts converts at the push). */
export function purchaseEvent(order: OrderDetail, lang: Lang): PurchaseEvent {
  const items: AnalyticsItem[] = [
    ...order.courses.map((c) => ({
      item_id: `course-${c.course_id}`,
      item_name: localized(c.title, c.title_en, lang),
      price: c.price,
      item_category: 'course',
      ...(c.discount > 0 ? { discount: c.discount } : {}),
    })),
    ...order.products.map((p) => ({
      item_id: `product-${p.product_id}`,
      item_name: localized(p.title, p.title_en, lang),
      price: p.price,
      item_category: 'product',
      quantity: p.quantity,
    })),
  ];
  return {
    // The order number the buyer sees; never the token, which opens the thank-you page.
    transaction_id: String(order.id),
    currency: order.currency_code,
    value: order.total,
    items,
    shipping: order.shipping_fee,
    tax: order.vat,
  };
}
