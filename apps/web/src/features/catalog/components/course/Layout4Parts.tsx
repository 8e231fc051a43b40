import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { formatPrice } from '../../../../lib/format.ts';
import { useChosenPlan } from '../../../../lib/chosen-plan.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { purchaseBlock } from '@rian/domain/purchase-block';
import { RegStatus } from './RegStatus.tsx';
import { RegisterAction } from './RegisterAction.tsx';
import { findPlan, initialPlanId } from '../../../../lib/purchase-state.ts';
import { TitledSection } from '../../../../components/TitledSection.tsx';
import { buttonClass } from '../../../../components/button.ts';

export const L4_ANCHORS = {
  detail: 'course-detail',
  content: 'course-content',
  howToBuy: 'how-to-buy',
  questions: 'questions',
  pricing: 'pricing',
} as const;

function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // Move keyboard focus with the view, without a second jump.
  target.focus({ preventScroll: true });
}

/**
 * Layout 4's sticky bar (spec §2): anchors to the page's sections, the registration fee (the default
 * plan's price) and a register button that scrolls to the pricing section. On phones the anchors
 * stay at the top and the fee and button sit at the bottom of the screen.
 */
export function RegistrationBar({ course, showHowToBuy }: { course: CourseDetail; showHowToBuy: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The plan the buyer chose in the checkout below, else the default plan (spec §2 registration fee).
  const chosen = useChosenPlan(course.id);
  const fee = (chosen ? findPlan(course, chosen) : null) ?? findPlan(course, course.default_plan_id) ?? course.priceDetail[0];
  const links: [string, string][] = [
    [L4_ANCHORS.detail, t('course.description')],
    [L4_ANCHORS.content, t('course.content')],
    ...(showHowToBuy ? ([[L4_ANCHORS.howToBuy, t('course.howToBuy')]] as [string, string][]) : []),
    [L4_ANCHORS.questions, t('course.questions')],
  ];
  return (
    <div className="l4-sticky">
      <div className="l4-sticky__inner">
        <nav aria-label={t('course.sectionNav')} className="l4-nav" data-testid="section-nav">
          <ul>
            {links.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    scrollToSection(id);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="l4-bar" data-testid="registration-bar">
          <p className="l4-bar__fee">
            <span className="l4-bar__label">{t('plan.registrationFee')}</span>{' '}
            <strong className="l4-bar__price" data-testid="registration-fee">
              {fee && fee.price !== null ? (fee.price === 0 ? t('card.free') : formatPrice(fee.price, lang)) : '–'}
            </strong>
          </p>
          <button
            type="button"
            className={buttonClass({ size: 'md' })}
            onClick={() => scrollToSection(L4_ANCHORS.pricing)}
            data-testid="bar-register"
          >
            {t('plan.register')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Layout 4's pricing section (spec §2): the embedded checkout for this course (plan cards,
 * promotions, coupon, payment methods, the buyer's registration or log-in, the summary and the
 * submit), loaded as its own chunk when the section comes near. A course that cannot be bought now
 * says why instead.
 */
export function PricingSection({ course, checkout }: { course: CourseDetail; checkout: ReactNode }) {
  const { t } = useTranslation();
  const buyable = purchaseBlock(course) === null && course.purchase_refusal === null && course.priceDetail.length > 0;
  return (
    <TitledSection
      id={L4_ANCHORS.pricing}
      className="section pricing"
      titleId="pricing-title"
      title={t('plan.pricing')}
      testId="pricing"
    >
      <RegStatus course={course} />
      {buyable ? (
        checkout
      ) : (
        <div className="pricing__action">
          <RegisterAction course={course} planId={initialPlanId(course)} />
        </div>
      )}
    </TitledSection>
  );
}

export function QuestionsSection({ email, tel }: { email: string | null; tel: string | null }) {
  const { t } = useTranslation();
  return (
    <TitledSection id={L4_ANCHORS.questions} titleId="questions-title" title={t('course.questions')} testId="questions">
      <div className="prose prose--boxed">
        <p>{t('course.questionsText')}</p>
        {email ? (
          <p>
            {t('footer.email')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : null}
        {tel ? (
          <p>
            {t('footer.tel')}: <a href={`tel:${tel.replace(/[^0-9+]/g, '')}`}>{tel}</a>
          </p>
        ) : null}
      </div>
    </TitledSection>
  );
}
