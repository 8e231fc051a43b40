import '../i18n.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@rian/contracts/site';
import { ChoiceOption } from '../../../components/ChoiceOption.tsx';
import { PaymentMethodLogo } from '../../../components/PaymentMethodLogo.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/**
 * spec §2 payment method list: one radio per enabled method; the chosen one shows its short
 * description. A method that cannot be used now stays listed, disabled, with the reason (spec §5:
 * bank transfer without a usable bank account). A method in its provider's test environment (listed
 * for administrators only) says so.
 */
export function PaymentMethodList({
  methods,
  selected,
  unavailable,
  onChoose,
}: {
  methods: readonly PublicPaymentMethod[];
  selected: number | null;
  unavailable: ReadonlySet<number>;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = useId();
  return (
    <fieldset className="choice-group" data-testid="payment-methods">
      <legend className="choice-group__legend">{t('checkout.payment.legend')}</legend>
      {methods.length === 0 ? (
        <p className="need-notice" role="status">
          {t('checkout.payment.none')}
        </p>
      ) : (
        <div className="choice-list choice-list--grid">
          {methods.map((m) => {
            const id = `${name}-${m.id}`;
            const checked = selected === m.id;
            const blocked = unavailable.has(m.id);
            const detail = blocked ? t('checkout.payment.bankUnavailable') : checked && m.description ? m.description : null;
            return (
              <ChoiceOption
                key={m.id}
                id={id}
                name={name}
                value={m.id}
                checked={checked}
                disabled={blocked}
                describedBy={detail ? `${id}-detail` : undefined}
                onChange={() => onChoose(m.id)}
                data-testid="payment-method"
                data-method-id={m.id}
                end={<PaymentMethodLogo methodId={m.id} />}
              >
                <span className="choice-option__title">{localized(m.name, m.name_en, lang)}</span>
                {m.test ? (
                  <span className="choice-option__why" data-testid="payment-method-test">
                    {t('checkout.payment.test')}
                  </span>
                ) : null}
                {detail ? (
                  <span id={`${id}-detail`} className={blocked ? 'choice-option__why' : 'choice-option__detail'}>
                    {detail}
                  </span>
                ) : null}
              </ChoiceOption>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
