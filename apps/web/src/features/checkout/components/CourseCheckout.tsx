import { useEffect, useMemo, useRef, useState } from 'react';
import { setChosenPlan } from '../../../lib/chosen-plan.ts';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { PlanChoice } from '../../../components/PlanChoice.tsx';
import { initialPlanId } from '../../../lib/purchase-state.ts';
import type { CheckoutLine } from '../../../lib/cart-lines.ts';
import type { CheckoutParts } from '../checkout-parts.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

/**
 * Layout 4's pricing section as the embedded checkout for this course (spec §2 "purchase-without-
 * registration cart"): the plan cards, then the checkout. The line lives here, not in the stored
 * cart: the page sells this one course.
 */
export function CourseCheckout({ course, parts }: { course: CourseDetail; parts: CheckoutParts }) {
  const { t, i18n } = useTranslation();
  const [planId, setPlanId] = useState(() => initialPlanId(course));
  // spec §4: changing the language clears the plan selection (as the pricing cards always did).
  const lang = useRef(i18n.language);
  useEffect(() => {
    if (lang.current !== i18n.language) {
      lang.current = i18n.language;
      setPlanId(null);
    }
  }, [i18n.language]);
  const lines = useMemo<CheckoutLine[]>(() => [{ kind: 'course', course_id: course.id, plan_id: planId }], [course.id, planId]);
  // The sticky bar of layout four shows the chosen plan's price (spec §2 registration fee).
  useEffect(() => setChosenPlan(course.id, planId), [course.id, planId]);

  return (
    <CheckoutForm
      source="course"
      layoutFour
      lines={lines}
      linesBusy={false}
      login="inline"
      parts={parts}
      renderLines={(checkout) => {
        // The plans as this buyer may pick them (renewals for owners, member plans once signed in).
        const plans = checkout.plansByCourse.get(course.id)?.plans ?? course.priceDetail;
        return plans.length > 0 ? (
          <PlanChoice
            plans={plans}
            name={`plan-card-${course.id}`}
            selected={planId}
            onSelect={setPlanId}
            legend={t('plan.title')}
            variant="cards"
          />
        ) : (
          <p className="notice">{t('plan.noPlans')}</p>
        );
      }}
    />
  );
}
