// Access countdown (spec §4, §9): how long a bought course stays open to its owner.
// - Period plans count from the start date plus the course days, or plus the term when no course
//   days are set; for course days a month is 30 days and a year 365 (spec §9).
// - Actual plans last term × unit, with the spec's unit lengths in milliseconds: hour 3.6e6,
//   day 8.64e7, month 2.592e9 (30 days), year 3.1104e10 (360 days, as the spec gives it).
// - One-Time Payment and Free plans are unlimited; courseDays −1 means unlimited.
import type { PlanType, TermUnit } from './plans.ts';

const HOUR = 3.6e6;
const DAY = 8.64e7;

/** spec §4: Actual plans use term × unit in milliseconds. */
export const ACTUAL_UNIT_MS: Record<TermUnit, number> = {
  'Hour(s)': HOUR,
  'Day(s)': DAY,
  'Month(s)': 2.592e9,
  'Year(s)': 3.1104e10,
};

/** spec §9: course days count a month as 30 days and a year as 365. */
export const PERIOD_UNIT_MS: Record<TermUnit, number> = {
  'Hour(s)': HOUR,
  'Day(s)': DAY,
  'Month(s)': 30 * DAY,
  'Year(s)': 365 * DAY,
};

export interface AccessTerms {
  planType: PlanType | string;
  /** When access started (the order's approval, or the first lesson for some academies). */
  startDateTime: Date;
  /** Course days of a Period plan; −1 or null means none set (−1: unlimited). */
  courseDays: number | null;
  term: number | null;
  termUnit: TermUnit | string | null;
}

function isTermUnit(u: unknown): u is TermUnit {
  return typeof u === 'string' && u in ACTUAL_UNIT_MS;
}

/** The later of two ends of access, null meaning "never ends": holding both, the buyer keeps the longer. */
export function laterAccessEnd(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a.getTime() >= b.getTime() ? a : b;
}

/**
 * When access ends, or null when it never does. A plan whose terms cannot be read (an unknown
 * unit, a missing term) is treated as ending at its start: access is not granted by a typo.
 */
export function accessEndsAt(t: AccessTerms): Date | null {
  const start = t.startDateTime.getTime();
  if (t.courseDays === -1) return null;
  switch (t.planType) {
    case 'One-Time Payment':
    case 'Free':
      return null;
    case 'Period': {
      if (t.courseDays !== null && t.courseDays >= 0) return new Date(start + t.courseDays * DAY);
      if (t.term !== null && t.term >= 0 && isTermUnit(t.termUnit)) return new Date(start + t.term * PERIOD_UNIT_MS[t.termUnit]);
      return new Date(start);
    }
    case 'Actual': {
      if (t.term !== null && t.term >= 0 && isTermUnit(t.termUnit)) return new Date(start + t.term * ACTUAL_UNIT_MS[t.termUnit]);
      return new Date(start);
    }
    default:
      return new Date(start);
  }
}

export interface Countdown {
  unlimited: boolean;
  expiresAt: Date | null;
  /** Milliseconds left, 0 when expired; null when unlimited. */
  remainingMs: number | null;
  expired: boolean;
  /** Whole days, hours, minutes and seconds left, for the player's display. */
  parts: { days: number; hours: number; minutes: number; seconds: number } | null;
}

/** The countdown the player shows (spec §4, GET /private/course/countdowntime/{courseId}). */
export function accessCountdown(t: AccessTerms, now: Date): Countdown {
  const expiresAt = accessEndsAt(t);
  if (expiresAt === null) return { unlimited: true, expiresAt: null, remainingMs: null, expired: false, parts: null };
  const remainingMs = Math.max(0, expiresAt.getTime() - now.getTime());
  let rest = Math.floor(remainingMs / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  return { unlimited: false, expiresAt, remainingMs, expired: remainingMs === 0, parts: { days, hours, minutes, seconds } };
}
