// The coupon actions of the checkout (spec §4, §5, §8): apply a code after checking it as the
// server will, and after PRICE_CHANGED read every look-up again and re-check the applied coupons.
import { useCallback, type Dispatch, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicCoupon } from '@rian/contracts/checkout';
import type { Lang } from '@rian/contracts/site';
import { checkCoupon, normaliseCouponCode } from '@rian/domain/coupons';
import type { DealSettings } from '@rian/domain/deal-discount';
import { ApiError } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';
import { fetchCouponByCode, fetchUsableCoupons } from '../api/checkout-api.ts';
import type { CheckoutAction } from '../checkout-choices.ts';
import { pricedDealLines } from '../checkout-state.ts';
import { toCoupon } from '../domain-adapters.ts';
import { failureText } from '../failure-text.ts';
import type { LatestCheckout } from './latest-checkout.ts';

/** A coupon by its code, or the message to show (spec §8: NOT_FOUND said as the coupon's, COUPON_NOT_AVAILABLE). */
async function lookUpCoupon(code: string, lang: Lang): Promise<PublicCoupon | string> {
  try {
    return await fetchCouponByCode(code);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'NOT_FOUND')
      return failureText({ code: 'COUPON_NOT_FOUND', details: { code } }, lang);
    // Anything else reads as the generic error.
    return err instanceof ApiError && err.code !== 'NETWORK_ERROR' && err.code !== 'BAD_RESPONSE'
      ? failureText({ code: err.code }, lang)
      : failureText({ code: 'INTERNAL_ERROR' }, lang);
  }
}

export function useCouponActions(
  latest: RefObject<LatestCheckout>,
  dispatch: Dispatch<CheckoutAction>,
  dealSettings: DealSettings,
  lang: Lang,
) {
  const client = useQueryClient();
  const applyCoupon = useCallback(
    async (raw: string): Promise<string | null> => {
      const code = normaliseCouponCode(raw);
      const row = await lookUpCoupon(code, lang);
      if (typeof row === 'string') return row;
      const now = latest.current;
      if (now.lookups) {
        // spec §5: the coupon must fit the payment method and the courses, once per order...
        const check = checkCoupon(toCoupon(row), {
          now: new Date(),
          currency: now.choices.currency,
          courses: pricedDealLines(now.lines, now.lookups, now.choices.currency),
          paymentMethodId: now.choices.paymentMethodId,
          appliedCoupons: now.choices.coupons,
          promotionId: now.summary?.request.promotion_id ?? null,
          settings: dealSettings,
        });
        // ...and the exclusive setting's conflict is asked about in the switch modal instead (spec §4).
        if (!check.ok && check.failure.code !== 'COUPON_PROMOTION_EXCLUSIVE') return failureText(check.failure, lang);
      }
      dispatch({ type: 'addCoupon', coupon: row, settings: dealSettings });
      return null;
    },
    [latest, dispatch, dealSettings, lang],
  );

  const refresh = useCallback(async () => {
    await client.invalidateQueries({
      predicate: ({ queryKey }) =>
        ['checkout', 'promotions', 'course', 'product'].includes(String(queryKey[0])) ||
        (queryKey[0] === PRIVATE_KEY[0] && queryKey[1] === PRIVATE_KEY[1]),
    });
    const applied = latest.current.choices.coupons;
    if (applied.length === 0) return;
    try {
      dispatch({ type: 'refreshCoupons', usable: await fetchUsableCoupons(applied.map((c) => c.id)) });
    } catch {
      // The coupons stay as they were; the server checks them again at the next submit.
    }
  }, [client, latest, dispatch]);

  return { applyCoupon, refresh };
}
