import { useTranslation } from 'react-i18next';
import type { PlanView } from '@rian/contracts/catalogue';
import { LockIcon } from './icons.tsx';
import { usePlanTermText } from '../lib/use-plan-text.ts';
import { PlanPrice } from './PlanPrice.tsx';
import './plan-choice.css';
import { ChoiceOption } from './ChoiceOption.tsx';

interface Props {
  plans: PlanView[];
  name: string;
  selected: number | null;
  onSelect: (id: number) => void;
  legend: string;
  /** 'list': rows of the side panel (layouts 1, 3); 'cards': the pricing cards of layout 4. */
  variant: 'list' | 'cards';
}

/**
 * Pricing plan chooser: one radio per plan (spec §2 "a card per plan with radio, label, price and
 * currency"); member-only plans are disabled for visitors with the reason (spec §4, §6).
 */
export function PlanChoice({ plans, name, selected, onSelect, legend, variant }: Props) {
  const { t } = useTranslation();
  const termText = usePlanTermText();
  return (
    <fieldset className={`plan-choice plan-choice--${variant}`}>
      <legend className="visually-hidden">{legend}</legend>
      {plans.map((plan) => {
        const id = `${name}-${plan.id}`;
        const term = termText(plan);
        return (
          <ChoiceOption
            key={plan.id}
            id={id}
            name={name}
            value={plan.id}
            checked={selected === plan.id}
            disabled={plan.disabled}
            describedBy={plan.disabled ? `${id}-why` : undefined}
            onChange={() => onSelect(plan.id)}
            className="choice-option plan-option"
            data-testid="plan-option"
            data-plan-id={plan.id}
            end={<PlanPrice plan={plan} showCurrency={variant === 'cards'} />}
          >
            <span className="plan-option__name">
              {plan.name}
              {plan.is_default === 1 ? <span className="tag tag--open">{t('plan.default')}</span> : null}
            </span>
            {term ? <span className="plan-option__term">{term}</span> : null}
            {plan.need_approval === 1 ? <span className="plan-option__term">{t('plan.needApproval')}</span> : null}
            {plan.disabled ? (
              <span id={`${id}-why`} className="plan-option__member">
                <LockIcon size={14} /> {plan.is_for_member === 1 ? t('plan.memberOnly') : null}
              </span>
            ) : null}
          </ChoiceOption>
        );
      })}
    </fieldset>
  );
}
