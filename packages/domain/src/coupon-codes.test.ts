import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUPON_CODE_ALPHABET, randomCouponCode, uniqueCouponCodes } from './coupon-codes.ts';

/** Bytes from a fixed list, over and over. */
const cycling = (bytes: number[]) => {
  let i = 0;
  return (n: number) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length]!);
};

describe('coupon codes made in bulk', () => {
  it('uses no look-alike characters', () => {
    for (const c of '0O1IL5S2Z8B') expect(COUPON_CODE_ALPHABET).not.toContain(c);
    expect(new Set(COUPON_CODE_ALPHABET).size).toBe(COUPON_CODE_ALPHABET.length);
  });

  it('puts the upper-cased prefix before eight characters of the alphabet', () => {
    const code = randomCouponCode(' xmas- ', randomBytes);
    expect(code).toMatch(new RegExp(`^XMAS-[${COUPON_CODE_ALPHABET}]{8}$`));
  });

  it('throws away the bytes that would bias the draw', () => {
    // 250..255 lie past the last whole multiple of 25: skipped, so the code is made of bytes 0 and 26 only.
    expect(randomCouponCode('', cycling([250, 255, 0, 26]), 4)).toBe('ACAC');
  });

  it('makes the asked number of distinct codes, none already taken', () => {
    const taken = new Set(['P-AAAA']);
    const codes = uniqueCouponCodes('p-', 500, randomBytes, taken);
    expect(codes).toHaveLength(500);
    expect(new Set(codes).size).toBe(500);
    expect(codes).not.toContain('P-AAAA');
  });

  it('draws again on a collision with a taken code', () => {
    // The first draw gives AA (taken), the next CC.
    expect(uniqueCouponCodes('', 1, cycling([0, 0, 1, 1]), new Set(['AA']), 2)).toEqual(['CC']);
  });

  it('answers null rather than looping when the codes cannot be found', () => {
    expect(uniqueCouponCodes('', 2, cycling([0]), new Set(), 2)).toBeNull();
  });
});
