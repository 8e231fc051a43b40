// Maps every failure to the spec's error envelope (spec §8): a code from the catalogue, a message,
// and never a stack trace or a raw database error.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, errorMessage, type ErrorCode } from '@rian/domain';

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

export function notFound(what = 'Not found'): DomainError {
  return new DomainError('NOT_FOUND', 404, what);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });
}
