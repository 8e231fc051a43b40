// The error envelope every route answers with (spec §8), in a module of its own so that the web
// app's entry can parse errors without loading the other shared schemas.
import * as z from 'zod/mini';
import { ERROR_CODES } from '@rian/domain/errors';

export const ErrorCodeSchema = z.enum(ERROR_CODES as [string, ...string[]]);

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The error envelope under each of the given HTTP statuses: a route's error responses in one line. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S[number],
    typeof ErrorResponseSchema
  >;
}
