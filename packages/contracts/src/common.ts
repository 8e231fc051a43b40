// Shared pieces of every contract. Written with zod/mini so that the web app can parse responses
// with the same schemas without carrying full zod into the first page load (architecture.md,
// performance budget); fastify-type-provider-zod accepts zod/mini schemas as they are.
import * as z from 'zod/mini';
import { PAGE_SIZES, MAX_KEYWORD_LENGTH, MAX_PAGE } from '@rian/domain/pagination';

export { ErrorCodeSchema, ErrorResponseSchema, errorResponses, type ErrorResponse } from './errors.ts';

export const CurrencySchema = z.enum(['THB', 'USD']);

/** Positive integer id in a path: "12", never "12abc", "-1" or "0". */
export const IdParamSchema = z
  .pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)),
    z.transform((s: string) => Number(s)),
  )
  .check(z.refine((n: number) => n <= 2_147_483_647));

/** A positive integer id in a body (PostgreSQL integer range). */
export const IdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));

/** An id sent as a number or as a string of digits (the spec's bodies send both); always a number after parsing. */
export const IdLikeSchema = z.union([IdSchema, IdParamSchema]);

export const PageSizeSchema = z.pipe(
  z.coerce.number(),
  z.union(
    PAGE_SIZES.map((n) => z.literal(n)) as unknown as [
      z.ZodMiniLiteral<10>,
      z.ZodMiniLiteral<20>,
      z.ZodMiniLiteral<30>,
      z.ZodMiniLiteral<40>,
    ],
  ),
);

export const PageSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE));

export const KeywordSchema = z.string().check(z.maxLength(MAX_KEYWORD_LENGTH * 2));

/**
 * Thai texts with their English versions, each as `name` then `name_en`; an English text is null until
 * it is written, and the storefront then shows the Thai one (spec §2 language switch).
 */
export function bilingualText<const K extends string>(...names: K[]) {
  const fields = names.flatMap((name) => [
    [name, z.string()],
    [`${name}_en`, z.nullable(z.string())],
  ]);
  return Object.fromEntries(fields) as { [N in K]: z.ZodMiniString<string> } & {
    [N in `${K}_en`]: z.ZodMiniNullable<z.ZodMiniString<string>>;
  };
}

/** ?page and ?pageSize of a storefront list: page 1 of 10 unless asked (spec §7). */
export const pageQueryFields = {
  page: z._default(PageSchema, 1),
  pageSize: z._default(PageSizeSchema, 10),
};

/** One page of a storefront list: its items, how many there are in all, and which page this is. */
export function listPageFields<T extends z.ZodMiniType>(item: T) {
  return { data: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() };
}

export function listResponse<T extends z.ZodMiniType>(item: T) {
  return z.object({ success: z.literal(true), ...listPageFields(item) });
}

export function okResponse<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
