// A coupon's discount in words: "10%" or "฿100.00" (and "$5.00" when it has a USD amount).
import type { AdminCoupon } from '@rian/contracts/admin/coupons';
import type { Lang } from '@rian/contracts/site';
import { formatPrice } from '../../../lib/format.ts';

export function discountText(
  c: Pick<AdminCoupon, 'discount_type' | 'discount_amont' | 'discount_amount_usd'>,
  lang: Lang,
): string {
  if (c.discount_type === 'percent') return `${c.discount_amont}%`;
  const thb = formatPrice(c.discount_amont, lang, 'THB');
  return c.discount_amount_usd === null ? thb : `${thb} / ${formatPrice(c.discount_amount_usd, lang, 'USD')}`;
}
