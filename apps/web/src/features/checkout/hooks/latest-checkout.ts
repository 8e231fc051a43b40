import { useEffect, useRef, type RefObject } from 'react';
import type { PublicPaymentMethod } from '@rian/contracts/site';
import type { CheckoutLine } from '../../../lib/cart-lines.ts';
import type { CheckoutChoices } from '../checkout-choices.ts';
import type { CheckoutLookups, CheckoutSummary } from '../checkout-state.ts';

/** The checkout as it is now, for async actions that must not act on the state they started with. */
export interface LatestCheckout {
  choices: CheckoutChoices;
  lookups: CheckoutLookups | null;
  lines: readonly CheckoutLine[];
  summary: CheckoutSummary | null;
  methods: PublicPaymentMethod[] | undefined;
}

/** A ref kept on the latest render, so async actions need not be re-created on every change. */
export function useLatest(value: LatestCheckout): RefObject<LatestCheckout> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
