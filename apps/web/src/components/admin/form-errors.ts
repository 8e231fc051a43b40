// The contracts' field rules speak in keys ('required', 'slug', …: packages/contracts/admin/fields.ts);
// the back office's forms show them in the reader's language. A server's refusal of one field
// (INPUT_ERROR with details, SLUG_TAKEN) lands on that field.
import type { TFunction } from 'i18next';
import type { Lang } from '@rian/contracts/site';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/** The rule keys the back office translates: the contracts' and the domain's (plan-rules). */
const KEYS = new Set([
  'required',
  'tooLong',
  'tooMany',
  'slug',
  'time',
  'url',
  'min',
  'max',
  'termRequired',
  'freeIsZero',
  'paidNeedsPrice',
  'approvalIsFree',
  'coursesRequired',
  'notThisCourse',
  'unknownCourse',
  'percent',
  'endBeforeStart',
  'couponCode',
]);

/**
 * A field's error in the reader's language: a rule key translated; words a server wrote for this
 * field (already in the reader's language, serverFieldErrors) as they are; any other key 'invalid'.
 */
export function fieldError(t: TFunction, message: unknown): string | undefined {
  if (!message) return undefined;
  const key = String(message);
  if (KEYS.has(key)) return t(`admin.validation.${key as 'required'}`);
  return /^[a-z][A-Za-z]*$/.test(key) ? t('admin.validation.invalid') : key;
}

/** The form errors a server refusal names: its details' fields, or `slugField` for SLUG_TAKEN. */
export function serverFieldErrors(error: unknown, lang: Lang, slugField?: string): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'SLUG_TAKEN' && slugField) return { [slugField]: errorText(error, lang) };
  const details = Array.isArray(error.details)
    ? (error.details as { path?: string; message?: string; message_th?: string }[])
    : [];
  const out: Record<string, string> = {};
  for (const d of details) {
    const path = (d.path ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (path) out[path] = (lang === 'th' ? d.message_th : undefined) ?? d.message ?? errorText(error, lang);
  }
  return out;
}
