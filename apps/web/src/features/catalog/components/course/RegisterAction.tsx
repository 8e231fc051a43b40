import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { courseCartHref } from '../../../../lib/links.ts';
import { purchaseBlock } from '@rian/domain/purchase-block';
import { errorMessage } from '@rian/domain/errors';
import { useLang } from '../../../../lib/use-lang.ts';
import { findPlan } from './purchase-state.ts';

/** The register button: a link to the cart with the chosen plan, or the reason there is none. */
export function RegisterAction({ course, planId }: { course: CourseDetail; planId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const block = purchaseBlock(course);
  if (block === 'owned' || block === 'pending') {
    return (
      <p className="notice" role="status">
        {block === 'owned' ? t('course.owned') : t('course.pendingApproval')}
      </p>
    );
  }
  if (block) {
    return (
      <Button fullWidth size="md" disabled>
        {t(`reg.${block}`)}
      </Button>
    );
  }
  // spec §6: an instructor who is not a student, or a student outside the course's user groups.
  if (course.purchase_refusal) {
    return (
      <p className="notice" role="status" data-testid="purchase-refusal">
        {errorMessage(course.purchase_refusal, lang)}
      </p>
    );
  }
  if (course.priceDetail.length === 0) return <p className="notice">{t('plan.noPlans')}</p>;
  const plan = findPlan(course, planId);
  if (!plan || plan.disabled) {
    return (
      <>
        <Button fullWidth size="md" disabled aria-describedby={`choose-plan-${course.id}`}>
          {t('plan.register')}
        </Button>
        <p id={`choose-plan-${course.id}`} className="hint">
          {t('plan.chooseFirst')}
        </p>
      </>
    );
  }
  return (
    <Button component={Link} to={courseCartHref(course.id, plan.id)} fullWidth size="md" data-testid="register-link">
      {t('plan.register')}
    </Button>
  );
}
