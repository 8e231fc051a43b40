// Table tests for withholding (spec §5 withholding for juristic persons with tax invoice, §9 percent
// 3 or 1 and the 1,000 THB / 30 USD threshold; payments.md "Thai tax and formats").
import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { canWithhold, computeWithholding, type WithholdingProfile } from './withholding.ts';

const thb = (n: number) => money(n, 'THB');

describe('withholding (spec §5, §6, §9)', () => {
  const juristic: WithholdingProfile = { tax_person_type: 'juristic_person', is_require_tax_invoice: 1 };
  const on = (percent: number | null = null) => ({ is_withholding: true, withholding_percent: percent });

  it.each([
    ['default 3 % of 1,000.00', on(), juristic, thb(100000), 3, 3000, null],
    ['1 % of 2,500.00', on(1), juristic, thb(250000), 1, 2500, null],
    ['3 % of 1,999.99 rounds half-up', on(3), juristic, thb(199999), 3, 6000, null],
    ['exactly 30 USD', on(3), juristic, money(3000, 'USD'), 3, 90, null],
    ['not requested', { is_withholding: false, withholding_percent: 3 }, juristic, thb(500000), null, 0, null],
    [
      'a normal person',
      on(),
      { tax_person_type: 'normal_person', is_require_tax_invoice: true },
      thb(500000),
      null,
      0,
      'WITHHOLDING_NOT_ALLOWED',
    ],
    [
      'a juristic person without tax invoice',
      on(),
      { tax_person_type: 'juristic_person', is_require_tax_invoice: 0 },
      thb(500000),
      null,
      0,
      'WITHHOLDING_NOT_ALLOWED',
    ],
    ['below 1,000 THB', on(), juristic, thb(99999), null, 0, 'WITHHOLDING_NOT_ALLOWED'],
    ['below 30 USD', on(), juristic, money(2999, 'USD'), null, 0, 'WITHHOLDING_NOT_ALLOWED'],
    ['a percent other than 3 or 1', on(2), juristic, thb(500000), null, 0, 'WITHHOLDING_NOT_ALLOWED'],
  ] as const)('%s', (_n, request, profile, base, percent, price, code) => {
    const r = computeWithholding(request, profile, base);
    expect([r.percent, r.price.amount, r.failure?.code ?? null]).toEqual([percent, price, code]);
    expect(r.price.currency).toBe(base.currency);
  });

  it('says who may withhold', () => {
    expect(canWithhold({ tax_person_type: 'juristic_person', is_require_tax_invoice: true })).toBe(true);
    expect(canWithhold({ tax_person_type: null, is_require_tax_invoice: true })).toBe(false);
  });
});
