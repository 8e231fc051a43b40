// Field rules the back office's forms and the admin API share. A rule's message is a key the web
// translates (admin.validation.*), so one schema speaks Thai and English.
import * as z from 'zod/mini';

export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));

export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'tooLong'));

/** A nullable text: '' is stored as null. */
export const nullableText = (max: number) =>
  z.pipe(
    z.nullable(optionalText(max)),
    z.transform((s: string | null) => (s === null || s === '' ? null : s)),
  );

/** A page's or course's link: lower-case letters (Thai too), digits and single hyphens. */
export const slugSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(120, 'tooLong'),
    z.regex(/^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u, 'slug'),
  );

/** An ISO time or null. */
export const nullableTime = z.nullable(z.iso.datetime({ offset: true, message: 'time' }));

/** A public media path or URL (an upload's /uploads/… path or an https address). */
export const mediaUrl = z.nullable(
  z.string().check(z.maxLength(2000, 'tooLong'), z.regex(/^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/, 'url')),
);

export const flag = z.union([z.literal(0), z.literal(1)]);

/** An amount in minor units (satang, cents), up to one million baht. */
export const money = z.int().check(z.minimum(0, 'min'), z.maximum(100_000_000, 'max'));

/** A row's place in its list, smallest first. */
export const sortOrder = z.int().check(z.minimum(0, 'min'), z.maximum(100_000, 'max'));

// What the admin API answers: stored texts, texts that may be missing, numbers that may be missing.
export const text = z.string();
export const maybeText = z.nullable(z.string());
export const maybeNumber = z.nullable(z.number());
