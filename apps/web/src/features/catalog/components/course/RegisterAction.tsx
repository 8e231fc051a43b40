import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { courseCartHref } from '../../../../lib/links.ts';
import { purchaseBlock } from '@rian/domain/purchase-block';
import { ErrorMessage } from '../../../../components/ErrorMessage.tsx';
import { useAddToCart } from '../../hooks/use-add-to-cart.ts';
import { findPlan } from '../../../../lib/purchase-state.ts';
import { buttonClass } from '../../../../components/button.ts';

// The cart calls load on first use, in a chunk of their own: the course page's first load stays
// small (architecture.md performance budget).
const loadCartApi = () => import('../../../../lib/cart-api.ts');

/**
 * The register button (spec §2 layouts 1 and 3 side panel, default layout): puts the course with
 * its chosen plan into the cart and goes to /cart; or says why it cannot be bought.
 */
export function RegisterAction({ course, planId }: { course: CourseDetail; planId: number | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { adding, failed, add } = useAddToCart();
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
      <button type="button" className={buttonClass({ size: 'md', full: true })} disabled>
        {t(`reg.${block}`)}
      </button>
    );
  }
  // spec §6: an instructor who is not a student, or a student outside the course's user groups.
  if (course.purchase_refusal) {
    return (
      <p className="notice" role="status" data-testid="purchase-refusal">
        <ErrorMessage code={course.purchase_refusal} />
      </p>
    );
  }
  if (course.priceDetail.length === 0) return <p className="notice">{t('plan.noPlans')}</p>;
  const plan = findPlan(course, planId);
  if (!plan || plan.disabled) {
    return (
      <>
        <button
          type="button"
          className={buttonClass({ size: 'md', full: true })}
          disabled
          aria-describedby={`choose-plan-${course.id}`}
        >
          {t('plan.register')}
        </button>
        <p id={`choose-plan-${course.id}`} className="hint">
          {t('plan.chooseFirst')}
        </p>
      </>
    );
  }

  const errorId = `register-error-${course.id}`;
  return (
    <>
      <Link
        className={buttonClass({ size: 'md', full: true })}
        // Without script, or opened in a new tab, the link itself adds the line on /cart.
        to={courseCartHref(course.id, plan.id)}
        onClick={(e) => add(e, () => loadCartApi().then((api) => api.addCourseToCart(client, course.id, plan.id)))}
        onPointerEnter={() => void loadCartApi()}
        onFocus={() => void loadCartApi()}
        aria-busy={adding || undefined}
        aria-disabled={adding || undefined}
        aria-describedby={failed ? errorId : undefined}
        data-testid="register-link"
      >
        {t('plan.register')}
      </Link>
      {failed ? (
        <p id={errorId} className="hint register-error" role="alert" data-testid="register-error">
          <ErrorMessage code={failed} />
        </p>
      ) : null}
    </>
  );
}
