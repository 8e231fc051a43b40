// Withholding tax (spec §5 "the withholding tax checkbox is for juristic persons with tax invoice
// only", §6, §9 "withholding percent choices 3 and 1 (default 3)", "1000 THB or more (30 USD)";
// payments.md "Thai tax and formats": services 3 %, transport 1 %, the buyer pays the net amount).
//
// Base: the service value excluding VAT. Thai withholding applies to payments for services (a course),
// not to the purchase of goods (a book) nor to the VAT on the payment, so the base is the courses'
// prices less their discounts (coupons and promotions only ever discount courses), less the VAT in
// them when prices include VAT; products and the shipping fee are left out. The 1,000 THB / 30 USD
// threshold is measured on the same base.
import { compareMoney, money, percentOf, type Currency, type Money } from './money.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';

export const WITHHOLDING_PERCENTS = [3, 1] as const;
export type WithholdingPercent = (typeof WITHHOLDING_PERCENTS)[number];
/** spec §9: default 3. */
export const DEFAULT_WITHHOLDING_PERCENT: WithholdingPercent = 3;
/** spec §9: 1000 THB or more (30 USD), in minor units. */
export const WITHHOLDING_MINIMUM: Readonly<Record<Currency, number>> = { THB: 100_000, USD: 3_000 };

/** The buyer's tax data that decides withholding (spec §3 registration payload / tax invoice data). */
export interface WithholdingProfile {
  tax_person_type: string | null;
  is_require_tax_invoice: boolean | number;
}

/** The buyer's request, as the order payload carries it (spec §3: is_withholding, withholding_percent). */
export interface WithholdingRequest {
  is_withholding: boolean | number;
  withholding_percent: number | null;
}

export interface WithholdingResult {
  /** The percent withheld, or null when nothing is withheld. */
  percent: WithholdingPercent | null;
  /** withholding_price: the amount withheld, zero when nothing is. */
  price: Money;
  /** Why a request was refused; null when none was made or it stands. */
  failure: RuleFailure | null;
}

function isOn(v: boolean | number): boolean {
  return v === true || v === 1;
}

function isWithholdingPercent(p: number): p is WithholdingPercent {
  return (WITHHOLDING_PERCENTS as readonly number[]).includes(p);
}

/** spec §5, §6: only a juristic person who asks for a tax invoice may withhold. */
export function canWithhold(profile: WithholdingProfile): boolean {
  return profile.tax_person_type === 'juristic_person' && isOn(profile.is_require_tax_invoice);
}

/**
 * Decides withholding for a request on a base (the service value excluding VAT, see above): the
 * percent (3 or 1, default 3) of the base, rounded half-up, when the buyer is a juristic person with
 * a tax invoice and the base reaches 1,000 THB / 30 USD; otherwise nothing is withheld and a request
 * gets WITHHOLDING_NOT_ALLOWED with the reason.
 */
export function computeWithholding(request: WithholdingRequest, profile: WithholdingProfile, base: Money): WithholdingResult {
  const nothing = (failure: RuleFailure | null): WithholdingResult => ({
    percent: null,
    price: money(0, base.currency),
    failure,
  });
  if (!isOn(request.is_withholding)) return nothing(null);
  if (!canWithhold(profile)) return nothing(ruleFailure('WITHHOLDING_NOT_ALLOWED', { reason: 'not_juristic_with_invoice' }));
  const percent = request.withholding_percent ?? DEFAULT_WITHHOLDING_PERCENT;
  if (!isWithholdingPercent(percent)) return nothing(ruleFailure('WITHHOLDING_NOT_ALLOWED', { reason: 'percent', percent }));
  const minimum = money(WITHHOLDING_MINIMUM[base.currency], base.currency);
  if (compareMoney(base, minimum) < 0) {
    return nothing(
      ruleFailure('WITHHOLDING_NOT_ALLOWED', { reason: 'below_minimum', minimum: minimum.amount, base: base.amount }),
    );
  }
  return { percent, price: percentOf(base, { percent }), failure: null };
}
