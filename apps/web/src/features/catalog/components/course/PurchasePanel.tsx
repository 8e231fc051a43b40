import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { PlanChoice } from '../../../../components/PlanChoice.tsx';
import { RegStatus } from './RegStatus.tsx';
import { RegisterAction } from './RegisterAction.tsx';
import { initialPlanId } from '../../../../lib/purchase-state.ts';

/** The side purchase panel of layouts 1 and 3 (spec §2). */
export function PurchasePanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const [planId, setPlanId] = useState(() => initialPlanId(course));
  const headingId = `purchase-${course.id}`;
  return (
    <section className="purchase-panel" aria-labelledby={headingId} data-testid="purchase-panel">
      <h2 id={headingId} className="purchase-panel__title">
        {t('plan.title')}
      </h2>
      <RegStatus course={course} />
      {course.priceDetail.length > 0 ? (
        <PlanChoice
          plans={course.priceDetail}
          name={`plan-${course.id}`}
          selected={planId}
          onSelect={setPlanId}
          legend={t('plan.title')}
          variant="list"
        />
      ) : null}
      <RegisterAction course={course} planId={planId} />
      {course.free_book === 1 ? <p className="hint">{t('course.freeBook')}</p> : null}
    </section>
  );
}
