import '../i18n.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@rian/domain/money';
import type { EligiblePromotion } from '@rian/domain/promotions';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
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
          const checked = selected === promotion.id;
          const title = localized(promotion.title ?? '', promotion.title_en, lang);
          return (
            <label
              key={promotion.id}
              htmlFor={id}
              className="choice-option"
              data-selected={checked || undefined}
              data-testid="promotion-option"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={promotion.id}
                checked={checked}
                onChange={() => onChoose(promotion.id)}
                aria-describedby={promotion.description ? `${id}-detail` : undefined}
              />
              <span className="choice-option__body">
                <span className="choice-option__title">{title}</span>
                {promotion.description ? (
                  <span id={`${id}-detail`} className="choice-option__detail">
                    {promotion.description}
                  </span>
                ) : null}
              </span>
              <span className="choice-option__price">
                {t('checkout.promotion.discount', { amount: formatMoney({ amount: discount, currency }, lang) })}
              </span>
            </label>
          );
        })}
        {allowNone ? (
          <label htmlFor={`${name}-none`} className="choice-option" data-selected={selected === null || undefined}>
            <input
              id={`${name}-none`}
              type="radio"
              name={name}
              value=""
              checked={selected === null}
              onChange={() => onChoose(null)}
            />
            <span className="choice-option__body">
              <span className="choice-option__title">{t('checkout.promotion.none')}</span>
            </span>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
