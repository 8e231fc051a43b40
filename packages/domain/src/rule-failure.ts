// A broken rule as the caller sees it: a spec §8 code and the details its message needs. Rules return
// these (never throw them) so that one validation can report every failure at once (spec §5).
import type { ErrorCode } from './errors.ts';

export interface RuleFailure {
  code: ErrorCode;
  /** What the message needs, e.g. spec §8 COURSE_DUPLICATE lists the course names. */
  details?: Readonly<Record<string, unknown>>;
}

/** A failure with its details; a one-liner so that rules read as `return ruleFailure('CART_EMPTY')`. */
export function ruleFailure(code: ErrorCode, details?: Readonly<Record<string, unknown>>): RuleFailure {
  return details === undefined ? { code } : { code, details };
}
