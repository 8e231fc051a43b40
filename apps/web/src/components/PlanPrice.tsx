import { useTranslation } from 'react-i18next';
import type { PlanView } from '@rian/contracts/catalogue';
import { formatPrice } from '../lib/format.ts';
import { useLang } from '../lib/use-lang.ts';
import './plan-choice.css';

/** The plan's THB price, and its USD price where one is set. */
export function PlanPrice({ plan, showCurrency = false }: { plan: PlanView; showCurrency?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (plan.price === null) return null;
  return (
    <span className="plan-price">
      <span className="plan-price__main" data-testid="plan-price">
        {plan.price === 0 ? t('card.free') : formatPrice(plan.price, lang)}
      </span>
      {showCurrency && plan.price > 0 ? <span className="plan-price__currency">THB</span> : null}
      {plan.price_usd !== null && plan.price_usd > 0 ? (
        <span className="plan-price__usd">{t('plan.usd', { price: formatPrice(plan.price_usd, lang, 'USD') })}</span>
      ) : null}
    </span>
  );
}
