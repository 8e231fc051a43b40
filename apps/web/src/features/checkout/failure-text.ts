// spec §8 messages for the checkout: each failure's Thai or English text from the domain's
// catalogue (errorMessage), with what it is about (course names, a coupon code) when it says so.
import { isErrorCode, messageOf } from '@rian/domain/errors';
import type { RuleFailure } from '@rian/domain/rule-failure';
import type { Lang } from '@rian/contracts/site';

/** A failure as the server's error.details.failures or the domain's rules carry it. */
export interface FailureLike {
  code: string;
  details?: unknown;
}

export { isErrorCode };

function subject(details: unknown): string | null {
  if (details === null || typeof details !== 'object') return null;
  const d = details as { names?: unknown; code?: unknown };
  // spec §8 COURSE_DUPLICATE "course names plus already-owned text", and the other per-course codes.
  if (Array.isArray(d.names)) {
    const names = d.names.filter((n): n is string => typeof n === 'string' && n !== '');
    if (names.length > 0) return names.join(', ');
  }
  // spec §8 coupon codes: the coupon the message is about.
  if (typeof d.code === 'string' && d.code !== '') return d.code;
  return null;
}

/** The message of one failure in the UI language; an unknown code reads as the generic error. */
export function failureText(failure: FailureLike | RuleFailure, lang: Lang): string {
  const message = messageOf(failure.code, lang);
  const about = subject(failure.details);
  return about ? `${message} (${about})` : message;
}

/** The §8 failures a refused order carries in error.details.failures; empty when it carries none. */
export function failuresOf(details: unknown): FailureLike[] {
  if (details === null || typeof details !== 'object') return [];
  const list = (details as { failures?: unknown }).failures;
  if (!Array.isArray(list)) return [];
  const out: FailureLike[] = [];
  for (const item of list as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { code, details: inner } = item as { code?: unknown; details?: unknown };
    if (typeof code === 'string') out.push({ code, details: inner });
  }
  return out;
}

/** The same failure reported twice (a rule and the server) shows once. */
export function uniqueTexts(failures: readonly (FailureLike | RuleFailure)[], lang: Lang): string[] {
  return [...new Set(failures.map((f) => failureText(f, lang)))];
}
