// The sales dashboard's period: Thai calendar days, both included, and
// the size of its buckets. Without days it is the last 30 Thai days up to today; a period runs
// forwards and spans at most three years, so a day-by-day chart stays readable and the queries bounded.
import { DomainError } from './errors.ts';
import { utcToThaiDateTime } from './payment-report.ts';

/** How the revenue series is cut: Thai calendar days, ISO weeks (Monday first) or calendar months. */
export const SALES_BUCKETS = ['day', 'week', 'month'] as const;
export type SalesBucket = (typeof SALES_BUCKETS)[number];

/** Three years of days, a leap day included. */
export const MAX_SALES_RANGE_DAYS = 3 * 365 + 1;
export const DEFAULT_SALES_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** How many days `from` to `to` cover, both included (1 for a single day). */
export function daysCovered(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The Thai calendar day of an instant. */
export function thaiDay(instant: Date): string {
  return utcToThaiDateTime(instant).date;
}

/**
 * The period asked for, with the defaults filled in: `to` is today (Thai time), `from` 29 days before
 * `to`. SALES_RANGE_REVERSED when `from` is after `to`; SALES_RANGE_TOO_LONG past three years.
 */
export function salesRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const to = asked.to ?? thaiDay(now);
  const from = asked.from ?? dayOf(dayNumber(to) - (DEFAULT_SALES_RANGE_DAYS - 1));
  const days = daysCovered(from, to);
  if (days < 1) throw new DomainError('SALES_RANGE_REVERSED');
  if (days > MAX_SALES_RANGE_DAYS) throw new DomainError('SALES_RANGE_TOO_LONG');
  return { from, to };
}
