// The session side of accounts (spec §6): who is signed in, log-in, reset links, social log-in
// and the guest id. Kept apart from auth.ts, whose registration and tax schemas carry the domain's
// rules: every page may read the session, and the web app loads this module only when it calls.
import * as z from 'zod/mini';
import { okResponse } from './common.ts';

export { GUEST_ID_HEADER, GUEST_COOKIE } from './guest-id.ts';
/** A guest id is a random UUID (crypto.randomUUID in the browser): unguessable, so it can own a cart. */
export const GuestIdSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));

export const SOCIAL_PROVIDERS = ['line', 'google', 'facebook'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProviderId = z.infer<typeof SocialProviderSchema>;

/** The signed-in account as the browser sees it (never a password or its hash). */
export const SessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number(),
  is_student: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /public/auth/session: who is signed in; user null for a visitor or an ended session. */
export const SessionResponseSchema = z.object({
  success: z.literal(true),
  user: z.nullable(SessionUserSchema),
  /**
   * 'expired' when the browser held a session that has ended (spec §6 session-expired modal);
   * 'denied' when the account is refused by the site's whitelist (spec §6 sign-out modal).
   */
  status: z.enum(['valid', 'expired', 'denied', 'none']),
});

/** Log-in by username or e-mail (spec §7 "Login by action {username, password}"). */
export const LoginBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export const LoginResponseSchema = z.object({
  success: z.literal(true),
  response: z.object({ user: SessionUserSchema }),
});

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

export const ForgotPasswordBodySchema = z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)) });
export const ResetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/));
export const ResetPasswordBodySchema = z.object({
  token: ResetTokenSchema,
  password: z.string().check(z.maxLength(1024)),
});
export const ResetTokenCheckResponseSchema = okResponse(z.object({ valid: z.boolean() }));

export const SocialProviderInfoSchema = z.object({ provider: SocialProviderSchema, start_url: z.string() });
export const SocialProvidersResponseSchema = okResponse(z.array(SocialProviderInfoSchema));
