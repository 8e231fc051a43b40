// The money terms a coupon and a promotion share (contracts admin/deal-terms.ts), as a form holds them:
// an amount in baht, a percent as typed, ids as the pickers' strings, times as Thai-time
// datetime-local text; and the body they make. P1/P2 is `deal_type` here; each form names it as its
// contract does (coupon_type, promotion_type).
import type { DealType, DiscountType } from '@rian/domain/deal-discount';
import { toMajor, toMinor, type MoneyValue } from '../../../lib/money-input.ts';
import { fromThaiLocalInput, toThaiLocalInput } from '../../../lib/thai-time.ts';

export type DealFormValues = {
  courses: string[];
  products: string[];
  deal_type: DealType;
  number_of_course: number | '';
  discount_type: DiscountType;
  /** A percent for 'percent', baht for 'amount'. */
  discount: number | '';
  discount_amount_usd: MoneyValue;
  start_at: string;
  end_at: string;
  is_active: boolean;
};

export const EMPTY_DEAL: DealFormValues = {
  courses: [],
  products: [],
  deal_type: 'P1',
  number_of_course: 1,
  discount_type: 'percent',
  discount: '',
  discount_amount_usd: '',
  start_at: '',
  end_at: '',
  is_active: true,
};

export interface StoredDealTerms {
  courses: number[];
  products: number[];
  number_of_course: number;
  discount_type: DiscountType;
  discount_amont: number;
  discount_amount_usd: number | null;
  start_at: string | null;
  end_at: string | null;
  is_active: boolean;
}

export function dealValues(terms: StoredDealTerms, dealType: DealType): DealFormValues {
  return {
    courses: terms.courses.map(String),
    products: terms.products.map(String),
    deal_type: dealType,
    number_of_course: terms.number_of_course,
    discount_type: terms.discount_type,
    discount: terms.discount_type === 'percent' ? terms.discount_amont : toMajor(terms.discount_amont),
    discount_amount_usd: toMajor(terms.discount_amount_usd),
    start_at: toThaiLocalInput(terms.start_at),
    end_at: toThaiLocalInput(terms.end_at),
    is_active: terms.is_active,
  };
}

/** The terms' part of a body; a percent deal has no USD amount. */
export function dealBody(v: DealFormValues): StoredDealTerms {
  const amount = v.discount_type === 'amount';
  return {
    courses: v.courses.map(Number),
    products: v.products.map(Number),
    number_of_course: v.number_of_course === '' ? 1 : v.number_of_course,
    discount_type: v.discount_type,
    discount_amont: v.discount === '' ? 0 : amount ? (toMinor(v.discount) ?? 0) : v.discount,
    discount_amount_usd: amount ? toMinor(v.discount_amount_usd) : null,
    start_at: fromThaiLocalInput(v.start_at),
    end_at: fromThaiLocalInput(v.end_at),
    is_active: v.is_active,
  };
}

/** The contract's field names on the form's inputs: the discount is `discount`, P1/P2 is `deal_type`. */
export function dealFormErrors(errors: Record<string, unknown>): Record<string, string> {
  const rename: Record<string, string> = { discount_amont: 'discount', coupon_type: 'deal_type', promotion_type: 'deal_type' };
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (message) out[rename[key] ?? key] = String(message);
  }
  return out;
}
