// Table tests for the access countdown of spec §4 and §9.
import { describe, expect, it } from 'vitest';
import { accessCountdown, accessEndsAt, laterAccessEnd, type AccessTerms } from './access-countdown.ts';

const start = new Date('2026-01-01T00:00:00Z');
const DAY = 86_400_000;
const terms = (over: Partial<AccessTerms>): AccessTerms => ({
  planType: 'Period',
  startDateTime: start,
  courseDays: null,
  term: null,
  termUnit: null,
  ...over,
});

describe('laterAccessEnd', () => {
  const may = new Date('2026-05-01T00:00:00Z');
  const june = new Date('2026-06-01T00:00:00Z');
  it('keeps the later end, and "never" over any date', () => {
    expect(laterAccessEnd(may, june)).toEqual(june);
    expect(laterAccessEnd(june, may)).toEqual(june);
    expect(laterAccessEnd(null, june)).toBeNull();
    expect(laterAccessEnd(may, null)).toBeNull();
  });
});

describe('accessEndsAt', () => {
  it.each([
    ['Period with course days', terms({ courseDays: 45 }), 45 * DAY],
    ['Period with course days 0', terms({ courseDays: 0 }), 0],
    ['Period by term in days', terms({ term: 10, termUnit: 'Day(s)' }), 10 * DAY],
    ['Period by term in months: 30 days each', terms({ term: 6, termUnit: 'Month(s)' }), 180 * DAY],
    ['Period by term in years: 365 days each', terms({ term: 1, termUnit: 'Year(s)' }), 365 * DAY],
    ['Period by term in hours', terms({ term: 48, termUnit: 'Hour(s)' }), 2 * DAY],
    ['Period: course days win over term', terms({ courseDays: 7, term: 6, termUnit: 'Month(s)' }), 7 * DAY],
    ['Actual hours: 3.6e6 each', terms({ planType: 'Actual', term: 48, termUnit: 'Hour(s)' }), 48 * 3.6e6],
    ['Actual days: 8.64e7 each', terms({ planType: 'Actual', term: 30, termUnit: 'Day(s)' }), 30 * 8.64e7],
    ['Actual months: 2.592e9 each', terms({ planType: 'Actual', term: 2, termUnit: 'Month(s)' }), 2 * 2.592e9],
    ['Actual years: 3.1104e10 each', terms({ planType: 'Actual', term: 1, termUnit: 'Year(s)' }), 3.1104e10],
    ['Period without terms: no access', terms({}), 0],
    ['Actual with an unknown unit: no access', terms({ planType: 'Actual', term: 3, termUnit: 'Week(s)' }), 0],
    ['an unknown plan type: no access', terms({ planType: 'Lifetime?' }), 0],
  ] as const)('%s', (_name, t, ms) => {
    expect(accessEndsAt(t)?.getTime()).toBe(start.getTime() + ms);
  });

  it.each([
    ['One-Time Payment', terms({ planType: 'One-Time Payment', term: 1, termUnit: 'Day(s)' })],
    ['Free', terms({ planType: 'Free', courseDays: 3 })],
    ['courseDays −1', terms({ planType: 'Period', courseDays: -1, term: 1, termUnit: 'Day(s)' })],
    ['courseDays −1 on Actual', terms({ planType: 'Actual', courseDays: -1, term: 1, termUnit: 'Day(s)' })],
  ] as const)('%s is unlimited', (_name, t) => expect(accessEndsAt(t)).toBeNull());
});

describe('accessCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const c = accessCountdown(terms({ courseDays: 2 }), new Date(start.getTime() + DAY - 61_000));
    expect(c).toMatchObject({ unlimited: false, expired: false, remainingMs: DAY + 61_000 });
    expect(c.parts).toEqual({ days: 1, hours: 0, minutes: 1, seconds: 1 });
  });

  it('is expired at and after the end, never negative', () => {
    const end = start.getTime() + 2 * DAY;
    expect(accessCountdown(terms({ courseDays: 2 }), new Date(end - 1)).expired).toBe(false);
    expect(accessCountdown(terms({ courseDays: 2 }), new Date(end))).toMatchObject({ expired: true, remainingMs: 0 });
    expect(accessCountdown(terms({ courseDays: 2 }), new Date(end + DAY)).remainingMs).toBe(0);
  });

  it('is unlimited for One-Time and Free plans', () => {
    expect(accessCountdown(terms({ planType: 'Free' }), start)).toEqual({
      unlimited: true,
      expiresAt: null,
      remainingMs: null,
      expired: false,
      parts: null,
    });
  });
});
