// The checkout's state in React (spec §4, §5): the server's look-ups, the buyer's choices
// (checkout-state.ts), the live summary of packages/domain on the same inputs as the server, and the
// actions the components call. The server stays the authority: it recomputes every figure when the
// order is created (architecture.md, "Money, time, identity").
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type {
  CourseDetail,
  CourseDetailResponse,
  PlanView,
  ProductDetail,
  ProductDetailResponse,
} from '@rian/contracts/catalogue';
import type { PublicCoupon } from '@rian/contracts/checkout';
import type { PublicPaymentMethod } from '@rian/contracts/site';
import { checkCoupon, normaliseCouponCode } from '@rian/domain/coupons';
import type { DealSettings } from '@rian/domain/deal-discount';
import type { Currency } from '@rian/domain/money';
import { planPrice } from '@rian/domain/plans';
import { ruleFailure, type RuleFailure } from '@rian/domain/rule-failure';
import { ApiError, isNotFound } from '../../../lib/api-client.ts';
import { trackAddPaymentInfo, trackBeginCheckout, type AnalyticsItem } from '../../../lib/analytics.ts';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';
import { studentQuery } from '../../../lib/student-api.ts';
import { useSession } from '../../../lib/use-session.ts';
import { courseDetailQuery } from '../../../lib/courses-api.ts';
import { productDetailQuery } from '../../../lib/products-api.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { bankTransferMethodQuery } from '../../../lib/bank-api.ts';
import { CHECKOUT_KEY } from '../../../lib/cart-api.ts';
import {
  cartPlansQuery,
  cartPromotionsQuery,
  fetchCouponByCode,
  fetchUsableCoupons,
  paymentMethodsQuery,
} from '../api/checkout-api.ts';
import { courseIdsOf, productIdsOf, type CheckoutLine } from '../../../lib/cart-lines.ts';
import {
  checkoutGate,
  checkoutReducer,
  initialChoices,
  pricedCourses,
  summarizeCheckout,
  type CheckoutChoices,
  type CheckoutGate,
  type CheckoutLookups,
  type CheckoutSummary,
  type ShippingChoice,
  type WithholdingChoice,
} from '../checkout-state.ts';
import {
  defaultCurrency,
  toCoupon,
  toOrderCourse,
  toOrderProduct,
  toOrderSettings,
  toPlanRow,
  toPromotion,
  toViewer,
  toWithholdingProfile,
} from '../domain-adapters.ts';
import { failureText } from '../failure-text.ts';

/** spec §2: method 1 is bank transfer; it can be blocked (no usable bank account, spec §5). */
export const BANK_TRANSFER_ID = 1;

export interface CoursePlans {
  plans: PlanView[];
  default_plan_id: number | null;
}

interface DetailResults<T> {
  byId: ReadonlyMap<number, T>;
  /** Ids the server no longer knows (404): a line to remove. */
  missing: ReadonlySet<number>;
  pending: boolean;
  failed: boolean;
}

/** The detail queries of the cart's lines, by id (results come in the order of `ids`). */
function combineDetails<T>(results: UseQueryResult<{ data: T }>[], ids: readonly number[]): DetailResults<T> {
  const byId = new Map<number, T>();
  const missing = new Set<number>();
  results.forEach((r, i) => {
    const id = ids[i];
    if (id === undefined) return;
    if (r.data) byId.set(id, r.data.data);
    else if (r.isError && isNotFound(r.error)) missing.add(id);
  });
  return {
    byId,
    missing,
    pending: results.some((r) => r.isPending && !r.isError),
    failed: results.some((r) => r.isError && !isNotFound(r.error)),
  };
}

