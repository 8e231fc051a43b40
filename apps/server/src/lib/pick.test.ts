import { describe, expect, it } from 'vitest';
import { pick } from './pick.ts';

describe('pick', () => {
  it('copies the named fields in the order named, null and undefined values included', () => {
    const row = { id: 1, tel: null, address: 'Bangkok', nickname: undefined, email: 'a@example.com' };
    const picked = pick(row, ['address', 'tel', 'nickname']);
    expect(picked).toEqual({ address: 'Bangkok', tel: null, nickname: undefined });
    expect(Object.keys(picked)).toEqual(['address', 'tel', 'nickname']);
  });
});
