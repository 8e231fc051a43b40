import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { PayError } from './PayNotices.tsx';
import {
  CARD_LIMITS,
  digitsOnly,
  firstProblem,
  validateCard,
  type CardField,
  type CardFields,
  type CardProblems,
} from './card-form.ts';
import { redirectTo, rememberPaymentOrder } from './leave-for-provider.ts';
import { CardTokenError, chargeOmiseCard, tokeniseCard } from './payment-calls.ts';
import { FAILED_CHARGE_DELAY_MS, omiseCardOutcome, ORDER_LIST_PATH } from './payment-plan.ts';
import { useOrderPaid, usePaidRedirect } from './use-order-paid.ts';

type Phase = 'form' | 'paying' | 'leaving' | 'paid' | 'failed' | 'waiting';

const EMPTY: CardFields = { name: '', number: '', month: '', year: '', cvv: '' };

/** autocomplete tokens let the browser and password managers fill the card (WCAG 1.3.5). */
const AUTOCOMPLETE: Record<CardField, string> = {
  name: 'cc-name',
  number: 'cc-number',
  month: 'cc-exp-month',
  year: 'cc-exp-year',
  cvv: 'cc-csc',
};

/**
 * Method 8 (spec §4 Omise card charge, §5 card form): the card is tokenised by the browser with the
 * public key, only the token goes to Rian's server, which charges the order's own total. successful →
 * paid; failed → the notice, then the order list after 500 ms (§8); pending → the bank's 3-D Secure page.
 */
export function OmiseCardForm({ order, layoutFour }: { order: OrderDetail; layoutFour: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<{ n: number; card: boolean } | null>(null);
  const flag = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const submit = useRef<HTMLButtonElement>(null);
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
    flag.current = true;
    setFailure(null);
    setPhase('paying');
    tokeniseCard(fields)
      .then((token) => chargeOmiseCard(order.id, token))
      .then((answer) => {
        // The card data is not kept once the charge is made, whatever its outcome.
        setFields(EMPTY);
        const outcome = omiseCardOutcome(answer);
        if (outcome === 'authorize') {
          const url = answer.action.type === 'redirect' ? answer.action.url : answer.charges.authorize_uri;
          rememberPaymentOrder(order.id);
          if (!url || !redirectTo(url)) throw new Error('unusable 3-D Secure address');
          setPhase('leaving');
          return;
        }
        if (outcome === 'paid') {
          setPhase('paid');
          paidRedirect('approved', answer.order_token);
          return;
        }
        if (outcome === 'failed') {
          setFailure((f) => ({ n: (f?.n ?? 0) + 1, card: false }));
          setPhase('failed');
          return;
        }
        setPhase('waiting');
      })
      .catch((err: unknown) => {
        console.warn('Omise card payment did not go through', err);
        flag.current = false;
        setPhase('form');
        setFailure((f) => ({ n: (f?.n ?? 0) + 1, card: err instanceof CardTokenError }));
      });
  };

  if (phase === 'paid') {
    return (
      <p className="pay-success" role="status" data-testid="card-paid">
        {t('payments.paid')}
      </p>
    );
  }
  if (phase === 'waiting') return <CardWait orderId={order.id} layoutFour={layoutFour} />;

  const busy = phase === 'paying' || phase === 'leaving' || phase === 'failed';
  const problemCount = Object.values(problems).filter(Boolean).length;
  const field = (name: CardField, extra: { label: string; description?: string; className?: string }) => (
    <TextInput
      ref={(el) => {
        inputs.current[name] = el;
      }}
      className={extra.className}
      label={extra.label}
      description={extra.description}
      value={fields[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={
        problems[name] ? t(`payments.card.errors.${name}.${problems[name]}` as `payments.card.errors.name.required`) : undefined
      }
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={name === 'name' ? 'text' : 'numeric'}
      // A pasted number with spaces is longer than 16 characters: set() keeps its first 16 digits.
      maxLength={name === 'number' ? undefined : CARD_LIMITS[name]}
      required
      disabled={busy}
      data-testid={`card-${name}`}
    />
  );

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-legend`} data-testid="omise-card-form">
      <p id={`${id}-legend`} className="card-form__title">
        {t('payments.card.legend')}
      </p>
      {failure ? (
        <PayError
          key={failure.n}
          detail={failure.card ? t('payments.card.checkCard') : phase === 'failed' ? t('payments.toOrdersSoon') : null}
          onHide={() => setFailure(null)}
          returnFocus={submit}
        />
      ) : null}
      {/* Announced once per submit with problems; each field also names its own (aria-describedby). */}
      <p className="card-form__summary" role="alert" data-testid="card-problems">
        {problemCount > 0 ? t('payments.card.summary', { count: problemCount }) : ''}
      </p>
      {field('name', { label: t('payments.card.name') })}
      {field('number', { label: t('payments.card.number') })}
      <div className="card-form__row">
        {field('month', { label: t('payments.card.month') })}
        {field('year', { label: t('payments.card.year') })}
        {field('cvv', { label: t('payments.card.cvv'), description: t('payments.card.cvvHint') })}
      </div>
      <p className="hint">{t('payments.card.secure')}</p>
      <Button
        ref={submit}
        type="submit"
        size="md"
        className="online-pay__button"
        loading={busy}
        disabled={busy}
        data-testid="card-submit"
      >
        {t('payments.pay')}
      </Button>
      <p className="online-pay__status" role="status" aria-live="polite">
        {phase === 'paying' ? t('payments.card.processing') : phase === 'leaving' ? t('payments.leaving') : ''}
      </p>
    </form>
  );
}

/** A charge left pending without a bank page: the webhook settles it; wait like a QR payment. */
function CardWait({ orderId, layoutFour }: { orderId: number; layoutFour: boolean }) {
  const { t } = useTranslation();
  const { status } = useOrderPaid(orderId, { layoutFour });
  return (
    <div className="online-pay__status" role="status" aria-live="polite" data-testid="card-waiting">
      {status === 'approved' ? (
        <p className="pay-success">{t('payments.paid')}</p>
      ) : status === 'rejected' ? (
        <p className="pay-notice">{t('payments.rejected')}</p>
      ) : (
        <p>{t('payments.card.waiting')}</p>
      )}
    </div>
  );
}
