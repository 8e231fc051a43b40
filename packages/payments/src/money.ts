// Provider amounts: most APIs take major units as a decimal string ("1500.00"); Rian keeps minor units.

import type { Currency } from './types.ts';

/** 150000 → "1500.00". */
export function toMajorString(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`amount must be a whole number of minor units ≥ 0, got ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "1500.00" | "1500" | 1500.5 → 150000 / 150050; null for anything that is not an amount. */
export function fromMajor(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** ISO 4217 numeric codes (spec §9: 764 for the card provider). */
export const NUMERIC_CURRENCY: Readonly<Record<Currency, string>> = { THB: '764', USD: '840' };

export function currencyFromNumeric(code: string): Currency | null {
  if (code === '764') return 'THB';
  if (code === '840') return 'USD';
  return null;
}
