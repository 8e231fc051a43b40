// What the checkout derives from its look-ups (spec §4, §5, §9): the inputs of packages/domain's
// order rules, the failures those rules cannot see, whether USD is offered, the deal settings, and
// the choices the site presets (currency, payment method).
import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { Lang, PublicSiteSettings } from '@rian/contracts/site';
import type { DealSettings } from '@rian/domain/deal-discount';
import { ruleFailure, type RuleFailure } from '@rian/domain/rule-failure';
import type { WithholdingProfile } from '@rian/domain/withholding';
import type { CheckoutLine } from '../../../lib/cart-lines.ts';
import type { CheckoutAction } from '../checkout-choices.ts';
import type { CheckoutLookups } from '../checkout-state.ts';
import {
  toOrderCourse,
  toOrderProduct,
  toOrderSettings,
  toPlanRow,
  toPromotion,
  toViewer,
  toWithholdingProfile,
} from '../domain-adapters.ts';
import { BANK_TRANSFER_ID, type CheckoutQueries } from './use-checkout-queries.ts';

/** The order rules' inputs, null until every look-up they need has arrived. */
export function useLookups(
  q: CheckoutQueries,
  settings: PublicSiteSettings | undefined,
  lang: Lang,
  /** A visitor's tax profile from the registration form (ignored once signed in). */
  visitorProfile: WithholdingProfile | null,
): CheckoutLookups | null {
  const { user, signedIn, student, courseIds, courses, products, plans, plansByCourse, promotions } = q;
  const certificateRequired = settings?.tax_company_certificate_required === 1;
  const studentData = student.data;
  return useMemo<CheckoutLookups | null>(() => {
    if (!settings || !promotions.data) return null;
    if (courseIds.length > 0 && !plans.data) return null;
    if (courses.pending || products.pending) return null;
    if (signedIn && !studentData && !student.isError) return null;
    const planViews = [...plansByCourse.values()].flatMap((p) => p.plans);
    const courseDetails = [...courses.byId.values()];
    return {
      settings: toOrderSettings(settings),
      viewer: toViewer(user, courseDetails, planViews),
      courses: courseDetails.map((c) => toOrderCourse(c, lang)),
      plans: planViews.map((p, i) => toPlanRow(p, i)),
      products: [...products.byId.values()].flatMap((p) => toOrderProduct(p) ?? []),
      promotions: promotions.data.data.map(toPromotion),
      // spec §4: a visitor registers and orders in one step; the tax data they register with decides.
      profile: !signedIn && visitorProfile ? visitorProfile : toWithholdingProfile(studentData ?? null, certificateRequired),
    };
  }, [
    settings,
    promotions.data,
    courseIds.length,
    plans.data,
    plansByCourse,
    courses,
    products,
    signedIn,
    studentData,
    student.isError,
    user,
    certificateRequired,
    lang,
    visitorProfile,
  ]);
}

/** Failures the order rules cannot see: who the buyer is (spec §6) and what could not be loaded (§8). */
export function useExtraFailures({ user, courses, signedIn, student }: CheckoutQueries): RuleFailure[] {
  return useMemo(() => {
    const out: RuleFailure[] = [];
    if (user && !user.is_student && user.role_id !== 3) out.push(ruleFailure('STUDENT_ONLY'));
    const refused = [...courses.byId.values()].filter((c) => c.purchase_refusal === 'ACCESS_DENIED_GROUP');
    if (refused.length > 0) out.push(ruleFailure('ACCESS_DENIED_GROUP', { names: refused.map((c) => c.title) }));
    if (signedIn && student.isError) out.push(ruleFailure('STUDENT_DATA_UNAVAILABLE'));
    return out;
  }, [user, courses.byId, signedIn, student.isError]);
}

/** Whether the buyer may pay in USD here: the site sells in it, or a line has a USD price. */
export function useOffersUsd(
  settings: PublicSiteSettings | undefined,
  lines: readonly CheckoutLine[],
  q: CheckoutQueries,
): boolean {
  const { plansByCourse, products } = q;
  return useMemo(() => {
    if (settings?.default_currency === 'USD') return true;
    const planHasUsd = lines.some(
      (l) => l.kind === 'course' && (plansByCourse.get(l.course_id)?.plans ?? []).some((p) => p.price_usd !== null),
    );
    const productHasUsd = [...products.byId.values()].some((p) => p.priceDetail[0]?.price_usd != null);
    return planHasUsd || productHasUsd;
  }, [settings?.default_currency, lines, plansByCourse, products.byId]);
}

export function useDealSettings(settings: PublicSiteSettings | undefined): DealSettings {
  return useMemo<DealSettings>(
    () => ({
      coupon_one_per_order: settings?.coupon_one_per_order ?? 0,
      coupon_promotion_exclusive: settings?.coupon_promotion_exclusive ?? 0,
    }),
    [settings?.coupon_one_per_order, settings?.coupon_promotion_exclusive],
  );
}

/** spec §9: the site's default currency, until the buyer picks the other; answers "picked". */
export function useSiteCurrency(settings: PublicSiteSettings | undefined, dispatch: Dispatch<CheckoutAction>) {
  const currencyTouchedRef = useRef(false);
  const siteCurrency = settings?.default_currency;
  useEffect(() => {
    if (siteCurrency && !currencyTouchedRef.current) dispatch({ type: 'setCurrency', currency: siteCurrency });
  }, [siteCurrency, dispatch]);
  return currencyTouchedRef;
}

/** spec §9: the first method preselected; spec §5: bank transfer blocked without a usable account. */
export function usePresetPaymentMethod({ methods, bank, bankSettled }: CheckoutQueries, dispatch: Dispatch<CheckoutAction>) {
  const unavailableMethods = useMemo(() => new Set(bank.data && !bank.data.available ? [BANK_TRANSFER_ID] : []), [bank.data]);
  useEffect(() => {
    if (!methods.data || !bankSettled) return;
    dispatch({
      type: 'presetPaymentMethod',
      methodIds: methods.data.methods.map((m) => m.id),
      selected: methods.data.selected,
      unavailable: [...unavailableMethods],
    });
  }, [methods.data, bankSettled, unavailableMethods, dispatch]);
  return unavailableMethods;
}
