// Table tests for VAT (payments.md "Thai tax and formats": the rate is a site setting in basis
// points; extracted when prices include VAT, added on top when they do not).
import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { computeVat, DEFAULT_VAT_SETTINGS, excludeVat } from './vat.ts';

const thb = (n: number) => money(n, 'THB');
const included = (bp: number) => ({ vat_rate_bp: bp, vat_included: 1 });
const added = (bp: number) => ({ vat_rate_bp: bp, vat_included: 0 });

describe('VAT (rate a setting in basis points; extracted or added)', () => {
  it.each([
    ['7 % inside 107.00', 10700, included(700), 700],
    ['7 % inside 100.00 (6.542… → 6.54)', 10000, included(700), 654],
    ['7 % inside 1,000.00 (65.420… → 65.42)', 100000, included(700), 6542],
    ['7 % on top of 100.00', 10000, added(700), 700],
    ['7 % on top of 0.50 (0.035 → 0.04, half-up)', 50, added(700), 4],
    ['10 % inside 110.00', 11000, included(1000), 1000],
    ['a zero rate', 10000, included(0), 0],
    ['a zero amount', 0, added(700), 0],
  ] as const)('%s → %i', (_n, amount, settings, vat) => expect(computeVat(thb(amount), settings).amount).toBe(vat));

  it('defaults to 7 % included, and strips VAT only when included', () => {
    expect(DEFAULT_VAT_SETTINGS).toEqual({ vat_rate_bp: 700, vat_included: 1 });
    expect(excludeVat(thb(10700), included(700)).amount).toBe(10000);
    expect(excludeVat(thb(10000), added(700)).amount).toBe(10000);
  });

  it.each([-1, 10001, 7.5])('rejects the rate %d', (bp) => expect(() => computeVat(thb(100), added(bp))).toThrow(RangeError));
});
