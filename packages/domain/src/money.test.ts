// Table and property tests for money arithmetic (spec §9, architecture.md "Money, time, identity"):
// integer minor units, same-currency arithmetic, half-up rounding, two-decimal transfer amounts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  clampAtZero,
  compareMoney,
  CurrencyMismatchError,
  formatMoney,
  formatTransferAmount,
  minMoney,
  money,
  percentOf,
  prorateMoney,
  rateBasisPoints,
  scaleMoney,
  subtractMoney,
  sumMoney,
  type Currency,
  type MoneyLocale,
} from './money.ts';

const thb = (n: number) => money(n, 'THB');
const usd = (n: number) => money(n, 'USD');
/** The currency a formatted text names: USD for '$', else THB. */
const thbOrUsd = (n: number, text: string) => (text.includes('$') ? usd(n) : thb(n));

describe('same-currency arithmetic (architecture.md: a THB and a USD figure never meet)', () => {
  it.each([
    ['add', () => addMoney(thb(150000), thb(5050)), thb(155050)],
    ['subtract', () => subtractMoney(thb(150000), thb(5050)), thb(144950)],
    ['subtract below zero', () => subtractMoney(thb(100), thb(250)), thb(-150)],
    ['sum', () => sumMoney([usd(1999), usd(1), usd(10000)], 'USD'), usd(12000)],
    ['sum of nothing', () => sumMoney([], 'THB'), thb(0)],
    ['min caps a discount at the price', () => minMoney(thb(50000), thb(30000)), thb(30000)],
    ['min keeps a smaller discount', () => minMoney(thb(20000), thb(30000)), thb(20000)],
    ['clamp at zero', () => clampAtZero(thb(-1)), thb(0)],
    ['clamp keeps a positive amount', () => clampAtZero(thb(1)), thb(1)],
  ] as const)('%s', (_name, run, expected) => expect(run()).toEqual(expected));

  it.each([
    ['add', () => addMoney(thb(1), usd(1))],
    ['subtract', () => subtractMoney(usd(1), thb(1))],
    ['compare', () => compareMoney(thb(1), usd(1))],
    ['sum', () => sumMoney([thb(1), usd(1)], 'THB')],
    ['sum in another currency', () => sumMoney([thb(1)], 'USD')],
    ['min', () => minMoney(thb(1), usd(1))],
  ] as const)('%s across currencies throws', (_name, run) => expect(run).toThrow(CurrencyMismatchError));

  it('compares', () => {
    expect(compareMoney(thb(1), thb(2))).toBe(-1);
    expect(compareMoney(thb(2), thb(2))).toBe(0);
    expect(compareMoney(thb(3), thb(2))).toBe(1);
  });

  it('never takes floats for stored values', () => {
    expect(() => money(10.5, 'THB')).toThrow(RangeError);
    expect(() => addMoney(thb(1), { amount: 0.5, currency: 'THB' })).toThrow(RangeError);
  });
});

describe('percentOf and scaleMoney: half-up to the satang/cent', () => {
  it.each([
    ['3 % of 1,000.00', thb(100000), { percent: 3 }, 3000],
    ['3 % of 19.99 = 0.5997 → 0.60', thb(1999), { percent: 3 }, 60],
    ['1 % of 0.50 = 0.005 → 0.01 (half goes up)', thb(50), { percent: 1 }, 1],
    ['1 % of 0.49 = 0.0049 → 0.00', thb(49), { percent: 1 }, 0],
    ['7 % (700 bp) of 100.00', thb(10000), { basisPoints: 700 }, 700],
    ['250 bp of 1.00 = 0.025 → 0.03', usd(100), { basisPoints: 250 }, 3],
    ['0 %', thb(99999), { percent: 0 }, 0],
    ['100 %', usd(12345), { percent: 100 }, 12345],
    ['half away from zero for negatives', thb(-50), { percent: 1 }, -1],
  ] as const)('%s', (_name, m, rate, expected) => expect(percentOf(m, rate).amount).toBe(expected));

  it('rejects rates that are not whole percents or whole basis points', () => {
    expect(() => percentOf(thb(100), { percent: 0.07 })).toThrow(RangeError);
    expect(() => percentOf(thb(100), { basisPoints: 7.5 })).toThrow(RangeError);
    expect(rateBasisPoints({ percent: 3 })).toBe(300);
    expect(rateBasisPoints({ basisPoints: 700 })).toBe(700);
  });

  it('scales by a ratio: VAT out of 107.00 at 7 % is 7.00; exact past 2^53', () => {
    expect(scaleMoney(thb(10700), 700, 10700).amount).toBe(700);
    expect(scaleMoney(thb(100), 1, 3).amount).toBe(33);
    expect(scaleMoney(thb(200), 1, 3).amount).toBe(67);
    expect(scaleMoney(thb(Number.MAX_SAFE_INTEGER), 10000, 10000).amount).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => scaleMoney(thb(1), 1, 0)).toThrow(RangeError);
  });
});

