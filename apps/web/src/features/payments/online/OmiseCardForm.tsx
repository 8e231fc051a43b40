import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import { useId, useRef } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { PayButton } from './PayButton.tsx';
import { PayError } from './PayNotices.tsx';
import { CARD_LIMITS, type CardField } from './card-form.ts';
import { useCardPayment, type CardPayment } from './use-card-payment.ts';
import { useOrderPaid } from './use-order-paid.ts';

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
 * paid; failed → the form again under a notice that the card was declined, which stays until the
 * buyer tries again (use-card-payment.ts); pending → the bank's 3-D Secure page.
 */
export function OmiseCardForm({ order, layoutFour }: { order: OrderDetail; layoutFour: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const card = useCardPayment(order.id, layoutFour);
  const { phase, failure, problems } = card;
  const submit = useRef<HTMLButtonElement>(null);

  if (phase === 'paid') {
    return (
      <p className="pay-success" role="status" data-testid="card-paid">
        {t('payments.paid')}
      </p>
    );
  }
  if (phase === 'waiting') return <CardWait orderId={order.id} layoutFour={layoutFour} />;

  const busy = phase === 'paying' || phase === 'leaving';
  const problemCount = Object.values(problems).filter(Boolean).length;
  const field = (name: CardField, label: string, extra: { description?: string } = {}) => (
    <CardInput name={name} label={label} description={extra.description} card={card} disabled={busy} />
  );

  return (
    <form
      className="card-form"
      onSubmit={card.onSubmit}
      noValidate
      aria-labelledby={`${id}-legend`}
      data-testid="omise-card-form"
    >
      <p id={`${id}-legend`} className="card-form__title">
        {t('payments.card.legend')}
      </p>
      {failure ? (
        <PayError
          key={failure.n}
          detail={
            failure.reason === 'card'
              ? t('payments.card.checkCard')
              : failure.reason === 'declined'
                ? t('payments.card.declined')
                : null
          }
          // A declined card is what the buyer must act on: its notice stays until they try again.
          persistent={failure.reason === 'declined'}
          onHide={card.clearFailure}
          returnFocus={submit}
        />
      ) : null}
      {/* Announced once per submit with problems; each field also names its own (aria-describedby). */}
      <p className="card-form__summary" role="alert" data-testid="card-problems">
        {problemCount > 0 ? t('payments.card.summary', { count: problemCount }) : ''}
      </p>
      {field('name', t('payments.card.name'))}
      {field('number', t('payments.card.number'))}
      <div className="card-form__row">
        {field('month', t('payments.card.month'))}
        {field('year', t('payments.card.year'))}
        {field('cvv', t('payments.card.cvv'), { description: t('payments.card.cvvHint') })}
      </div>
      <p className="hint">{t('payments.card.secure')}</p>
      <PayButton
        ref={submit}
        type="submit"
        busy={busy}
        testId="card-submit"
        status={phase === 'paying' ? t('payments.card.processing') : phase === 'leaving' ? t('payments.leaving') : ''}
      >
        {t('payments.pay')}
      </PayButton>
    </form>
  );
}

/** One field of the card form, with its own problem (spec §5 card form). */
function CardInput({
  name,
  label,
  description,
  card,
  disabled,
}: {
  name: CardField;
  label: string;
  description?: string;
  card: CardPayment;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const problem = card.problems[name];
  return (
    <TextInput
      ref={card.inputRef(name)}
      label={label}
      description={description}
      value={card.fields[name]}
      onChange={(e) => card.set(name, e.currentTarget.value)}
      error={problem ? t(`payments.card.errors.${name}.${problem}` as `payments.card.errors.name.required`) : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={name === 'name' ? 'text' : 'numeric'}
      // A pasted number with spaces is longer than 16 characters: set() keeps its first 16 digits.
      maxLength={name === 'number' ? undefined : CARD_LIMITS[name]}
      required
      disabled={disabled}
      data-testid={`card-${name}`}
    />
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
