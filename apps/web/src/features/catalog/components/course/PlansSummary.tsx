import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { usePlanTermText } from '../../../../lib/use-plan-text.ts';
import { PlanPrice } from '../../../../components/PlanPrice.tsx';
import { RegStatus } from './RegStatus.tsx';
import { RegisterAction } from './RegisterAction.tsx';
import { initialPlanId } from '../../../../lib/purchase-state.ts';

/** Default layout: the plans as a list, and a register button for the default plan. */
export function PlansSummary({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const termText = usePlanTermText();
  return (
    <section className="plans-summary" aria-labelledby="plans-summary-title" data-testid="plans-summary">
      <h2 id="plans-summary-title" className="section__title">
        {t('plan.summary')}
      </h2>
      <RegStatus course={course} />
      {course.priceDetail.length > 0 ? (
        <ul className="plans-summary__list">
          {course.priceDetail.map((plan) => (
            <li key={plan.id} className="plans-summary__item" data-disabled={plan.disabled || undefined}>
              <span>
                <span className="plan-option__name">{plan.name}</span>
                <span className="plan-option__term">
                  {[termText(plan), plan.is_for_member === 1 ? t('plan.memberOnly') : null].filter(Boolean).join(' · ')}
                </span>
              </span>
              <PlanPrice plan={plan} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="plans-summary__action">
        <RegisterAction course={course} planId={initialPlanId(course)} />
      </div>
    </section>
  );
}
