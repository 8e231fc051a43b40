// The checkout's state in React (spec §4, §5): the server's look-ups (use-checkout-queries.ts), the
// buyer's choices (checkout-choices.ts), the live summary of packages/domain on the same inputs as the
// server, and the actions the components call. The server stays the authority: it recomputes every
// figure when the order is created (architecture.md, "Money, time, identity").
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { CourseDetail, ProductDetail } from '@rian/contracts/catalogue';
import type { PublicPaymentMethod } from '@rian/contracts/site';
import type { DealSettings } from '@rian/domain/deal-discount';
import type { Currency } from '@rian/domain/money';
import type { WithholdingProfile } from '@rian/domain/withholding';
import type { CheckoutLine } from '../../../lib/cart-lines.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import {
  checkoutReducer,
  initialChoices,
  type CheckoutChoices,
  type ShippingChoice,
  type WithholdingChoice,
} from '../checkout-choices.ts';
import { checkoutGate, summarizeCheckout, type CheckoutGate, type CheckoutSummary } from '../checkout-state.ts';
import { defaultCurrency } from '../domain-adapters.ts';
import { useLatest } from './latest-checkout.ts';
import { useCheckoutAnalytics } from './use-checkout-analytics.ts';
import {
  useDealSettings,
  useExtraFailures,
  useLookups,
  useOffersUsd,
  usePresetPaymentMethod,
  useSiteCurrency,
} from './use-checkout-derived.ts';
import { useCheckoutQueries, type CoursePlans } from './use-checkout-queries.ts';
import { useChoiceActions } from './use-choice-actions.ts';
import { useCouponActions } from './use-coupon-actions.ts';

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
  /** A visitor's tax profile, as the registration form they fill in holds it (null: none reported). */
  visitorProfile: WithholdingProfile | null;
  setVisitorProfile: (profile: WithholdingProfile) => void;
  dismissNotice: (id: number) => void;
  /** After PRICE_CHANGED: every look-up is read again and the applied coupons re-checked. */
  refresh: () => Promise<void>;
  /** spec §7 begin_checkout, pushed on the buyer's first interaction. */
  markInteracted: () => void;
}

export function useCheckout({ lines, linesBusy }: { lines: readonly CheckoutLine[]; linesBusy: boolean }): CheckoutApi {
  const lang = useLang();
  const settings = useSiteSettings();
  const q = useCheckoutQueries(lines, linesBusy, settings !== undefined);
  const [choices, dispatch] = useReducer(checkoutReducer, defaultCurrency(settings), initialChoices);
  const currencyTouchedRef = useSiteCurrency(settings, dispatch);
  const dealSettings = useDealSettings(settings);
  const unavailableMethods = usePresetPaymentMethod(q, dispatch);
  const [visitorProfile, setVisitorProfile] = useVisitorProfile();
  const lookups = useLookups(q, settings, lang, visitorProfile);
  const summary = useMemo(
    () => (lookups ? summarizeCheckout(lines, choices, lookups, new Date()) : null),
    [lines, choices, lookups],
  );

  // spec §4: the highest-discount promotion is auto-selected once.
  const eligible = summary?.eligible;
  useEffect(() => {
    if (eligible) dispatch({ type: 'autoSelectPromotion', eligible, settings: dealSettings });
  }, [eligible, dealSettings]);

  const extra = useExtraFailures(q);
  const { loading, loadFailed } = q;
  const gate = useMemo(
    () => checkoutGate({ lineCount: lines.length, loading: loading || loadFailed, submitting: false, summary, extra }),
    [lines.length, loading, loadFailed, summary, extra],
  );
  const offersUsd = useOffersUsd(settings, lines, q);

  const latest = useLatest({ choices, lookups, lines, summary, methods: q.methods.data?.methods });
  const coupons = useCouponActions(latest, dispatch, dealSettings, lang);
  const analytics = useCheckoutAnalytics(latest, { courses: q.courses.byId, products: q.products.byId, lang });
  const actions = useChoiceActions(dispatch, dealSettings, currencyTouchedRef, analytics.trackPaymentMethod);

  return {
    lines,
    choices,
    currency: choices.currency,
    offersUsd,
    signedIn: q.signedIn,
    loading,
    loadFailed,
    retry: q.retry,
    summary,
    gate,
    dealSettings,
    methods: q.methods.data?.methods ?? [],
    unavailableMethods,
    plansByCourse: q.plansByCourse,
    courses: q.courses.byId,
    products: q.products.byId,
    missingCourses: q.courses.missing,
    missingProducts: q.products.missing,
    visitorProfile,
    setVisitorProfile,
    ...actions,
    applyCoupon: coupons.applyCoupon,
    refresh: coupons.refresh,
    markInteracted: analytics.markInteracted,
  };
}

/** The visitor's tax profile; a report that changes nothing keeps the same object (no new summary). */
function useVisitorProfile() {
  const [profile, setProfile] = useState<WithholdingProfile | null>(null);
  const set = useCallback(
    (next: WithholdingProfile) =>
      setProfile((prev) =>
        prev?.tax_person_type === next.tax_person_type && prev.is_require_tax_invoice === next.is_require_tax_invoice
          ? prev
          : next,
      ),
    [],
  );
  return [profile, set] as const;
}
