import '../i18n.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@rian/domain/money';
import type { EligiblePromotion } from '@rian/domain/promotions';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { ChoiceOption } from '../../../components/ChoiceOption.tsx';
import type { CheckoutPromotion } from '../domain-adapters.ts';

/**
 * spec §2 promotion list: one radio per promotion the cart can take, with its discount on this cart.
 * "No promotion" is offered only when going without one is allowed (spec §5: a promotion must be
 * chosen when one is eligible, unless an exclusive coupon stands in for it).
 */
export function PromotionList({
  eligible,
  selected,
  allowNone,
  currency,
  onChoose,
}: {
  eligible: readonly EligiblePromotion<CheckoutPromotion>[];
  selected: number | null;
  allowNone: boolean;
  currency: Currency;
  onChoose: (promotionId: number | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = useId();
  if (eligible.length === 0) return null;
  return (
    <fieldset className="choice-group" data-testid="promotion-list">
      <legend className="choice-group__legend">{t('checkout.promotion.legend')}</legend>
      <div className="choice-list">
        {eligible.map(({ promotion, discount }) => {
          const id = `${name}-${promotion.id}`;
          return (
            <ChoiceOption
              key={promotion.id}
              id={id}
              name={name}
              value={promotion.id}
              checked={selected === promotion.id}
              describedBy={promotion.description ? `${id}-detail` : undefined}
              onChange={() => onChoose(promotion.id)}
              data-testid="promotion-option"
              end={
                <span className="choice-option__price">
                  {t('checkout.promotion.discount', { amount: formatMoney({ amount: discount, currency }, lang) })}
                </span>
              }
            >
              <span className="choice-option__title">{localized(promotion.title ?? '', promotion.title_en, lang)}</span>
              {promotion.description ? (
                <span id={`${id}-detail`} className="choice-option__detail">
                  {promotion.description}
                </span>
              ) : null}
            </ChoiceOption>
          );
        })}
        {allowNone ? (
          <ChoiceOption id={`${name}-none`} name={name} value="" checked={selected === null} onChange={() => onChoose(null)}>
            <span className="choice-option__title">{t('checkout.promotion.none')}</span>
          </ChoiceOption>
        ) : null}
      </div>
    </fieldset>
  );
}
