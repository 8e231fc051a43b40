// A provider payment attempt's lifecycle (payments.md: the server marks paid only after verifying
// the provider's signature or status, and an amount that does not match is a mismatch, never paid).
import { defineLifecycle } from './lifecycle.ts';

export const ATTEMPT_STATUSES = ['started', 'pending', 'paid', 'failed', 'mismatch'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export type AttemptEvent = 'submit' | 'confirm' | 'refuse' | 'fail' | 'abandon';

/** What a confirmation carries: the verified amount against the order's. */
export interface AttemptCheck {
  readonly paidAmount: number;
  readonly expectedAmount: number;
}

export const PAYMENT_ATTEMPT_LIFECYCLE = defineLifecycle<AttemptStatus, AttemptEvent, AttemptCheck | undefined>({
  name: 'payment attempt',
  states: ATTEMPT_STATUSES,
  final: ['paid', 'failed', 'mismatch'],
  transitions: [
    // The provider accepted the start and gave its reference.
    { from: ['started'], event: 'submit', to: 'pending' },
    // A verified payment of the order's amount.
    {
      from: ['started', 'pending'],
      event: 'confirm',
      to: 'paid',
      guard: (c) => c !== undefined && c.paidAmount === c.expectedAmount,
    },
    // A verified payment of another amount or currency.
    { from: ['started', 'pending'], event: 'refuse', to: 'mismatch' },
    // The provider refused, or said nothing in time.
    { from: ['started', 'pending'], event: 'fail', to: 'failed' },
    // Never reached the provider (the start itself broke).
    { from: ['started'], event: 'abandon', to: 'failed' },
  ],
});

/** Attempts a provider may still settle (the reconcile sweep and the auto-cancel guard read this). */
export const OPEN_ATTEMPT_STATUSES = ['started', 'pending'] as const satisfies readonly AttemptStatus[];
