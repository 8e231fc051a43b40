// The checkout's state and what follows from it, as pure functions (spec §4 states and
// transitions, §5 order and coupon rules): the buyer's choices, the one-time promotion
// auto-selection, the coupon/promotion switch, the payment-method coupon check, the live summary
// from packages/domain (validateOrder / computeCartTotal, the server's own rules) and the order
// payload of spec §3. hooks/use-checkout.ts wires it to the server's look-ups.
import type { OrderBody, PublicCoupon } from '@rian/contracts/checkout';
import type { Cart } from '@rian/domain/cart-total';
import { splitCouponsByPaymentMethod } from '@rian/domain/coupons';
import type { CourseLine as PricedCourse, DealSettings } from '@rian/domain/deal-discount';
import { excludeVat } from '@rian/domain/vat';
import { money, type Currency } from '@rian/domain/money';
import {
  validateOrder,
  type OrderContext,
  type OrderCourse,
  type OrderProduct,
  type OrderRequest,
  type OrderSettings,
} from '@rian/domain/order-validation';
import { planPrice, type PlanRow, type Viewer } from '@rian/domain/plans';
import {
  autoSelectPromotion,
  chooseDeal,
  findDealConflict,
  listEligiblePromotions,
  type DealSide,
  type EligiblePromotion,
  type PromotionSelection,
} from '@rian/domain/promotions';
import { ruleFailure, type RuleFailure } from '@rian/domain/rule-failure';
import { DEFAULT_WITHHOLDING_PERCENT, type WithholdingPercent, type WithholdingProfile } from '@rian/domain/withholding';
import type { CheckoutLine } from '../../lib/cart-lines.ts';
import { toCoupon, toShippingFee, type CheckoutPromotion } from './domain-adapters.ts';

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

