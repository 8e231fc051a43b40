// The buyer's choices in the checkout and how each action changes them (spec §4 states and
// transitions, §5 coupon rules): the currency, the one-time promotion auto-selection, the
// coupon/promotion switch, the payment-method coupon check, shipping, withholding and the notices.
// Pure functions; hooks/use-checkout.ts holds them in a reducer.
import type { PublicCoupon } from '@rian/contracts/checkout';
import { splitCouponsByPaymentMethod } from '@rian/domain/coupons';
import type { DealSettings } from '@rian/domain/deal-discount';
import type { Currency } from '@rian/domain/money';
import {
  autoSelectPromotion,
  chooseDeal,
  findDealConflict,
  type DealSide,
  type EligiblePromotion,
  type PromotionSelection,
} from '@rian/domain/promotions';
import { ruleFailure, type RuleFailure } from '@rian/domain/rule-failure';
import { DEFAULT_WITHHOLDING_PERCENT, type WithholdingPercent } from '@rian/domain/withholding';

export interface ShippingChoice {
  addressId: number | null;
  feeId: number | null;
  /** The chosen fee's price in the order currency, minor units. */
  feePrice: number | null;
}

export interface WithholdingChoice {
  checked: boolean;
  /** spec §9: 3 or 1, default 3. */
  percent: WithholdingPercent;
}

/** Something the checkout did on the buyer's behalf and tells them (spec §4: a removed coupon). */
export interface CheckoutNotice {
  id: number;
  failure: RuleFailure;
}

/** A choice waiting for the buyer's confirmation in the switch modal (spec §4). */
export type PendingSwitch =
  { side: 'coupon'; coupon: PublicCoupon; drops: DealSide } | { side: 'promotion'; promotionId: number; drops: DealSide };

export interface CheckoutChoices {
  currency: Currency;
  /** The chosen promotion and whether the one-time auto-selection of spec §4 has happened. */
  promotion: PromotionSelection;
  /** Applied coupons, in the order they were applied (the discounts stack in that order). */
  coupons: PublicCoupon[];
  paymentMethodId: number | null;
  /** The preselection of spec §9 ran (first method, or the next usable one). */
  paymentMethodSet: boolean;
  shipping: ShippingChoice;
  withholding: WithholdingChoice;
  notices: CheckoutNotice[];
  pendingSwitch: PendingSwitch | null;
}

export function initialChoices(currency: Currency): CheckoutChoices {
  return {
    currency,
    promotion: { promotionId: null, alreadyAutoSelected: false },
    coupons: [],
    paymentMethodId: null,
    paymentMethodSet: false,
    shipping: { addressId: null, feeId: null, feePrice: null },
    withholding: { checked: false, percent: DEFAULT_WITHHOLDING_PERCENT },
    notices: [],
    pendingSwitch: null,
  };
}

export type CheckoutAction =
  | { type: 'setCurrency'; currency: Currency }
  | { type: 'presetPaymentMethod'; methodIds: readonly number[]; selected: number; unavailable: readonly number[] }
  | { type: 'setPaymentMethod'; id: number }
  | { type: 'autoSelectPromotion'; eligible: readonly EligiblePromotion[]; settings: DealSettings }
  | { type: 'choosePromotion'; promotionId: number | null; settings: DealSettings }
  | { type: 'addCoupon'; coupon: PublicCoupon; settings: DealSettings }
  | { type: 'confirmSwitch'; settings: DealSettings }
  | { type: 'cancelSwitch' }
  | { type: 'removeCoupon'; id: number }
  | { type: 'refreshCoupons'; usable: readonly PublicCoupon[] }
  | { type: 'setShipping'; shipping: ShippingChoice }
  | { type: 'setWithholding'; withholding: WithholdingChoice }
  | { type: 'dismissNotice'; id: number };

function nextNoticeId(notices: readonly CheckoutNotice[]): number {
  return notices.reduce((max, n) => Math.max(max, n.id), 0) + 1;
}

function withNotices(state: CheckoutChoices, failures: readonly RuleFailure[]): CheckoutNotice[] {
  const out = [...state.notices];
  for (const failure of failures) out.push({ id: nextNoticeId(out), failure });
  return out;
}

/** Applies a confirmed coupon or promotion choice: under the exclusive setting the other side goes (spec §4). */
function applyDeal(
  state: CheckoutChoices,
  choice: { side: 'coupon'; coupon: PublicCoupon } | { side: 'promotion'; promotionId: number },
  settings: DealSettings,
): CheckoutChoices {
  const selection = { couponIds: state.coupons.map((c) => c.id), promotionId: state.promotion.promotionId };
  const result = chooseDeal(
    selection,
    choice.side === 'coupon' ? { side: 'coupon', couponId: choice.coupon.id } : choice,
    settings,
  );
  const known = choice.side === 'coupon' ? [...state.coupons, choice.coupon] : state.coupons;
  const coupons = result.selection.couponIds.flatMap((id) => known.find((c) => c.id === id) ?? []);
  return {
    ...state,
    coupons,
    // A choice of the buyer's own ends the one-time auto-selection: it never overrides them later.
    promotion: { promotionId: result.selection.promotionId, alreadyAutoSelected: true },
    pendingSwitch: null,
  };
}

type ActionOf<T extends CheckoutAction['type']> = Extract<CheckoutAction, { type: T }>;

