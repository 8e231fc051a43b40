import { describe, expect, it } from 'vitest';
import { planBody, planErrors, planValues } from './plan-form-values.ts';

describe('a pricing plan form', () => {
  it('makes the body the server takes: baht become satang, a free plan costs 0, untimed plans carry no term', () => {
    const v = { ...planValues(null), name: 'ตลอดชีพ', price: 1990.5, term: 3 as const, term_unit: 'Month(s)' as const };
    expect(planBody(v)).toMatchObject({
      plan_type: 'One-Time Payment',
      price: 199_050,
      term: null,
      term_unit: null,
      status_show: 1,
    });
    expect(planBody({ ...v, plan_type: 'Free', need_approval: true })).toMatchObject({
      price: 0,
      price_usd: null,
      need_approval: 1,
    });
    expect(planBody({ ...v, plan_type: 'Period' })).toMatchObject({ term: 3, term_unit: 'Month(s)' });
    expect(planBody({ ...v, need_approval: true }).need_approval).toBe(0);
  });

  it('reads a stored plan back into the same values', () => {
    const body = planBody({ ...planValues(null), name: 'สมาชิก', price: 1500, is_for_member: true, renew: true });
    const stored = {
      ...body,
      id: 1,
      course_id: 9,
      order_count: 0,
      term: null,
      term_unit: null,
      price_usd: null,
      free_for: null,
    } as never;
    expect(planBody(planValues(stored))).toEqual(body);
  });

  it('finds what the server would refuse, field by field', () => {
    const v = { ...planValues(null), name: '3 เดือน', plan_type: 'Period' as const, price: 990 };
    expect(planErrors(v, 9)).toEqual({ term: 'termRequired', term_unit: 'termRequired' });
    expect(planErrors({ ...v, plan_type: 'One-Time Payment', price: '' }, 9)).toEqual({ price: 'paidNeedsPrice' });
    expect(planErrors({ ...v, name: '' }, 9)).toEqual({ name: 'required' });
    expect(planErrors({ ...v, plan_type: 'One-Time Payment', for_owners: true, free_course_ids: ['9'] }, 9)).toEqual({
      free_course_ids: 'notThisCourse',
    });
    expect(planErrors({ ...v, term: 3, term_unit: 'Month(s)' }, 9)).toEqual({});
  });
});
