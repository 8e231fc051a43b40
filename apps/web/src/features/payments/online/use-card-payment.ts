// The Omise card form's state and submit (spec §4 Omise card charge, §5 card form, §8 failed charge):
// validate, tokenise in the browser, charge the token, then follow the charge's outcome.
import { useCallback, useRef, useState, type FormEvent } from 'react';
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
import { omiseCardOutcome } from './payment-plan.ts';
import { usePaidRedirect } from './use-order-paid.ts';

export type CardPhase = 'form' | 'paying' | 'leaving' | 'paid' | 'waiting';
/**
 * Why the last try failed: the vault refused the card data ('card'), the bank declined the charge
 * ('declined'), or the call itself failed ('other'). `n` counts the tries, so each shows afresh.
 */
export type CardFailure = { n: number; reason: 'card' | 'declined' | 'other' } | null;
type ChargeAnswer = Awaited<ReturnType<typeof chargeOmiseCard>>;

const EMPTY: CardFields = { name: '', number: '', month: '', year: '', cvv: '' };

/** What the charge's answer does to the form (3-D Secure page, paid, failed or waiting for the webhook). */
function followCharge(
  answer: ChargeAnswer,
  orderId: number,
  to: { setPhase: (p: CardPhase) => void; declined: () => void; paid: (token: string) => void },
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
    to.declined();
    return;
  }
  to.setPhase('waiting');
}

export function useCardPayment(orderId: number, layoutFour: boolean) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [phase, setPhase] = useState<CardPhase>('form');
  const [failure, setFailure] = useState<CardFailure>(null);
  const flag = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const paidRedirect = usePaidRedirect(layoutFour);

  /**
   * The charge failed, or never went through: the form again, with the reason, for another try.
   * spec §8 has a declined charge's notice followed by the order list after 500 ms, which takes the
   * notice away before a buyer can read it: the buyer stays here and the notice stays with them
   * (OmiseCardForm) until they try again.
   */
  const failed = (reason: 'card' | 'declined' | 'other') => {
    flag.current = false;
    setPhase('form');
    setFailure((f) => ({ n: (f?.n ?? 0) + 1, reason }));
  };

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
          declined: () => failed('declined'),
          paid: (token) => paidRedirect('approved', token),
        });
      })
      .catch((err: unknown) => {
        console.warn('Omise card payment did not go through', err);
        failed(err instanceof CardTokenError ? 'card' : 'other');
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