export interface CheckoutApi {
  lines: readonly CheckoutLine[];
  choices: CheckoutChoices;
  currency: Currency;
  /** Whether the buyer may pay in USD here: the site sells in it, or a line has a USD price. */
  offersUsd: boolean;
  signedIn: boolean;
  /** A look-up is still on its way (submit waits, spec §4). */
  loading: boolean;
  /** A look-up failed (not a 404 of a line): the summary cannot be trusted; retry offered. */
  loadFailed: boolean;
  retry: () => void;
  summary: CheckoutSummary | null;
  /** Submit gate without the purchase's own busy state (usePurchase adds it). */
  gate: CheckoutGate;
  dealSettings: DealSettings;
  methods: PublicPaymentMethod[];
  /** Method ids shown but not choosable now, with the reason key. */
  unavailableMethods: ReadonlySet<number>;
  plansByCourse: ReadonlyMap<number, CoursePlans>;
  courses: ReadonlyMap<number, CourseDetail>;
  products: ReadonlyMap<number, ProductDetail>;
  missingCourses: ReadonlySet<number>;
  missingProducts: ReadonlySet<number>;
  setCurrency: (currency: Currency) => void;
  choosePromotion: (promotionId: number | null) => void;
  /** Looks the code up and applies it; resolves to the message to show when it cannot be applied. */
  applyCoupon: (code: string) => Promise<string | null>;
  removeCoupon: (id: number) => void;
  confirmSwitch: () => void;
  cancelSwitch: () => void;
  setPaymentMethod: (id: number) => void;
  setShipping: (next: ShippingChoice) => void;
  setWithholding: (next: WithholdingChoice) => void;
  dismissNotice: (id: number) => void;
  /** After PRICE_CHANGED: every look-up is read again and the applied coupons re-checked. */
  refresh: () => Promise<void>;
  /** spec §7 begin_checkout, pushed on the buyer's first interaction. */
  markInteracted: () => void;
}

