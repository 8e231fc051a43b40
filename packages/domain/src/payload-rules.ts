// What the zod/mini payload schemas share (payloads.ts): a rule function run as one check, the
// localised message option, and the wire format's ids, amounts and flags.
import * as z from 'zod/mini';
import type { FieldIssue, LocalisedMessage, MessageLang } from './field-issues.ts';

/**
 * Adds one check to a schema that runs a plain rule function on the parsed value and reports its
 * issues as zod issues: the path as given, the message in the language, the message key in params.
 */
export function withRules<S extends z.ZodMiniType>(
  schema: S,
  lang: MessageLang,
  rules: (value: z.output<S>) => readonly FieldIssue[],
): S {
  return schema.check(
    z.superRefine<z.output<S>>((value, ctx) => {
      for (const issue of rules(value)) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message[lang],
          path: [...issue.path],
          params: { key: issue.key },
          input: value,
        });
      }
    }),
  );
}

export const msg = (m: LocalisedMessage, lang: MessageLang) => ({ error: m[lang] });

/** A positive integer id. */
export const Id = z.int().check(z.positive());
/** An amount in integer minor units (satang, cents), never negative. */
export const MinorAmount = z.int().check(z.nonnegative());
/** The 0/1 flags of the spec's wire format. */
export const Flag = z.union([z.literal(0), z.literal(1)]);
export const OptionalText = z.optional(z.nullable(z.string()));
