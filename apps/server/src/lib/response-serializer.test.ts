import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileSerializer, createSerializerCompiler } from './response-serializer.ts';

const Card = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  price_from: z.optional(z.number()),
});

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/card', httpStatus: '200' }) as never;

describe('response serializer', () => {
  it('writes only the fields the contract names, as zod does', () => {
    const write = compileSerializer(Card)!;
    const row = { id: 1, title: 'คอร์ส', category: { id: 2, name: 'ภาษา', link_path: 'lang' }, password_hash: 'x' };
    expect(JSON.parse(write(row))).toEqual({ id: 1, title: 'คอร์ส', category: { id: 2, name: 'ภาษา' } });
    expect(JSON.parse(write({ ...row, category: null }))).toEqual({ id: 1, title: 'คอร์ส', category: null });
  });

  it('keeps zod for a schema JSON Schema cannot say', () => {
    const When = z.object({ at: z.date() });
    expect(compileSerializer(When)).toBeNull();
    expect(createSerializerCompiler({ check: false })(route(When))({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
  });

  it('checking, fails an answer zod refuses or writes otherwise', () => {
    const write = createSerializerCompiler({ check: true })(route(Card));
    expect(JSON.parse(write({ id: 1, title: 't', category: null }))).toEqual({ id: 1, title: 't', category: null });
    // The compiled serializer alone would write 1.5 as 1 (an integer) without a word.
    expect(() => write({ id: 1.5, title: 't', category: null })).toThrow();
    expect(createSerializerCompiler({ check: false })(route(Card))({ id: 1.5, title: 't', category: null })).toContain('"id":1');
  });
});
