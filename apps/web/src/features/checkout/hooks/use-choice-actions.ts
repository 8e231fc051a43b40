// The buyer's choices as actions for the checkout's components (checkout-choices.ts's reducer).
import { useCallback, type Dispatch, type RefObject } from 'react';
import type { DealSettings } from '@rian/domain/deal-discount';
import type { Currency } from '@rian/domain/money';
import type { CheckoutAction, ShippingChoice, WithholdingChoice } from '../checkout-choices.ts';

export function useChoiceActions(
  dispatch: Dispatch<CheckoutAction>,
  dealSettings: DealSettings,
  currencyTouchedRef: RefObject<boolean>,
  trackPaymentMethod: (id: number) => void,
) {
  const setCurrency = useCallback(
    (currency: Currency) => {
      currencyTouchedRef.current = true;
      dispatch({ type: 'setCurrency', currency });
    },
    [currencyTouchedRef, dispatch],
  );
  const setPaymentMethod = useCallback(
    (id: number) => {
      dispatch({ type: 'setPaymentMethod', id });
      trackPaymentMethod(id);
    },
    [dispatch, trackPaymentMethod],
  );
  const choosePromotion = useCallback(
    (promotionId: number | null) => dispatch({ type: 'choosePromotion', promotionId, settings: dealSettings }),
    [dispatch, dealSettings],
  );
  const confirmSwitch = useCallback(() => dispatch({ type: 'confirmSwitch', settings: dealSettings }), [dispatch, dealSettings]);
  // dispatch never changes: these keep one identity for the checkout's life.
  const removeCoupon = useCallback((id: number) => dispatch({ type: 'removeCoupon', id }), [dispatch]);
  const cancelSwitch = useCallback(() => dispatch({ type: 'cancelSwitch' }), [dispatch]);
  const setShipping = useCallback((shipping: ShippingChoice) => dispatch({ type: 'setShipping', shipping }), [dispatch]);
  const setWithholding = useCallback(
    (withholding: WithholdingChoice) => dispatch({ type: 'setWithholding', withholding }),
    [dispatch],
  );
  const dismissNotice = useCallback((id: number) => dispatch({ type: 'dismissNotice', id }), [dispatch]);
  return {
    setCurrency,
    choosePromotion,
    removeCoupon,
    confirmSwitch,
    cancelSwitch,
    setPaymentMethod,
    setShipping,
    setWithholding,
    dismissNotice,
  };
}