describe('prorateMoney: an order-wide amount spread over lines', () => {
  it.each([
    ['even split', 300, [100, 100, 100], [100, 100, 100]],
    ['largest remainder gets the leftover satang', 100, [100, 100, 100], [34, 33, 33]],
    ['in proportion', 150, [100, 200], [50, 100]],
    ['zero weights, zero total', 0, [0, 0], [0, 0]],
    ['a zero-price line takes nothing', 100, [0, 300], [0, 100]],
  ] as const)('%s', (_name, total, weights, expected) =>
    expect(prorateMoney(thb(total), weights.map(thb)).map((m) => m.amount)).toEqual(expected),
  );
  it('refuses what cannot be split', () => {
    expect(() => prorateMoney(thb(1), [thb(0)])).toThrow(RangeError);
    expect(() => prorateMoney(thb(-1), [thb(1)])).toThrow(RangeError);
    expect(() => prorateMoney(thb(1), [thb(-1), thb(2)])).toThrow(RangeError);
    expect(() => prorateMoney(thb(1), [usd(1)])).toThrow(CurrencyMismatchError);
  });
});

describe('formatTransferAmount (spec §5: two decimals, a plain number)', () => {
  it.each([
    [150000, '1500.00'],
    [150050, '1500.50'],
    [5, '0.05'],
    [0, '0.00'],
    [123456789, '1234567.89'],
    [-525, '-5.25'],
  ])('%i → %s', (minor, text) => expect(formatTransferAmount(thb(minor))).toBe(text));
  it('is the same for USD and carries no symbol or grouping', () => {
    expect(formatTransferAmount(usd(14900))).toBe('149.00');
    expect(formatTransferAmount(thb(100000000))).not.toMatch(/[,฿$]/);
  });
});

describe('formatMoney: what Intl.NumberFormat writes, without its set-up cost in the browser', () => {
  it.each([
    [490000, 'th', false, '฿4,900'],
    [490050, 'th', false, '฿4,900.50'],
    [490000, 'th', true, '฿4,900.00'],
    [14900, 'en', false, '$149'],
    [5, 'th', false, '฿0.05'],
    [-123456750, 'th', false, '-฿1,234,567.50'],
  ] as const)('%i %s (decimals %s) → %s', (minor, locale, decimals, text) =>
    expect(formatMoney(thbOrUsd(minor, text), locale, decimals)).toBe(text),
  );
  it('is Intl.NumberFormat of th-TH and en-US, grouping and decimals as the money has them', () => {
    const intl = (m: { amount: number; currency: Currency }, locale: MoneyLocale, decimals: boolean) => {
      const fraction = decimals || m.amount % 100 !== 0;
      return new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', {
        style: 'currency',
        currency: m.currency,
        minimumFractionDigits: fraction ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(m.amount / 100);
    };
    const signed = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
    fc.assert(
      fc.property(signed, currency, fc.constantFrom<MoneyLocale>('th', 'en'), fc.boolean(), (minor, cur, locale, decimals) => {
        const m = money(minor, cur);
        expect(formatMoney(m, locale, decimals)).toBe(intl(m, locale, decimals));
      }),
      { numRuns: 2000 },
    );
  });
});

const amount = fc.integer({ min: 0, max: 1_000_000_000_00 });
const currency = fc.constantFrom<Currency>('THB', 'USD');

describe('money properties', () => {
  it('add and subtract are inverse', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: -1e12, max: 1e12 }), currency, (a, b, c) => {
        expect(subtractMoney(addMoney(money(a, c), money(b, c)), money(b, c))).toEqual(money(a, c));
        expect(addMoney(subtractMoney(money(a, c), money(b, c)), money(b, c))).toEqual(money(a, c));
      }),
    );
  });

  it('percentOf rounds half-up, the same way for THB and USD', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), (a, bp) => {
        const t = percentOf(thb(a), { basisPoints: bp }).amount;
        const u = percentOf(usd(a), { basisPoints: bp }).amount;
        expect(t).toBe(u);
        // half-up: the exact value a·bp/10000 lies in [r − 0.5, r + 0.5).
        const exact = BigInt(a) * BigInt(bp);
        const r = BigInt(t) * 10_000n;
        expect(exact - r >= -5_000n && exact - r < 5_000n).toBe(true);
      }),
    );
  });

  it('percent of a sum equals the sum of percents within one minor unit per line', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        currency,
        (lines, p, c) => {
          const ofSum = percentOf(
            sumMoney(
              lines.map((l) => money(l, c)),
              c,
            ),
            { percent: p },
          ).amount;
          const sumOf = lines.reduce((s, l) => s + percentOf(money(l, c), { percent: p }).amount, 0);
          expect(Math.abs(ofSum - sumOf)).toBeLessThanOrEqual(lines.length);
        },
      ),
    );
  });

  it('a percent of at most 100 never exceeds the amount', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (a, p) => {
        const d = percentOf(thb(a), { percent: p }).amount;
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(a);
      }),
    );
  });

  it('prorated shares add up to the total and never exceed their weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ws, f) => {
          const sum = ws.reduce((s, w) => s + w, 0);
          const total = Math.floor(sum * f);
          const shares = prorateMoney(thb(total), ws.map(thb)).map((m) => m.amount);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(ws[i] ?? 0);
          });
        },
      ),
    );
  });

  it('the transfer amount reads back to the same minor units', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const text = formatTransferAmount(thb(a));
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Number(text.replace('.', ''))).toBe(a);
      }),
    );
  });
});
