import { describe, expect, it } from 'vitest';
import { applyTransition, canTransition, eventsFrom, sourcesOf, TransitionRefused } from './lifecycle.ts';
import {
  acceptanceStands,
  certificateStatusOf,
  WITHHOLDING_CERTIFICATE_LIFECYCLE as LC,
  WITHHOLDING_CERTIFICATE_STATUSES,
} from './withholding-certificate.ts';

const matching = { amount: 3_000, expected: 3_000 };

describe('withholding certificate lifecycle (payments.md "Thai tax and formats")', () => {
  it('takes a file while awaited, uploaded or rejected, never once accepted', () => {
    expect(sourcesOf(LC, 'upload')).toEqual(['awaited', 'uploaded', 'rejected']);
    for (const s of WITHHOLDING_CERTIFICATE_STATUSES) {
      expect(canTransition(LC, s, 'upload')).toBe(s !== 'accepted');
    }
    expect(applyTransition(LC, 'rejected', 'upload')).toBe('uploaded');
    expect(eventsFrom(LC, 'accepted')).toEqual([]);
  });

  it('accepts or rejects only an uploaded certificate', () => {
    for (const s of WITHHOLDING_CERTIFICATE_STATUSES) {
      expect(canTransition(LC, s, 'accept', matching)).toBe(s === 'uploaded');
      expect(canTransition(LC, s, 'reject')).toBe(s === 'uploaded');
    }
    expect(applyTransition(LC, 'uploaded', 'accept', matching)).toBe('accepted');
    expect(applyTransition(LC, 'uploaded', 'reject')).toBe('rejected');
    expect(() => applyTransition(LC, 'awaited', 'accept', matching)).toThrow(TransitionRefused);
  });

  it('refuses an acceptance whose amount differs from the order’s, unless a reason is given', () => {
    const off = { amount: 2_999, expected: 3_000 };
    expect(canTransition(LC, 'uploaded', 'accept', off)).toBe(false);
    expect(canTransition(LC, 'uploaded', 'accept', { ...off, reason: '   ' })).toBe(false);
    expect(canTransition(LC, 'uploaded', 'accept', { ...off, reason: 'ผู้ซื้อคำนวณจากยอดก่อนส่วนลด' })).toBe(true);
    expect(canTransition(LC, 'uploaded', 'accept')).toBe(false);
    expect(acceptanceStands(matching)).toBe(true);
    expect(acceptanceStands({ amount: 3_001, expected: 3_000, reason: null })).toBe(false);
  });

  it('reads a missing or unknown stored state as awaited', () => {
    expect(certificateStatusOf(null)).toBe('awaited');
    expect(certificateStatusOf(undefined)).toBe('awaited');
    expect(certificateStatusOf('bogus')).toBe('awaited');
    expect(certificateStatusOf('rejected')).toBe('rejected');
  });
});
