// The Omise card form's state and submit (spec §4 Omise card charge, §5 card form, §8 failed charge):
// validate, tokenise in the browser, charge the token, then follow the charge's outcome.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  digitsOnly,
  firstProblem,
  validateCard,
  CARD_LIMITS,
  type CardField,
  type CardFields,
  type CardProblems,
} from './card-form.ts';
import { redirectTo, rememberPaymentOrder } from './leave-for-provider.ts';
import { CardTokenError, chargeOmiseCard, tokeniseCard } from './payment-calls.ts';
import { FAILED_CHARGE_DELAY_MS, omiseCardOutcome, ORDER_LIST_PATH } from './payment-plan.ts';
import { usePaidRedirect } from './use-order-paid.ts';

export type CardPhase = 'form' | 'paying' | 'leaving' | 'paid' | 'failed' | 'waiting';
type Failure = { n: number; card: boolean } | null;
type ChargeAnswer = Awaited<ReturnType<typeof chargeOmiseCard>>;

const EMPTY: CardFields = { name: '', number: '', month: '', year: '', cvv: '' };

/** What the charge's answer does to the form (3-D Secure page, paid, failed or waiting for the webhook). */
function followCharge(
  answer: ChargeAnswer,
  orderId: number,
  to: { setPhase: (p: CardPhase) => void; fail: () => void; paid: (token: string) => void },
): void {
  const outcome = omiseCardOutcome(answer);
  if (outcome === 'authorize') {
    const url = answer.action.type === 'redirect' ? answer.action.url : answer.charges.authorize_uri;
    rememberPaymentOrder(orderId);
    if (!url || !redirectTo(url)) throw new Error('unusable 3-D Secure address');
    to.setPhase('leaving');
    return;
  }
  if (outcome === 'paid') {
    to.setPhase('paid');
    to.paid(answer.order_token);
    return;
  }
  if (outcome === 'failed') {
    to.fail();
    to.setPhase('failed');
    return;
  }
  to.setPhase('waiting');
}

export function useCardPayment(orderId: number, layoutFour: boolean) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [phase, setPhase] = useState<CardPhase>('form');
  const [failure, setFailure] = useState<Failure>(null);
  const flag = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const paidRedirect = usePaidRedirect(layoutFour);

  // spec §8: a failed charge shows the notice, then the order list after 500 ms.
  useEffect(() => {
    if (phase !== 'failed') return;
    const timer = setTimeout(() => void navigate(ORDER_LIST_PATH), FAILED_CHARGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const set = (field: CardField, value: string) => {
    const clean = field === 'name' ? value : digitsOnly(value).slice(0, CARD_LIMITS[field]);
    setFields((f) => ({ ...f, [field]: clean }));
    // A corrected field stops being reported as soon as it is valid.
    if (problems[field]) setProblems((p) => ({ ...p, [field]: validateCard({ ...fields, [field]: clean }, new Date())[field] }));
  };

  const charge = () => {
    flag.current = true;
    setFailure(null);
    setPhase('paying');
    tokeniseCard(fields)
      .then((token) => chargeOmiseCard(orderId, token))
      .then((answer) => {
        // The card data is not kept once the charge is made, whatever its outcome.
        setFields(EMPTY);
        followCharge(answer, orderId, {
          setPhase,
          fail: () => setFailure((f) => ({ n: (f?.n ?? 0) + 1, card: false })),
          paid: (token) => paidRedirect('approved', token),
        });
      })
      .catch((err: unknown) => {
        console.warn('Omise card payment did not go through', err);
        flag.current = false;
        setPhase('form');
        setFailure((f) => ({ n: (f?.n ?? 0) + 1, card: err instanceof CardTokenError }));
      });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (flag.current) return;
    const found = validateCard(fields, new Date());
    setProblems(found);
    const first = firstProblem(found);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    charge();
  };

  const clearFailure = useCallback(() => setFailure(null), []);
  /** Keeps each field's element, to focus the first one with a problem. */
  const inputRef = (field: CardField) => (el: HTMLInputElement | null) => {
    inputs.current[field] = el;
  };

  return { fields, problems, phase, failure, inputRef, set, onSubmit, clearFailure };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
