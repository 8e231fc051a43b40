// The one-time set-up of a production academy's first administrator (architecture.md, "Demo and
// production"): the link printed on the first start of a database without one.
import * as z from 'zod/mini';
import { okResponse } from './common.ts';

/** 32 random bytes, base64url. */
export const SetupTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const SetupStatusQuerySchema = z.object({ token: z.string().check(z.maxLength(200)) });
export const SetupStatusResponseSchema = okResponse(z.object({ valid: z.boolean() }));

export const SetupAdminBodySchema = z.object({
  token: SetupTokenSchema,
  username: z.string().check(z.minLength(1), z.maxLength(255)),
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SetupAdminBody = z.infer<typeof SetupAdminBodySchema>;

export const SetupAdminResponseSchema = okResponse(z.object({ username: z.string() }));
