// Table and property tests for the P1/P2 discount arithmetic that coupons and promotions share
// (spec §3, §5; the reading is in deal-discount.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupons.ts';
import { computeDealDiscount, dealTermsIssue, isWithinDates, matchesCourse, matchesLine } from './deal-discount.ts';
import { COURSE_LINES, makeCoupon } from './deal-fixtures.test-helpers.ts';

const now = new Date('2026-06-01T00:00:00Z');

const coupon = (over: Partial<Coupon> = {}): Coupon => makeCoupon(over);

const lines = COURSE_LINES;

describe('P1 and P2 discounts (spec §3, §5; reading in deal-discount.ts)', () => {
  it.each([
    ['P1 amount off each matching course, capped at its price', 'P1', { courses: [1, 2] }, 'THB', 50000 + 20000, [50000, 20000]],
    ['P1 amount on every course when courses is empty', 'P1', {}, 'THB', 50000 + 20000 + 50000, [50000, 20000, 50000]],
    [
      'P1 percent of each matching course',
      'P1',
      { discount_type: 'percent', discount_amont: 10 },
      'THB',
      30000 + 2000 + 10000,
      [30000, 2000, 10000],
    ],
    ['P1 amount in USD uses discount_amount_usd', 'P1', { courses: [3] }, 'USD', 1500, [1500]],
    [
      'P2 amount once per order when enough courses match',
      'P2',
      { number_of_course: 2, courses: [1, 3] },
      'THB',
      50000,
      [37500, 12500],
    ],
    [
      'P2 percent of the matching courses total',
      'P2',
      { number_of_course: 3, discount_type: 'percent', discount_amont: 15 },
      'THB',
      63000,
      [45000, 3000, 15000],
    ],
    [
      'P2 amount never exceeds the matching total',
      'P2',
      { number_of_course: 1, courses: [2], discount_amont: 999999 },
      'THB',
      20000,
      [20000],
    ],
    [
      'a percent above 100 is held to 100',
      'P1',
      { courses: [2], discount_type: 'percent', discount_amont: 150 },
      'THB',
      20000,
      [20000],
    ],
    ['a negative amount gives nothing', 'P1', { courses: [2], discount_amont: -500 }, 'THB', 0, [0]],
  ] as const)('%s', (_n, type, over, currency, total, perCourse) => {
    const d = computeDealDiscount(type, coupon(over), lines, currency);
    expect(d.miss).toBeNull();
    expect(d.total).toBe(total);
    expect(d.perLine.map((p) => p.discount)).toEqual(perCourse);
  });

  it.each([
    ['no matching course', 'P1', { courses: [9] }, 'THB', 'no_matching_course'],
    ['P2 with too few matching courses', 'P2', { number_of_course: 3, courses: [1, 2] }, 'THB', 'too_few_courses'],
    [
      'P2 with number_of_course 0 still needs one match',
      'P2',
      { number_of_course: 0, courses: [9] },
      'THB',
      'no_matching_course',
    ],
    ['an amount deal without a USD amount in USD', 'P1', { discount_amount_usd: null }, 'USD', 'no_usd_amount'],
  ] as const)('%s → %s', (_n, type, over, currency, miss) => {
    const d = computeDealDiscount(type, coupon(over), lines, currency);
    expect(d).toEqual({ miss, total: 0, perLine: [] });
  });

  it('a percent deal needs no USD amount', () => {
    const d = computeDealDiscount(
      'P1',
      coupon({ discount_type: 'percent', discount_amont: 10, discount_amount_usd: null }),
      [{ course_id: 1, price: 9999 }],
      'USD',
    );
    expect(d.total).toBe(1000);
  });

  it('a deal bound to products discounts those product lines, and only them when it lists no course', () => {
    const cart = [
      { course_id: 1, price: 100000 },
      { product_id: 7, price: 30000 },
      { product_id: 8, price: 20000 },
    ];
    const onlyProduct = computeDealDiscount('P1', coupon({ courses: [], products: [7], discount_amont: 5000 }), cart, 'THB');
    expect(onlyProduct.perLine).toEqual([{ index: 1, discount: 5000 }]);
    const both = computeDealDiscount('P1', coupon({ courses: [1], products: [8], discount_amont: 25000 }), cart, 'THB');
    expect(both.perLine).toEqual([
      { index: 0, discount: 25000 },
      { index: 2, discount: 20000 },
    ]);
    // P2 counts matching items, courses and products alike.
    const p2 = computeDealDiscount(
      'P2',
      coupon({ courses: [1], products: [7], number_of_course: 2, discount_type: 'percent', discount_amont: 10 }),
      cart,
      'THB',
    );
    expect(p2.total).toBe(13000);
    expect(computeDealDiscount('P1', coupon({ courses: [], products: [9] }), cart, 'THB').miss).toBe('no_matching_course');
  });

  it('matches courses and dates', () => {
    expect(matchesCourse({ courses: [] }, 5)).toBe(true);
    expect(matchesCourse({ courses: [], products: [3] }, 5)).toBe(false);
    expect(matchesLine({ courses: [] }, { product_id: 3, price: 1 })).toBe(false);
    expect(matchesCourse({ courses: [4] }, 5)).toBe(false);
    expect(isWithinDates({ start_at: now, end_at: now }, now)).toBe(true);
    expect(isWithinDates({ start_at: new Date(+now + 1), end_at: null }, now)).toBe(false);
    expect(isWithinDates({ start_at: null, end_at: new Date(+now - 1) }, now)).toBe(false);
  });

  it('never discounts a course beyond its price (property)', () => {
    const line = fc.record({ course_id: fc.integer({ min: 1, max: 6 }), price: fc.integer({ min: 0, max: 1e9 }) });
    const deal = fc.record({
      type: fc.constantFrom('P1' as const, 'P2' as const),
      courses: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
      number_of_course: fc.integer({ min: 0, max: 4 }),
      discount_type: fc.constantFrom('amount' as const, 'percent' as const),
      discount_amont: fc.integer({ min: -10, max: 2e9 }),
      discount_amount_usd: fc.option(fc.integer({ min: 0, max: 2e9 })),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), deal, fc.constantFrom('THB' as const, 'USD' as const), (ls, d, cur) => {
        const r = computeDealDiscount(d.type, d, ls, cur);
        let sum = 0;
        for (const p of r.perLine) {
          expect(p.discount).toBeGreaterThanOrEqual(0);
          expect(p.discount).toBeLessThanOrEqual(ls[p.index]?.price ?? -1);
          sum += p.discount;
        }
        expect(sum).toBe(r.total);
      }),
    );
  });
});

describe('dealTermsIssue', () => {
  const terms = {
    discount_type: 'percent',
    discount_amont: 20,
    start_at: '2026-12-01T00:00:00Z',
    end_at: '2026-12-31T00:00:00Z',
  };
  it('passes a percent up to 100 and a window that ends after it starts', () => {
    expect(dealTermsIssue(terms)).toBeNull();
    expect(dealTermsIssue({ ...terms, discount_type: 'amount', discount_amont: 50_000 })).toBeNull();
  });
  it('refuses a percent over 100, and a window that ends when or before it starts', () => {
    expect(dealTermsIssue({ ...terms, discount_amont: 101 })).toEqual({ path: 'discount_amont', message: 'percent' });
    expect(dealTermsIssue({ ...terms, end_at: terms.start_at })).toEqual({ path: 'end_at', message: 'endBeforeStart' });
  });
});
