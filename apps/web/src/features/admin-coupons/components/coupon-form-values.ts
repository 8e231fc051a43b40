// The coupon form's values: the deal terms a promotion shares (components/admin/deal-terms), and a
// coupon's own code, name, payment methods and usage limit; and the body they make.
import type { AdminCoupon, CouponCreate } from '@rian/contracts/admin/coupons';
import {
  dealBody,
  dealFormErrors,
  dealValues,
  EMPTY_DEAL,
  type DealFormValues,
} from '../../../components/admin/deal-terms/deal-form-values.ts';

export type CouponFormValues = DealFormValues & {
  code: string;
  name: string;
  payment_method: string[];
  usage_limit: number | '';
};

export const EMPTY_COUPON: CouponFormValues = { ...EMPTY_DEAL, code: '', name: '', payment_method: [], usage_limit: '' };

export function couponValues(c: AdminCoupon): CouponFormValues {
  return {
    ...dealValues(c, c.coupon_type),
    code: c.code,
    name: c.name,
    payment_method: c.payment_method.map(String),
    usage_limit: c.usage_limit ?? '',
  };
}

/** The create (and full PATCH) body the values make. */
export function couponBody(v: CouponFormValues): CouponCreate {
  return {
    ...dealBody(v),
    code: v.code,
    name: v.name,
    coupon_type: v.deal_type,
    payment_method: v.payment_method.map(Number),
    usage_limit: v.usage_limit === '' ? null : v.usage_limit,
  };
}

export const formErrors = dealFormErrors;
