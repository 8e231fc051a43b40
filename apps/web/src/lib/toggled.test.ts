import { describe, expect, it } from 'vitest';
import { toggled } from './toggled.ts';

describe('toggled', () => {
  it('adds or takes out the item in a new set, leaving the old one as it was', () => {
    const before = new Set([1, 2]);
    expect([...toggled(before, 3, true)]).toEqual([1, 2, 3]);
    expect([...toggled(before, 1, false)]).toEqual([2]);
    expect([...before]).toEqual([1, 2]);
  });
});