export function checkoutReducer(state: CheckoutChoices, action: CheckoutAction): CheckoutChoices {
  switch (action.type) {
    case 'setCurrency':
      // The shipping fee's price was in the other currency; the selector reports it again.
      return action.currency === state.currency
        ? state
        : { ...state, currency: action.currency, shipping: { ...state.shipping, feePrice: null } };

    case 'presetPaymentMethod': {
      if (state.paymentMethodSet) return state;
      // spec §9: the first method is preselected; one that cannot be used now (bank transfer without
      // accounts, spec §5) gives way to the next.
      const usable = action.methodIds.filter((id) => !action.unavailable.includes(id));
      const id = usable.includes(action.selected) ? action.selected : (usable[0] ?? null);
      return { ...state, paymentMethodId: id, paymentMethodSet: true };
    }

    case 'setPaymentMethod': {
      if (action.id === state.paymentMethodId) return state;
      // spec §4: a coupon invalid for the selected payment method is removed with a notice.
      const { kept, removed } = splitCouponsByPaymentMethod(state.coupons, action.id);
      return {
        ...state,
        paymentMethodId: action.id,
        paymentMethodSet: true,
        coupons: kept,
        notices: withNotices(
          state,
          removed.map((r) => r.notice),
        ),
      };
    }

    case 'autoSelectPromotion': {
      // spec §4: the highest-discount promotion is auto-selected once; not over an exclusive coupon.
      const blocked = action.settings.coupon_promotion_exclusive === 1 && state.coupons.length > 0;
      const next = autoSelectPromotion(state.promotion, action.eligible, blocked);
      return next === state.promotion ? state : { ...state, promotion: next };
    }

    case 'choosePromotion': {
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

    case 'addCoupon': {
      if (state.coupons.some((c) => c.id === action.coupon.id)) return state;
      const selection = { couponIds: state.coupons.map((c) => c.id), promotionId: state.promotion.promotionId };
      const drops = findDealConflict(selection, 'coupon', action.settings);
      if (drops) return { ...state, pendingSwitch: { side: 'coupon', coupon: action.coupon, drops } };
      return applyDeal(state, { side: 'coupon', coupon: action.coupon }, action.settings);
    }

    case 'confirmSwitch': {
      const pending = state.pendingSwitch;
      if (!pending) return state;
      return pending.side === 'coupon'
        ? applyDeal(state, { side: 'coupon', coupon: pending.coupon }, action.settings)
        : applyDeal(state, { side: 'promotion', promotionId: pending.promotionId }, action.settings);
    }

    case 'cancelSwitch':
      return state.pendingSwitch ? { ...state, pendingSwitch: null } : state;

    case 'removeCoupon':
      return { ...state, coupons: state.coupons.filter((c) => c.id !== action.id) };

    case 'refreshCoupons': {
      // After the server's prices changed: coupons it no longer honours go, with the §8 notice.
      const kept = state.coupons.flatMap((c) => action.usable.find((u) => u.id === c.id) ?? []);
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

    case 'setShipping':
      return { ...state, shipping: action.shipping };

    case 'setWithholding':
      return { ...state, withholding: action.withholding };

    case 'dismissNotice':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };
  }
}

/** What the server's look-ups told the browser, already in the domain's types (domain-adapters.ts). */
export interface CheckoutLookups {
  settings: OrderSettings;
  viewer: Viewer;
  courses: readonly OrderCourse[];
  plans: readonly PlanRow[];
  products: readonly OrderProduct[];
  promotions: readonly CheckoutPromotion[];
  profile: WithholdingProfile;
}

export interface CheckoutSummary {
  request: OrderRequest;
  /** Promotions this cart can take, with their discounts (spec §4 list). */
  eligible: EligiblePromotion<CheckoutPromotion>[];
  /** spec §3 Cart; null while a line cannot be priced (a course without a plan, a missing USD price). */
  cart: Cart | null;
  /** Every §5 rule the order breaks now, as the server would report it. */
  failures: RuleFailure[];
  /** The service value excluding VAT that withholding is computed on (withholding.ts). */
  withholdingBase: number;
}

/** The courses of the cart at their chosen plans' prices in the order currency (what deals apply to). */
export function pricedCourses(lines: readonly CheckoutLine[], plans: readonly PlanRow[], currency: Currency): PricedCourse[] {
  const out: PricedCourse[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    if (line.kind !== 'course' || seen.has(line.course_id)) continue;
    seen.add(line.course_id);
    const plan = plans.find((p) => p.id === line.plan_id && p.course_id === line.course_id);
    const price = plan ? planPrice(plan, currency) : null;
    if (price !== null) out.push({ course_id: line.course_id, price });
  }
  return out;
}

/** The order of spec §3 for the domain rules, with the promotion to send (see summarizeCheckout). */
export function buildOrderRequest(
  lines: readonly CheckoutLine[],
  choices: CheckoutChoices,
  promotionId: number | null,
): OrderRequest {
  const hasProducts = lines.some((l) => l.kind === 'product');
  return {
    currency: choices.currency,
    courses: lines.flatMap((l) => (l.kind === 'course' ? [{ course_id: l.course_id, pricingplan_id: l.plan_id }] : [])),
    products: lines.flatMap((l) => (l.kind === 'product' ? [{ product_id: l.product_id, quantity: l.quantity }] : [])),
    payment_method_id: choices.paymentMethodId,
    coupon_ids: choices.coupons.map((c) => c.id),
    promotion_id: promotionId,
    // spec §5: shipping belongs to carts with products; a course-only order sends none.
    shipping_address_id: hasProducts ? choices.shipping.addressId : null,
    shipping_fee_id: hasProducts ? choices.shipping.feeId : null,
    is_withholding: choices.withholding.checked ? 1 : 0,
    withholding_percent: choices.withholding.checked ? choices.withholding.percent : null,
  };
}

/**
 * The live summary: validateOrder on the same request and rows the server will use. A chosen
 * promotion that the cart can no longer take (the buyer changed a plan or removed a course) is left
 * out rather than reported, and comes back when the cart can take it again; if another promotion
 * is eligible meanwhile, PROMOTION_REQUIRED asks the buyer to choose (spec §5).
 */
export function summarizeCheckout(
  lines: readonly CheckoutLine[],
  choices: CheckoutChoices,
  lookups: CheckoutLookups,
  now: Date,
): CheckoutSummary {
  const eligible = listEligiblePromotions(
    lookups.promotions,
    pricedCourses(lines, lookups.plans, choices.currency),
    choices.currency,
    now,
  );
  const chosen = choices.promotion.promotionId;
  const promotionId = chosen !== null && eligible.some((e) => e.promotion.id === chosen) ? chosen : null;
  const request = buildOrderRequest(lines, choices, promotionId);
  const context: OrderContext = {
    now,
    viewer: lookups.viewer,
    courses: lookups.courses,
    plans: lookups.plans,
    products: lookups.products,
    shippingFees: toShippingFee(choices.shipping.feeId, choices.shipping.feePrice),
    coupons: choices.coupons.map(toCoupon),
    promotions: lookups.promotions,
    settings: lookups.settings,
    profile: lookups.profile,
  };
  const validation = validateOrder(request, context);
  const cart = validation.cart;
  let withholdingBase = 0;
  if (cart) {
    // withholding.ts: the courses less their discounts, excluding VAT (products and shipping are not services).
    const services = cart.courses.reduce((sum, c) => sum + c.price - c.discount, 0);
    withholdingBase = excludeVat(money(Math.max(0, services), cart.currency), lookups.settings).amount;
  }
  return { request, eligible, cart, failures: validation.ok ? [] : validation.failures, withholdingBase };
}

export interface CheckoutGate {
  canSubmit: boolean;
  /** What stands in the way, as §8 failures, in the order the buyer can act on them. */
  notices: RuleFailure[];
}

/**
 * spec §4: submit is disabled when the cart is empty, while loading or submitting, or when required
 * choices are missing (spec §5: shipping for products, a plan per course, a payment method...). Any
 * failure the server would answer with blocks it too, with its message shown instead.
 */
export function checkoutGate(input: {
  lineCount: number;
  loading: boolean;
  submitting: boolean;
  summary: CheckoutSummary | null;
  /** Failures known outside the order rules, e.g. STUDENT_ONLY for a signed-in instructor (spec §6). */
  extra: readonly RuleFailure[];
}): CheckoutGate {
  if (input.lineCount === 0) return { canSubmit: false, notices: [ruleFailure('CART_EMPTY')] };
  const notices = [...input.extra, ...(input.summary?.failures ?? [])];
  const ready = !input.loading && input.summary !== null && input.summary.cart !== null;
  return { canSubmit: ready && !input.submitting && notices.length === 0, notices };
}

/** The coupon failures that concern one applied coupon (by its code or id), for its chip. */
export function couponFailures(failures: readonly RuleFailure[], coupon: Pick<PublicCoupon, 'id' | 'code'>): RuleFailure[] {
  return failures.filter((f) => {
    const d = f.details as { code?: unknown; couponId?: unknown } | undefined;
    return d?.code === coupon.code || d?.couponId === coupon.id;
  });
}

/**
 * The POST /private/cart/order body (spec §3 order payload). Prices, discounts and the shipping fee
 * are the browser's summary, for the server to compare with its own (PRICE_CHANGED when they differ).
 */
export function buildOrderBody(request: OrderRequest, cart: Cart, userId: number, source: 'course' | 'cart'): OrderBody {
  return {
    user_id: userId,
    course_id: request.courses.map((c) => c.course_id),
    pricingplan_id: request.courses.map((c) => c.pricingplan_id),
    courses: cart.courses,
    products: request.products.map((p) => ({ product_id: p.product_id, quantity: p.quantity })),
    payment_method_id: request.payment_method_id,
    coupon_id: [...request.coupon_ids],
    promotion_id: request.promotion_id,
    // spec §4: an order starts as notYetReceived; the server sets it (and cancel_at, spec §9) itself.
    status: 'notYetReceived',
    price: cart.amount,
    discount: cart.discount,
    shipping_fee: cart.shippingFeePrice,
    currency_code: request.currency,
    cancel_at: null,
    shipping_address_id: request.shipping_address_id,
    shipping_fee_id: request.shipping_fee_id,
    is_withholding: request.is_withholding ? 1 : 0,
    withholding_percent: request.withholding_percent,
    source,
  };
}

/** The same cart and choices make the same key: an order made for it is reused (spec §4). */
export function orderKey(body: OrderBody): string {
  const { user_id: _user, source: _source, ...rest } = body;
  return JSON.stringify(rest);
}
