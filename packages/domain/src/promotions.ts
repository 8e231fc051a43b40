// Promotion rules (spec §3 Promotion, §4 auto-selection and coupon/promotion exclusivity, §5 "a
// promotion must be chosen when a combinable promotion exists"). The discount arithmetic (P1/P2)
// lives in deal-discount.ts and is the same as for coupons.
//
// Reading of spec §5 "a promotion must be chosen when a combinable promotion exists": a promotion is
// combinable with the cart when it runs now (active, inside its dates) and its P1/P2 condition holds
// for the cart's courses with a discount above zero. When one exists and none is chosen, the order
// needs PROMOTION_REQUIRED: the buyer may pick another eligible promotion but not go without one.
// The only way out is the other side of spec §4: with coupon_promotion_exclusive on, a buyer who took
// a coupon instead has no combinable promotion (it cannot combine with the coupon), so none is required.
import {
  computeDealDiscount,
  isWithinDates,
  type DealLine,
  type DealSettings,
  type DealTerms,
  type DealType,
} from './deal-discount.ts';
import type { Currency } from './money.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';

export interface Promotion extends DealTerms {
  id: number;
  title?: string;
  promotion_type: DealType;
  start_at: Date | null;
  end_at: Date | null;
  is_active: boolean;
}

export interface EligiblePromotion<P extends Promotion = Promotion> {
  promotion: P;
  /** Its discount on the cart's courses, minor units of the order currency. */
  discount: number;
}

/** A promotion runs when it is switched on and now lies inside its dates. */
export function isPromotionRunning(p: Pick<Promotion, 'is_active' | 'start_at' | 'end_at'>, now: Date): boolean {
  return p.is_active && isWithinDates(p, now);
}

/**
 * The promotions a cart can take, in the given order, each with its discount: running, P1/P2
 * condition met (spec §3, §5), and a discount above zero. `courses` are the cart's deal lines: its
 * courses, then its products.
 */
export function listEligiblePromotions<P extends Promotion>(
  promotions: readonly P[],
  courses: readonly DealLine[],
  currency: Currency,
  now: Date,
): EligiblePromotion<P>[] {
  const out: EligiblePromotion<P>[] = [];
  for (const promotion of promotions) {
    if (!isPromotionRunning(promotion, now)) continue;
    const d = computeDealDiscount(promotion.promotion_type, promotion, courses, currency);
    if (d.miss === null && d.total > 0) out.push({ promotion, discount: d.total });
  }
  return out;
}

/** The eligible promotion with the highest discount; the earlier one wins a tie. */
export function findBestPromotion<P extends Promotion>(eligible: readonly EligiblePromotion<P>[]): EligiblePromotion<P> | null {
  let best: EligiblePromotion<P> | null = null;
  for (const e of eligible) if (best === null || e.discount > best.discount) best = e;
  return best;
}

/** The cart's promotion choice and whether the one-time auto-selection of spec §4 has happened. */
export interface PromotionSelection {
  promotionId: number | null;
  alreadyAutoSelected: boolean;
}

/**
 * spec §4: the highest-discount promotion is auto-selected once. Call it whenever the cart changes:
 * it selects only while `alreadyAutoSelected` is false, so a buyer who later changes or drops the
 * promotion keeps their choice. It waits (flag unchanged) while nothing is eligible, while the buyer
 * has already chosen one themself, or while `blockedByCoupon` (a coupon is applied under
 * coupon_promotion_exclusive: selecting would silently drop the buyer's coupon).
 */
export function autoSelectPromotion(
  state: PromotionSelection,
  eligible: readonly EligiblePromotion[],
  blockedByCoupon: boolean,
): PromotionSelection {
  if (state.alreadyAutoSelected) return state;
  if (state.promotionId !== null) return { promotionId: state.promotionId, alreadyAutoSelected: true };
  const best = findBestPromotion(eligible);
  if (best === null || blockedByCoupon) return state;
  return { promotionId: best.promotion.id, alreadyAutoSelected: true };
}

/** One side of the coupon/promotion pair of spec §4. */
export type DealSide = 'coupon' | 'promotion';

/** The coupons and the promotion chosen for a cart. */
export interface DealSelection {
  couponIds: readonly number[];
  promotionId: number | null;
}

export type DealChoice = { side: 'coupon'; couponId: number } | { side: 'promotion'; promotionId: number };

/**
 * spec §4: with coupon_promotion_exclusive on, which side the incoming choice would drop (the UI
 * shows the switch confirmation when this is not null); null when nothing conflicts.
 */
export function findDealConflict(selection: DealSelection, incoming: DealSide, settings: DealSettings): DealSide | null {
  if (settings.coupon_promotion_exclusive !== 1) return null;
  if (incoming === 'coupon') return selection.promotionId !== null ? 'promotion' : null;
  return selection.couponIds.length > 0 ? 'coupon' : null;
}

/**
 * Applies a confirmed choice (spec §4): the newest choice wins and, under the exclusive setting, the
 * other side is dropped (a coupon drops the promotion; a promotion drops every coupon). Returns the
 * new selection and the side dropped, if any. Coupon validity is checkCoupon's business, not this.
 */
export function chooseDeal(
  selection: DealSelection,
  choice: DealChoice,
  settings: DealSettings,
): { selection: DealSelection; dropped: DealSide | null } {
  const dropped = findDealConflict(selection, choice.side, settings);
  if (choice.side === 'coupon') {
    const couponIds = selection.couponIds.includes(choice.couponId)
      ? [...selection.couponIds]
      : [...selection.couponIds, choice.couponId];
    return { selection: { couponIds, promotionId: dropped === 'promotion' ? null : selection.promotionId }, dropped };
  }
  return {
    selection: { couponIds: dropped === 'coupon' ? [] : [...selection.couponIds], promotionId: choice.promotionId },
    dropped,
  };
}

/**
 * The order's promotion rules of spec §4 and §5, or null when they hold:
 * - both a coupon and a promotion under coupon_promotion_exclusive: COUPON_PROMOTION_EXCLUSIVE;
 * - a chosen promotion the cart cannot take: PROMOTION_NOT_APPLICABLE;
 * - none chosen while an eligible promotion exists and no exclusive coupon stands in: PROMOTION_REQUIRED.
 */
export function checkPromotionChoice(
  selection: DealSelection,
  eligible: readonly EligiblePromotion[],
  settings: DealSettings,
): RuleFailure | null {
  const exclusive = settings.coupon_promotion_exclusive === 1;
  const hasCoupon = selection.couponIds.length > 0;
  if (selection.promotionId !== null) {
    if (exclusive && hasCoupon) return ruleFailure('COUPON_PROMOTION_EXCLUSIVE', { promotionId: selection.promotionId });
    if (!eligible.some((e) => e.promotion.id === selection.promotionId)) {
      return ruleFailure('PROMOTION_NOT_APPLICABLE', { promotionId: selection.promotionId });
    }
    return null;
  }
  if (eligible.length > 0 && !(exclusive && hasCoupon)) {
    return ruleFailure('PROMOTION_REQUIRED', { promotionIds: eligible.map((e) => e.promotion.id) });
  }
  return null;
}
