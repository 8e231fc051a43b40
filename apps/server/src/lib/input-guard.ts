// The edge every request crosses before its route's schema: text that PostgreSQL cannot store or
// that would be stored altered is refused here, once, for every route (path, query and body,
// including raw webhook bodies and form fields). A NUL (U+0000) cannot be stored in a text column;
// a lone surrogate would be stored as U+FFFD, silently changing what the caller sent. Bodies nested
// deeper than anyone's real data are refused before a route walks them.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@rian/domain/errors';

/** Deeper than any payload of the spec (§3 is at most four levels) by a wide margin. */
export const MAX_INPUT_DEPTH = 32;

type Problem = { where: string; what: string } | null;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, where: string): Problem {
  if (text.includes('\u0000')) return { where, what: 'contains a NUL character' };
  if (LONE_SURROGATE.test(text)) return { where, what: 'contains a lone surrogate (not valid Unicode)' };
  return null;
}

/** The first problem in a parsed value, walking objects and arrays (keys included). */
export function inputProblem(value: unknown, where: string, depth = 0): Problem {
  if (typeof value === 'string') return textProblem(value, where);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { where, what: `is nested deeper than ${MAX_INPUT_DEPTH} levels` };
  if (Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`;
    const found = textProblem(key, path) ?? inputProblem(inner, path, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const found = inputProblem(req.params, 'path') ?? inputProblem(req.query, 'query') ?? inputProblem(req.body, 'body');
    if (found) {
      throw new DomainError('INPUT_ERROR', `The ${found.where} ${found.what}`, [
        { path: found.where, key: 'invalidText', message: `${found.what}` },
      ]);
    }
  });
}
