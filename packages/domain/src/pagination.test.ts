import { describe, expect, it } from 'vitest';
import { readListParams } from './pagination.ts';

const read = (query: Record<string, string>) => readListParams((name) => query[name] ?? null);

describe('a list page’s address (spec §9 page sizes)', () => {
  it('reads the defaults from an address that names nothing', () => {
    expect(read({})).toEqual({ filter: '', keyword: '', page: 1, pageSize: 10 });
  });

  it('keeps what it offers and reads the rest as the defaults', () => {
    expect(read({ filter: 'bestseller', keyword: '  การ   ตลาด ', page: '3', pageSize: '40' })).toEqual({
      filter: 'bestseller',
      keyword: 'การ ตลาด',
      page: 3,
      pageSize: 40,
    });
    for (const page of ['0', '-1', '1.5', 'two', '10001']) expect(read({ page }).page, page).toBe(1);
    for (const pageSize of ['7', '100', '', 'ten']) expect(read({ pageSize }).pageSize, pageSize).toBe(10);
    expect(read({ keyword: 'ก'.repeat(150) }).keyword).toHaveLength(100);
  });
});
