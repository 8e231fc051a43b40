import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@rian/contracts/site';
import { formatDate } from './format.ts';

/** What formatDate stands in for: Intl's medium date (and short time) in Thai time. */
function intlDate(iso: string, lang: Lang, withTime: boolean): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}

describe('formatDate: Thai time, written as Intl writes it', () => {
  it('writes the Buddhist era in Thai and the Thai date of a late UTC evening', () => {
    expect(formatDate('2026-01-05T17:30:00Z', 'th')).toBe('6 ม.ค. 2569');
    expect(formatDate('2026-01-05T17:30:00Z', 'th', true)).toBe('6 ม.ค. 2569 00:30');
    expect(formatDate('2026-01-05T17:30:00Z', 'en', true)).toBe('6 Jan 2026, 00:30');
    expect(formatDate('2026-12-31T16:59:00Z', 'en')).toBe('31 Dec 2026');
  });
  it('is null for nothing or a time that is not one', () => {
    expect(formatDate(null, 'th')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('not a time', 'th')).toBeNull();
  });
  it('is Intl.DateTimeFormat of th-TH and en-GB in Asia/Bangkok, for any time from 1970 to 2100', () => {
    const time = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(time, fc.constantFrom<Lang>('th', 'en'), fc.boolean(), (iso, lang, withTime) => {
        expect(formatDate(iso, lang, withTime)).toBe(intlDate(iso, lang, withTime));
      }),
      { numRuns: 2000 },
    );
  });
});
