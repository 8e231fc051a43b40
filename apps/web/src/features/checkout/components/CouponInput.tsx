import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicCoupon } from '@rian/contracts/checkout';
import type { RuleFailure } from '@rian/domain/rule-failure';
import { useLang } from '../../../lib/use-lang.ts';
import { couponFailures } from '../checkout-state.ts';
import { failureText } from '../failure-text.ts';

/** The code field's state: an empty code is refused here, any other goes to `onApply`. */
function useCouponCode(onApply: (code: string) => Promise<string | null>) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('checkout.coupon.required'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    void onApply(trimmed)
      .then((message) => {
        if (message) {
          setError(message);
          inputRef.current?.focus();
        } else {
          setCode('');
          setAnnounce(t('checkout.coupon.added', { code: trimmed.toUpperCase() }));
        }
      })
      .finally(() => setBusy(false));
  };
  return { inputRef, code, setCode, error, setError, busy, announce, submit };
}

/**
 * spec §2 coupon input: a code field and an apply button (Enter applies); applied coupons as
 * removable chips, each with the §8 message of what stops it applying now (spec §5 coupon rules).
 */
export function CouponInput({
  coupons,
  failures,
  onApply,
  onRemove,
}: {
  coupons: readonly PublicCoupon[];
  /** The order's current failures; the ones about an applied coupon show under its chip. */
  failures: readonly RuleFailure[];
  /** Resolves to the message to show when the code cannot be applied, null when it was. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { inputRef, code, setCode, error, setError, busy, announce, submit } = useCouponCode(onApply);

  // Failures about the coupon set as a whole (one per order, exclusivity) show under the field.
  const general = failures.filter(
    (f) =>
      (f.code === 'COUPON_ONE_PER_ORDER' || f.code === 'COUPON_PROMOTION_EXCLUSIVE') &&
      !coupons.some((c) => couponFailures([f], c).length > 0),
  );

  return (
    <section className="coupon" aria-labelledby={`${id}-title`} data-testid="coupon">
      <h3 id={`${id}-title`} className="checkout-block__title">
        {t('checkout.coupon.legend')}
      </h3>
      <form className="coupon__form" onSubmit={submit} noValidate>
        <TextInput
          ref={inputRef}
          className="coupon__field"
          label={t('checkout.coupon.label')}
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          data-testid="coupon-code"
        />
        <Button type="submit" variant="light" loading={busy} className="coupon__apply" data-testid="coupon-apply">
          {t('checkout.coupon.apply')}
        </Button>
      </form>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {coupons.length > 0 ? (
        <CouponChips
          coupons={coupons}
          failures={failures}
          onRemove={(couponId) => {
            onRemove(couponId);
            inputRef.current?.focus();
          }}
        />
      ) : null}
      {general.map((f) => (
        <p key={f.code} className="coupon__error">
          {failureText(f, lang)}
        </p>
      ))}
    </section>
  );
}

/** The applied coupons, each removable, with what stops it applying now (spec §8). */
function CouponChips({
  coupons,
  failures,
  onRemove,
}: {
  coupons: readonly PublicCoupon[];
  failures: readonly RuleFailure[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="coupon__chips" aria-label={t('checkout.coupon.applied')}>
      {coupons.map((c) => {
        const problems = couponFailures(failures, c);
        return (
          <li key={c.id} className="coupon-chip" data-invalid={problems.length > 0 || undefined} data-testid="coupon-chip">
            <span className="coupon-chip__code">{c.code}</span>
            {c.name && c.name !== c.code ? <span className="coupon-chip__name">{c.name}</span> : null}
            <CloseButton size="sm" aria-label={t('checkout.coupon.remove', { code: c.code })} onClick={() => onRemove(c.id)} />
            {problems.map((p) => (
              <span key={p.code} className="coupon-chip__error">
                {failureText({ code: p.code }, lang)}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
