import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanView } from '@rian/contracts/catalogue';
import { courseCartHref } from '../../../lib/links.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** The expired notice with the course's renew plans ("ต่ออายุ" and the price), each to the cart like the course page's plans. */
export function ExpiredNotice({ courseId, plans }: { courseId: number; plans: readonly PlanView[] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const offered = (plans ?? []).filter((p) => p.price !== null && !p.disabled);
  return (
    <section
      className="learn-notice learn-notice--expired"
      role="alert"
      aria-labelledby="expired-title"
      data-testid="expired-notice"
    >
      <h2 id="expired-title" className="learn-notice__title">
        {t('learning.expired.title')}
      </h2>
      <p>{t('learning.expired.lead')}</p>
      {plans === undefined ? null : offered.length > 0 ? (
        <ul className="renew-plans">
          {offered.map((plan) => (
            <li key={plan.id}>
              <Link className="renew-plan" to={courseCartHref(courseId, plan.id)} data-testid="renew-plan">
                <span className="renew-plan__action">{t('learning.renew')}</span>
                <span className="renew-plan__name">{plan.name}</span>
                <span className="renew-plan__price">
                  {plan.price === 0 ? t('card.free') : formatPrice(plan.price ?? 0, lang)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t('learning.expired.noPlans')}</p>
      )}
    </section>
  );
}
