// The online step's start (spec §4 action flags, §8 payment failures): runs the method's start call
// once, then follows the answer: a QR to show, or the provider's page to leave for.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentActionView } from '@rian/contracts/payments';
import { postForm, redirectTo, rememberPaymentOrder } from './leave-for-provider.ts';
import { startPayment } from './payment-calls.ts';
import { failureMode, ORDER_LIST_PATH, type StartedMethodId } from './payment-plan.ts';

export type QrAction = Extract<PaymentActionView, { type: 'qr' }>;

export type Phase =
  { kind: 'idle' } | { kind: 'starting' } | { kind: 'leaving' } | { kind: 'qr'; action: QrAction } | { kind: 'scbFailed' };

/** Leaves the page for the provider's; false when the action cannot be followed. */
function leaveFor(action: Exclude<PaymentActionView, QrAction>, orderId: number): boolean {
  // The card hand-off reads the order from here when the provider's return lacks it (spec §2).
  rememberPaymentOrder(orderId);
  return action.type === 'redirect'
    ? redirectTo(action.url)
    : action.type === 'form'
      ? postForm(action.url, action.fields)
      : false;
}

export function useStartPayment(methodId: StartedMethodId, orderId: number) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // Each failure gets its own notice (a second failure restarts the 5 s and the announcement).
  const [failure, setFailure] = useState<number | null>(null);
  // spec §4 "action flag": one start at a time; reset on failure so the buyer can try again.
  const flag = useRef(false);

  const fail = useCallback(
    (err: unknown) => {
      console.warn(`Payment method ${methodId} could not start`, err);
      flag.current = false;
      const mode = failureMode(methodId);
      if (mode === 'toOrders') {
        // spec §8 "2C2P link failure: silent redirect to the order list".
        setPhase({ kind: 'idle' });
        void navigate(ORDER_LIST_PATH);
        return;
      }
      setPhase(mode === 'scbRetry' ? { kind: 'scbFailed' } : { kind: 'idle' });
      if (mode === 'retry') setFailure((n) => (n ?? 0) + 1);
    },
    [methodId, navigate],
  );

  const start = useCallback(() => {
    if (flag.current) return;
    flag.current = true;
    setFailure(null);
    setPhase({ kind: 'starting' });
    startPayment(methodId, orderId)
      .then(({ action }) => {
        if (action.type === 'qr') {
          setPhase({ kind: 'qr', action });
          return;
        }
        if (!leaveFor(action, orderId)) throw new Error(`unusable ${action.type} action`);
        setPhase({ kind: 'leaving' });
      })
      .catch(fail);
  }, [methodId, orderId, fail]);

  const renew = useCallback(() => {
    flag.current = false;
    start();
  }, [start]);

  const clearFailure = useCallback(() => setFailure(null), []);

  return { phase, failure, clearFailure, start, renew };
}
