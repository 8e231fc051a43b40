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

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: MoneyLocale, currency: Currency, fraction: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fraction}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats an amount for display: "฿4,900" for whole baht, "฿4,900.50" otherwise; "$149.00" style for
 * USD. `alwaysDecimals` forces two decimals (transfer amounts, spec §5).
 */
export function formatMoney(m: Money, locale: MoneyLocale = 'th', alwaysDecimals = false): string {
  const fraction = alwaysDecimals || m.amount % MINOR_PER_MAJOR !== 0;
  return formatter(locale, m.currency, fraction).format(toMajor(m.amount));
}