export function useCheckout({ lines, linesBusy }: { lines: readonly CheckoutLine[]; linesBusy: boolean }): CheckoutApi {
  const client = useQueryClient();
  const lang = useLang();
  const settings = useSiteSettings();
  const session = useSession();
  const user = session.user;
  const signedIn = user !== null;
  const student = useQuery({ ...studentQuery(), enabled: signedIn });

  const courseIds = useMemo(() => courseIdsOf(lines), [lines]);
  const productIds = useMemo(() => productIdsOf(lines), [lines]);
  const plans = useQuery(cartPlansQuery(courseIds));
  // A stable combine per id list: TanStack Query re-runs it only when a result or the list changes.
  const combineCourses = useCallback(
    (results: UseQueryResult<CourseDetailResponse>[]) => combineDetails<CourseDetail>(results, courseIds),
    [courseIds],
  );
  const combineProducts = useCallback(
    (results: UseQueryResult<ProductDetailResponse>[]) => combineDetails<ProductDetail>(results, productIds),
    [productIds],
  );
  const courses = useQueries({ queries: courseIds.map((id) => courseDetailQuery(id)), combine: combineCourses });
  const products = useQueries({ queries: productIds.map((id) => productDetailQuery(id)), combine: combineProducts });
  const promotions = useQuery(cartPromotionsQuery());
  const methods = useQuery(paymentMethodsQuery());
  const bankListed = methods.data?.methods.some((m) => m.id === BANK_TRANSFER_ID) ?? false;
  const bank = useQuery({ ...bankTransferMethodQuery(), enabled: bankListed });

  const [choices, dispatch] = useReducer(checkoutReducer, defaultCurrency(settings), initialChoices);

  // spec §9: the site's default currency, until the buyer picks the other.
  const currencyTouched = useRef(false);
  const siteCurrency = settings?.default_currency;
  useEffect(() => {
    if (siteCurrency && !currencyTouched.current) dispatch({ type: 'setCurrency', currency: siteCurrency });
  }, [siteCurrency]);

  const dealSettings = useMemo<DealSettings>(
    () => ({
      coupon_one_per_order: settings?.coupon_one_per_order ?? 0,
      coupon_promotion_exclusive: settings?.coupon_promotion_exclusive ?? 0,
    }),
    [settings?.coupon_one_per_order, settings?.coupon_promotion_exclusive],
  );

  // spec §5: bank transfer is blocked when the shop has no usable bank account.
  const unavailableMethods = useMemo(() => new Set(bank.data && !bank.data.available ? [BANK_TRANSFER_ID] : []), [bank.data]);
  const bankSettled = !bankListed || !bank.isPending;
  useEffect(() => {
    if (!methods.data || !bankSettled) return;
    dispatch({
      type: 'presetPaymentMethod',
      methodIds: methods.data.methods.map((m) => m.id),
      selected: methods.data.selected,
      unavailable: [...unavailableMethods],
    });
  }, [methods.data, bankSettled, unavailableMethods]);

  const plansByCourse = useMemo(() => {
    const map = new Map<number, CoursePlans>();
    for (const entry of plans.data ?? [])
      map.set(entry.course_id, { plans: entry.plans, default_plan_id: entry.default_plan_id });
    return map;
  }, [plans.data]);

  const certificateRequired = settings?.tax_company_certificate_required === 1;
  const studentData = student.data;
  const lookups = useMemo<CheckoutLookups | null>(() => {
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
      profile: toWithholdingProfile(studentData ?? null, certificateRequired),
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
  ]);

  const summary = useMemo(
    () => (lookups ? summarizeCheckout(lines, choices, lookups, new Date()) : null),
    [lines, choices, lookups],
  );

  // spec §4: the highest-discount promotion is auto-selected once.
  const eligible = summary?.eligible;
  useEffect(() => {
    if (eligible) dispatch({ type: 'autoSelectPromotion', eligible, settings: dealSettings });
  }, [eligible, dealSettings]);

  const loading =
    linesBusy ||
    session.status === 'loading' ||
    !settings ||
    promotions.isPending ||
    methods.isPending ||
    !bankSettled ||
    (courseIds.length > 0 && plans.isPending) ||
    courses.pending ||
    products.pending ||
    (signedIn && student.isPending);
  const loadFailed = promotions.isError || methods.isError || plans.isError || courses.failed || products.failed;

  // Failures the order rules cannot see: who the buyer is (spec §6) and what could not be loaded (§8).
  const extra = useMemo(() => {
    const out: RuleFailure[] = [];
    if (user && !user.is_student && user.role_id !== 3) out.push(ruleFailure('STUDENT_ONLY'));
    const refused = [...courses.byId.values()].filter((c) => c.purchase_refusal === 'ACCESS_DENIED_GROUP');
    if (refused.length > 0) out.push(ruleFailure('ACCESS_DENIED_GROUP', { names: refused.map((c) => c.title) }));
    if (signedIn && student.isError) out.push(ruleFailure('STUDENT_DATA_UNAVAILABLE'));
    return out;
  }, [user, courses.byId, signedIn, student.isError]);

  const gate = useMemo(
    () => checkoutGate({ lineCount: lines.length, loading: loading || loadFailed, submitting: false, summary, extra }),
    [lines.length, loading, loadFailed, summary, extra],
  );

  const offersUsd = useMemo(() => {
    if (settings?.default_currency === 'USD') return true;
    const planHasUsd = lines.some(
      (l) => l.kind === 'course' && (plansByCourse.get(l.course_id)?.plans ?? []).some((p) => p.price_usd !== null),
    );
    const productHasUsd = [...products.byId.values()].some((p) => p.priceDetail[0]?.price_usd != null);
    return planHasUsd || productHasUsd;
  }, [settings?.default_currency, lines, plansByCourse, products.byId]);

  const retry = useCallback(() => {
    void client.invalidateQueries({ queryKey: CHECKOUT_KEY });
    void promotions.refetch();
    if (signedIn) void student.refetch();
    for (const id of courseIds) void client.invalidateQueries({ queryKey: courseDetailQuery(id).queryKey });
    for (const id of productIds) void client.invalidateQueries({ queryKey: productDetailQuery(id).queryKey });
  }, [client, promotions, signedIn, student, courseIds, productIds]);

  // Refs keep async actions on the latest state without re-creating them on every change.
  const latest = useRef({ choices, lookups, lines, summary, methods: methods.data?.methods });
  useEffect(() => {
    latest.current = { choices, lookups, lines, summary, methods: methods.data?.methods };
  });

  const applyCoupon = useCallback(
    async (raw: string): Promise<string | null> => {
      const code = normaliseCouponCode(raw);
      let row: PublicCoupon;
      try {
        row = await fetchCouponByCode(code);
      } catch (err) {
        // spec §8: NOT_FOUND (said as the coupon's), COUPON_NOT_AVAILABLE; anything else reads as the generic error.
        if (err instanceof ApiError && err.code === 'NOT_FOUND')
          return failureText({ code: 'COUPON_NOT_FOUND', details: { code } }, lang);
        return err instanceof ApiError && err.code !== 'NETWORK_ERROR' && err.code !== 'BAD_RESPONSE'
          ? failureText({ code: err.code }, lang)
          : failureText({ code: 'INTERNAL_ERROR' }, lang);
      }
      const now = latest.current;
      if (now.lookups) {
        // spec §5: the coupon must fit the payment method and the courses, once per order...
        const check = checkCoupon(toCoupon(row), {
          now: new Date(),
          currency: now.choices.currency,
          courses: pricedCourses(now.lines, now.lookups.plans, now.choices.currency),
          paymentMethodId: now.choices.paymentMethodId,
          appliedCoupons: now.choices.coupons,
          promotionId: now.summary?.request.promotion_id ?? null,
          settings: dealSettings,
        });
        // ...and the exclusive setting's conflict is asked about in the switch modal instead (spec §4).
        if (!check.ok && check.failure.code !== 'COUPON_PROMOTION_EXCLUSIVE') return failureText(check.failure, lang);
      }
      dispatch({ type: 'addCoupon', coupon: row, settings: dealSettings });
      return null;
    },
    [dealSettings, lang],
  );

  const refresh = useCallback(async () => {
    await client.invalidateQueries({
      predicate: ({ queryKey }) =>
        ['checkout', 'promotions', 'course', 'product'].includes(String(queryKey[0])) ||
        (queryKey[0] === PRIVATE_KEY[0] && queryKey[1] === PRIVATE_KEY[1]),
    });
    const applied = latest.current.choices.coupons;
    if (applied.length === 0) return;
    try {
      dispatch({ type: 'refreshCoupons', usable: await fetchUsableCoupons(applied.map((c) => c.id)) });
    } catch {
      // The coupons stay as they were; the server checks them again at the next submit.
    }
  }, [client]);

  /** The cart as GA4 items (spec §7 analytics), null before the cart is known. */
  const analyticsCart = useCallback((): { currency: Currency; items: AnalyticsItem[]; value: number } | null => {
    const { summary: s, lookups: l, lines: ls } = latest.current;
    if (!s || !l) return null;
    const items: AnalyticsItem[] = ls.flatMap((line): AnalyticsItem[] => {
      if (line.kind === 'course') {
        const course = courses.byId.get(line.course_id);
        const plan = l.plans.find((p) => p.id === line.plan_id);
        const price = plan ? planPrice(plan, s.request.currency) : null;
        if (!course) return [];
        return [
          {
            item_id: `course-${course.id}`,
            item_name: localized(course.title, course.title_en, lang),
            price: price ?? 0,
            item_category: 'course',
          },
        ];
      }
      const product = products.byId.get(line.product_id);
      if (!product) return [];
      const main = product.priceDetail[0];
      const price = (s.request.currency === 'USD' ? main?.price_usd : main?.price) ?? 0;
      return [
        {
          item_id: `product-${product.id}`,
          item_name: localized(product.title, product.title_en, lang),
          price,
          item_category: 'product',
          quantity: line.quantity,
        },
      ];
    });
    const value = s.cart?.total ?? items.reduce((sum, i) => sum + i.price * (i.quantity ?? 1), 0);
    return { currency: s.request.currency, items, value };
  }, [courses.byId, products.byId, lang]);

  const begun = useRef(false);
  const markInteracted = useCallback(() => {
    if (begun.current) return;
    const cart = analyticsCart();
    if (!cart) return;
    begun.current = true;
    trackBeginCheckout(cart.currency, cart.items, cart.value);
  }, [analyticsCart]);

  /** The buyer's own choice of a method (not the preselection): spec §7 analytics add_payment_info. */
  const setPaymentMethod = useCallback(
    (id: number) => {
      dispatch({ type: 'setPaymentMethod', id });
      const cart = analyticsCart();
      const method = latest.current.methods?.find((m) => m.id === id);
      if (cart && method) trackAddPaymentInfo(cart.currency, cart.items, cart.value, method.payment_type);
    },
    [analyticsCart],
  );

  return {
    lines,
    choices,
    currency: choices.currency,
    offersUsd,
    signedIn,
    loading,
    loadFailed,
    retry,
    summary,
    gate,
    dealSettings,
    methods: methods.data?.methods ?? [],
    unavailableMethods,
    plansByCourse,
    courses: courses.byId,
    products: products.byId,
    missingCourses: courses.missing,
    missingProducts: products.missing,
    setCurrency: useCallback((currency: Currency) => {
      currencyTouched.current = true;
      dispatch({ type: 'setCurrency', currency });
    }, []),
    choosePromotion: useCallback(
      (promotionId: number | null) => dispatch({ type: 'choosePromotion', promotionId, settings: dealSettings }),
      [dealSettings],
    ),
    applyCoupon,
    removeCoupon: useCallback((id: number) => dispatch({ type: 'removeCoupon', id }), []),
    confirmSwitch: useCallback(() => dispatch({ type: 'confirmSwitch', settings: dealSettings }), [dealSettings]),
    cancelSwitch: useCallback(() => dispatch({ type: 'cancelSwitch' }), []),
    setPaymentMethod,
    setShipping: useCallback((shipping: ShippingChoice) => dispatch({ type: 'setShipping', shipping }), []),
    setWithholding: useCallback((withholding: WithholdingChoice) => dispatch({ type: 'setWithholding', withholding }), []),
    dismissNotice: useCallback((id: number) => dispatch({ type: 'dismissNotice', id }), []),
    refresh,
    markInteracted,
  };
}
