// The sales dashboard's period: defaults, the Thai day of an instant, and the two refusals.
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { daysCovered, MAX_SALES_RANGE_DAYS, salesRange, thaiDay } from './sales-range.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
};

describe('the sales period', () => {
  // 16:30 UTC on 25 November is 23:30 on 25 November in Bangkok; 17:00 UTC is already the 26th.
  const now = new Date('2026-11-25T17:00:00Z');

  it('counts days both included and finds the Thai day of an instant', () => {
    expect(daysCovered('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysCovered('2026-10-01', '2026-11-30')).toBe(61);
    expect(thaiDay(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-25');
    expect(thaiDay(now)).toBe('2026-11-26');
  });

  it('defaults to the last 30 Thai days up to today', () => {
    expect(salesRange({}, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(salesRange({ to: '2026-03-01' }, now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(salesRange({ from: '2026-11-20' }, now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('refuses a period that runs backwards or spans more than three years', () => {
    expect(code(() => salesRange({ from: '2026-11-02', to: '2026-11-01' }, now))).toBe('SALES_RANGE_REVERSED');
    expect(code(() => salesRange({ from: '2026-12-01' }, now))).toBe('SALES_RANGE_REVERSED');
    expect(code(() => salesRange({ from: '2023-11-26', to: '2026-11-26' }, now))).toBe('SALES_RANGE_TOO_LONG');
    expect(daysCovered('2023-11-27', '2026-11-26')).toBe(MAX_SALES_RANGE_DAYS);
    expect(salesRange({ from: '2023-11-27', to: '2026-11-26' }, now)).toEqual({ from: '2023-11-27', to: '2026-11-26' });
  });
});