function setCurrency(state: CheckoutChoices, currency: Currency): CheckoutChoices {
  // The shipping fee's price was in the other currency; the selector reports it again.
  return currency === state.currency ? state : { ...state, currency, shipping: { ...state.shipping, feePrice: null } };
}

function presetPaymentMethod(state: CheckoutChoices, action: ActionOf<'presetPaymentMethod'>): CheckoutChoices {
  if (state.paymentMethodSet) return state;
  // spec §9: the first method is preselected; one that cannot be used now (bank transfer without
  // accounts, spec §5) gives way to the next.
  const usable = action.methodIds.filter((id) => !action.unavailable.includes(id));
  const id = usable.includes(action.selected) ? action.selected : (usable[0] ?? null);
  return { ...state, paymentMethodId: id, paymentMethodSet: true };
}

function setPaymentMethod(state: CheckoutChoices, id: number): CheckoutChoices {
  if (id === state.paymentMethodId) return state;
  // spec §4: a coupon invalid for the selected payment method is removed with a notice.
  const { kept, removed } = splitCouponsByPaymentMethod(state.coupons, id);
  return {
    ...state,
    paymentMethodId: id,
    paymentMethodSet: true,
    coupons: kept,
    notices: withNotices(
      state,
      removed.map((r) => r.notice),
    ),
  };
}

function autoSelect(state: CheckoutChoices, action: ActionOf<'autoSelectPromotion'>): CheckoutChoices {
  // spec §4: the highest-discount promotion is auto-selected once; not over an exclusive coupon.
  const blocked = action.settings.coupon_promotion_exclusive === 1 && state.coupons.length > 0;
  const next = autoSelectPromotion(state.promotion, action.eligible, blocked);
  return next === state.promotion ? state : { ...state, promotion: next };
}

function choosePromotion(state: CheckoutChoices, action: ActionOf<'choosePromotion'>): CheckoutChoices {
  if (action.promotionId === null) {
    return { ...state, promotion: { promotionId: null, alreadyAutoSelected: true }, pendingSwitch: null };
  }
  if (action.promotionId === state.promotion.promotionId) return state;
  const selection = { couponIds: state.coupons.map((c) => c.id), promotionId: state.promotion.promotionId };
  const drops = findDealConflict(selection, 'promotion', action.settings);
  // spec §4: switching from coupons to a promotion asks first.
  if (drops) return { ...state, pendingSwitch: { side: 'promotion', promotionId: action.promotionId, drops } };
  return applyDeal(state, { side: 'promotion', promotionId: action.promotionId }, action.settings);
}

function addCoupon(state: CheckoutChoices, action: ActionOf<'addCoupon'>): CheckoutChoices {
  if (state.coupons.some((c) => c.id === action.coupon.id)) return state;
  const selection = { couponIds: state.coupons.map((c) => c.id), promotionId: state.promotion.promotionId };
  const drops = findDealConflict(selection, 'coupon', action.settings);
  if (drops) return { ...state, pendingSwitch: { side: 'coupon', coupon: action.coupon, drops } };
  return applyDeal(state, { side: 'coupon', coupon: action.coupon }, action.settings);
}

function confirmSwitch(state: CheckoutChoices, settings: DealSettings): CheckoutChoices {
  const pending = state.pendingSwitch;
  if (!pending) return state;
  return pending.side === 'coupon'
    ? applyDeal(state, { side: 'coupon', coupon: pending.coupon }, settings)
    : applyDeal(state, { side: 'promotion', promotionId: pending.promotionId }, settings);
}

function refreshCoupons(state: CheckoutChoices, usable: readonly PublicCoupon[]): CheckoutChoices {
  // After the server's prices changed: coupons it no longer honours go, with the §8 notice.
  const kept = state.coupons.flatMap((c) => usable.find((u) => u.id === c.id) ?? []);
  const gone = state.coupons.filter((c) => !kept.some((k) => k.id === c.id));
  return {
    ...state,
    coupons: kept,
    notices: withNotices(
      state,
      gone.map((c) => ruleFailure('COUPON_NOT_AVAILABLE', { code: c.code })),
    ),
  };
}

export function checkoutReducer(state: CheckoutChoices, action: CheckoutAction): CheckoutChoices {
  switch (action.type) {
    case 'setCurrency':
      return setCurrency(state, action.currency);
    case 'presetPaymentMethod':
      return presetPaymentMethod(state, action);
    case 'setPaymentMethod':
      return setPaymentMethod(state, action.id);
    case 'autoSelectPromotion':
      return autoSelect(state, action);
    case 'choosePromotion':
      return choosePromotion(state, action);
    case 'addCoupon':
      return addCoupon(state, action);
    case 'confirmSwitch':
      return confirmSwitch(state, action.settings);
    case 'cancelSwitch':
      return state.pendingSwitch ? { ...state, pendingSwitch: null } : state;
    case 'removeCoupon':
      return { ...state, coupons: state.coupons.filter((c) => c.id !== action.id) };
    case 'refreshCoupons':
      return refreshCoupons(state, action.usable);
    case 'setShipping':
      return { ...state, shipping: action.shipping };
    case 'setWithholding':
      return { ...state, withholding: action.withholding };
    case 'dismissNotice':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };
  }
}
