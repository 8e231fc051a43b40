// Maps every failure to the spec's error envelope (spec §8): a code from the catalogue, a message,
// and never a stack trace or a raw database error.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, errorMessage, type ErrorCode } from '@rian/domain';
import { TransitionRefused } from '@rian/domain/lifecycles/lifecycle';

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  return {
    success: false as const,
    error: { code, message: message ?? errorMessage(code, 'en'), ...(details === undefined ? {} : { details }) },
  };
}

/** PostgreSQL's unique_violation (23505), wherever the driver put it (PGlite and pg wrap differently). */
export function isUniqueViolation(err: unknown): boolean {
  for (let cur: unknown = err; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The PostgreSQL error code of a driver error, wherever the driver put it. */
function pgCode(err: unknown): string | undefined {
  for (let cur: unknown = err; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The part of a one-statement write whose hold matched no row (lib/one-statement.ts `mustMatch`,
 * SQLSTATE RH001 raised by rian_refuse_hold), or null when `err` is something else.
 */
export function refusedHold(err: unknown): string | null {
  for (let cur: unknown = err; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const { code, message } = cur as { code?: unknown; message?: unknown };
    if (code === 'RH001' && typeof message === 'string') return message;
  }
  return null;
}

/**
 * A value the database refused as data (class 22: out of range, invalid text or byte sequence,
 * string too long; 54000: too large to process): the caller's input, not the server's fault. The
 * input guard and the contracts catch these first; this is the net under them.
 */
export function isInputRejectedByDb(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && (code.startsWith('22') || code === '54000');
}

/**
 * What the log may say of an error: never a query's parameters (password hashes, session tokens,
 * personal data) nor a driver's copy of them; the SQL text, codes, table and constraint are kept.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as Record<string, unknown> & { cause?: unknown };
  const out: Record<string, unknown> = { type: (e.constructor as { name?: string } | undefined)?.name ?? 'Error' };
  const message = typeof e.message === 'string' ? e.message : '';
  // Drizzle's message is "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values.
  out.message = message.replace(/\nparams:[\s\S]*$/, '');
  for (const key of ['code', 'table', 'constraint', 'column', 'routine', 'statusCode'] as const) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (typeof e.stack === 'string')
    out.stack = e.stack
      .replace(/\nparams:[^\n]*/g, '')
      .split('\n')
      .filter((l) => l.startsWith('    at '))
      .slice(0, 8)
      .join('\n');
  if (e.cause && e.cause !== err) out.cause = loggableError(e.cause);
  return out;
}

export function notFound(what = 'Not found'): DomainError {
  return new DomainError('NOT_FOUND', what);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) {
      const retryAfter = (err.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (err.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
    }
    if (err instanceof TransitionRefused) {
      return reply.status(409).send(errorBody('TRANSITION_REFUSED', err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return reply.status(400).send(errorBody('INPUT_ERROR', `Invalid ${err.validationContext ?? 'input'}`, details));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type: the caller's input is wrong.
      return reply.status(status).send(errorBody('INPUT_ERROR', err.message));
    }
    if (isInputRejectedByDb(err)) {
      req.log.warn({ err: loggableError(err) }, 'input refused by the database');
      return reply.status(400).send(errorBody('INPUT_ERROR'));
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });
}
