// spec §7 analytics: begin_checkout on the buyer's first interaction, add_payment_info on their own
// choice of a payment method, both with the cart as GA4 items.
import { useCallback, useRef, type RefObject } from 'react';
import type { CourseDetail, ProductDetail } from '@rian/contracts/catalogue';
import type { Lang } from '@rian/contracts/site';
import type { Currency } from '@rian/domain/money';
import { planPrice } from '@rian/domain/plans';
import { trackAddPaymentInfo, trackBeginCheckout, type AnalyticsItem } from '../../../lib/analytics.ts';
import { localized } from '../../../lib/format.ts';
import type { LatestCheckout } from './latest-checkout.ts';

interface AnalyticsCart {
  currency: Currency;
  items: AnalyticsItem[];
  value: number;
}

interface Details {
  courses: ReadonlyMap<number, CourseDetail>;
  products: ReadonlyMap<number, ProductDetail>;
  lang: Lang;
}

/** The cart as GA4 items (spec §7 analytics), null before the cart is known. */
export function analyticsCart(
  { summary, lookups, lines }: LatestCheckout,
  { courses, products, lang }: Details,
): AnalyticsCart | null {
  if (!summary || !lookups) return null;
  const currency = summary.request.currency;
  const items: AnalyticsItem[] = lines.flatMap((line): AnalyticsItem[] => {
    if (line.kind === 'course') {
      const course = courses.get(line.course_id);
      const plan = lookups.plans.find((p) => p.id === line.plan_id);
      const price = plan ? planPrice(plan, currency) : null;
      if (!course) return [];
      const name = localized(course.title, course.title_en, lang);
      return [{ item_id: `course-${course.id}`, item_name: name, price: price ?? 0, item_category: 'course' }];
    }
    const product = products.get(line.product_id);
    if (!product) return [];
    const main = product.priceDetail[0];
    const price = (currency === 'USD' ? main?.price_usd : main?.price) ?? 0;
    return [
      {
        item_id: `product-${product.id}`,
        item_name: localized(product.title, product.title_en, lang),
        price,
        item_category: 'product',
        quantity: line.quantity,
      },
    ];
  });
  const value = summary.cart?.total ?? items.reduce((sum, i) => sum + i.price * (i.quantity ?? 1), 0);
  return { currency, items, value };
}

export function useCheckoutAnalytics(latest: RefObject<LatestCheckout>, { courses, products, lang }: Details) {
  const cartNow = useCallback(
    () => analyticsCart(latest.current, { courses, products, lang }),
    [latest, courses, products, lang],
  );

  const begun = useRef(false);
  const markInteracted = useCallback(() => {
    if (begun.current) return;
    const cart = cartNow();
    if (!cart) return;
    begun.current = true;
    trackBeginCheckout(cart.currency, cart.items, cart.value);
  }, [cartNow]);

  /** The buyer's own choice of a method (not the preselection): spec §7 analytics add_payment_info. */
  const trackPaymentMethod = useCallback(
    (id: number) => {
      const cart = cartNow();
      const method = latest.current.methods?.find((m) => m.id === id);
      if (cart && method) trackAddPaymentInfo(cart.currency, cart.items, cart.value, method.payment_type);
    },
    [cartNow, latest],
  );

  return { markInteracted, trackPaymentMethod };
}
