import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './money-input.ts';

describe('money typed in baht, stored in satang', () => {
  it('turns baht with two decimals into whole satang and back', () => {
    expect(toMinor(450)).toBe(45_000);
    expect(toMinor(19.99)).toBe(1_999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('')).toBeNull();
    expect(toMajor(1_999)).toBe(19.99);
    expect(toMajor(null)).toBe('');
  });
});
