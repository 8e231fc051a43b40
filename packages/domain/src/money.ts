// Money is an integer of minor units plus a currency (architecture.md, "Money, time, identity").
// Both currencies of the spec (§9: THB default, USD alternative) have two decimals.
export const CURRENCIES = ['THB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Money {
  amount: number;
  currency: Currency;
}

const MINOR_PER_MAJOR = 100;

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money amount must be an integer of minor units: ${amount}`);
  return { amount, currency };
}

/** Minor units to a major-unit number, for edges that need one (analytics, provider APIs). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Major units (possibly with decimals) to minor units, rounded half away from zero to the satang/cent. */
export function toMinor(major: number): number {
  const scaled = major * MINOR_PER_MAJOR;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + Number.EPSILON * MINOR_PER_MAJOR);
}

export type MoneyLocale = 'th' | 'en';

/**
 * The sign a figure starts with, per language and currency: what Intl.NumberFormat writes for th-TH
 * and en-US (money.test.ts holds this to Intl for both, over many amounts).
 */
const SYMBOLS: Record<MoneyLocale, Record<Currency, string>> = {
  th: { THB: '฿', USD: 'US$' },
  en: { THB: 'THB\u00a0', USD: '$' },
};

/** An amount's sign, whole units and two-digit minor units: "-", 1234, "05" for -1234.05. */
function figureParts(m: Money): { sign: string; major: number; minor: string } {
  const whole = Math.abs(m.amount);
  return {
    sign: m.amount < 0 ? '-' : '',
    major: Math.floor(whole / MINOR_PER_MAJOR),
    minor: String(whole % MINOR_PER_MAJOR).padStart(2, '0'),
  };
}

/** 1234567 → "1,234,567". */
function grouped(major: number): string {
  return String(major).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount for display: "฿4,900" for whole baht, "฿4,900.50" otherwise; "$149.00" style for
 * USD. `alwaysDecimals` forces two decimals (transfer amounts, spec §5).
 *
 * Written out rather than through Intl.NumberFormat, with the same output: a page's first
 * Intl.NumberFormat costs the browser 15-60 ms of main thread to set up its locale data, four
 * times that on a phone, in the middle of hydrating a course page (docs/benchmarks.md,
 * "2026-11-28, evening"). Both currencies have two decimals and the same grouping in both languages.
 */
export function formatMoney(m: Money, locale: MoneyLocale = 'th', alwaysDecimals = false): string {
  const { sign, major, minor } = figureParts(m);
  const fraction = alwaysDecimals || minor !== '00';
  return `${sign}${SYMBOLS[locale][m.currency]}${grouped(major)}${fraction ? `.${minor}` : ''}`;
}

/** Thrown when two amounts of different currencies meet: a THB and a USD figure never add up. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: Currency,
    readonly right: Currency,
  ) {
    super(`currency mismatch: ${left} and ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
}

/** a + b; both amounts must be in the same currency (architecture.md: no implicit conversion). */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

/** a − b; may go below zero (use {@link clampAtZero} where a figure cannot). Same currency only. */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** The sum of a list in one currency; the currency is given so that an empty list sums to zero. */
export function sumMoney(items: readonly Money[], currency: Currency): Money {
  let total = money(0, currency);
  for (const m of items) total = addMoney(total, m);
  return total;
}

/** −1, 0 or 1 as a is below, equal to or above b. Same currency only. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

/** The smaller of two amounts: caps a discount at the price it applies to. Same currency only. */
export function minMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}

/** Zero when negative: a price after a discount larger than it is zero, never a refund. */
export function clampAtZero(m: Money): Money {
  return m.amount < 0 ? money(0, m.currency) : m;
}

/**
 * n × numerator / denominator in exact integer arithmetic, rounded half-up (half away from zero for
 * negatives) to the minor unit. BigInt keeps the product exact even past 2^53.
 */
function scaleHalfUp(n: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`ratio must be integers over a positive denominator: ${numerator}/${denominator}`);
  }
  const product = BigInt(n) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/**
 * m × numerator / denominator, rounded half-up to the satang/cent. The one rounding rule of the
 * domain: VAT extraction (rate / (10000 + rate)) and proportional shares use it, as does
 * {@link percentOf}, so THB and USD round alike.
 */
export function scaleMoney(m: Money, numerator: number, denominator: number): Money {
  return money(scaleHalfUp(m.amount, numerator, denominator), m.currency);
}

/** A rate as a whole percent (coupons, withholding) or in basis points (VAT, site setting vat_rate_bp). */
export type Rate = { percent: number } | { basisPoints: number };

/** A rate in basis points: 7 % → 700. Rates must be whole percents or whole basis points. */
export function rateBasisPoints(rate: Rate): number {
  const bp = 'percent' in rate ? rate.percent * 100 : rate.basisPoints;
  if (!Number.isSafeInteger(bp))
    throw new RangeError(`rate must be a whole percent or whole basis points: ${JSON.stringify(rate)}`);
  return bp;
}

/**
 * The given percent (or basis points) of an amount, rounded half-up to the satang/cent:
 * `percentOf(money(1999, 'THB'), { percent: 3 })` is 60 satang (59.97 rounds up).
 */
export function percentOf(m: Money, rate: Rate): Money {
  return scaleMoney(m, rateBasisPoints(rate), 10_000);
}

/**
 * Splits a total over weights in proportion, in whole minor units, by the largest remainder: the
 * shares add up to the total exactly and, when the total does not exceed the sum of the weights, no
 * share exceeds its weight (an order-wide discount spread over course lines never exceeds a line's
 * price). Ties in remainder go to the earlier weight.
 */
export function prorateMoney(total: Money, weights: readonly Money[]): Money[] {
  for (const w of weights) {
    assertSameCurrency(total, w);
    if (w.amount < 0) throw new RangeError(`weights must not be negative: ${w.amount}`);
  }
  if (total.amount < 0) throw new RangeError(`the total to prorate must not be negative: ${total.amount}`);
  const sum = weights.reduce((s, w) => s + BigInt(w.amount), 0n);
  if (sum === 0n) {
    if (total.amount !== 0) throw new RangeError('cannot prorate a non-zero total over zero weights');
    return weights.map(() => money(0, total.currency));
  }
  const t = BigInt(total.amount);
  const shares = weights.map((w) => (t * BigInt(w.amount)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (t * BigInt(w.amount)) % sum }));
  let left = t - shares.reduce((s, x) => s + x, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((s) => money(Number(s), total.currency));
}

/**
 * spec §5: the transfer amount has two decimals. A plain number string for form inputs and provider
 * edges (PayPal value, SCB/GBPrimePay amount): 150000 satang → "1500.00"; no grouping, no symbol.
 */
export function formatTransferAmount(m: Money): string {
  const { sign, major, minor } = figureParts(m);
  return `${sign}${major}.${minor}`;
}
