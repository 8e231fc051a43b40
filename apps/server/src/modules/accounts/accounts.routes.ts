// Account routes (spec §7 "Registration and login", §6 roles): registration, log-in and log-out,
// the session, password reset, the student's own data and tax data, and whether they may buy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ErrorResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegistrationBodySchema,
  RegistrationResponseSchema,
  ResetPasswordBodySchema,
  ResetTokenCheckResponseSchema,
  ResetTokenSchema,
  SessionResponseSchema,
  StudentResponseSchema,
  SuccessResponseSchema,
  TaxInvoiceBodySchema,
  TaxResponseSchema,
  errorResponses,
} from '@rian/contracts';
import { LIMITS } from '../../lib/rate-limit.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { signedOut } from '../auth/session.service.ts';
import { DomainError } from '@rian/domain/errors';
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { toSessionUser, type AccountsDeps } from './accounts-deps.ts';
import { registerStudent } from './register-student.ts';
import { logIn } from './log-in.ts';
import { isResetLinkValid, requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { getStudent } from './get-student.ts';
import { saveTaxInvoice } from './save-tax-invoice.ts';
import { resendWelcome } from './resend-welcome.ts';

const errors = errorResponses(400, 401, 403, 409);

export function accountsRoutes(deps: AccountsDeps, auth: Auth, throttle: LoginThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    registerSignUpRoutes(app, deps, auth);
    registerSessionRoutes(app, deps, auth, throttle);
    registerPasswordResetRoutes(app, deps);
    registerStudentDataRoutes(app, deps, auth);
  };
}

function registerSignUpRoutes(app: RouteApp, deps: AccountsDeps, auth: Auth): void {
  storeRoute(app, {
    method: 'POST',
    url: '/public/students/course-detail-page',
    config: { rateLimit: LIMITS.register },
    tag: 'accounts',
    summary: 'Register a student with the site’s own fields; signs the new student in',
    body: RegistrationBodySchema,
    response: RegistrationResponseSchema,
    errors,
    bare: true,
    handle: async (req, reply) => {
      const result = await registerStudent(deps, req.body, { guestId: guestIdOf(req), userAgent: req.headers['user-agent'] });
      auth.setSessionCookie(reply, result.token, result.expiresAt);
      return { success: true as const, createStudent: result.createStudent, userId: result.user.id, user: result.user };
    },
  });
  storeRoute(app, {
    method: 'POST',
    url: '/api/send/to/email/registration',
    onRequest: auth.requireUser,
    config: { rateLimit: LIMITS.forgot },
    tag: 'accounts',
    // spec §7 lets the caller choose the address and the content (a password included):
    // Rian sends only the caller's own welcome, to the caller's own address.
    summary: 'Send the signed-in student’s welcome e-mail again, to their own address',
    response: SuccessResponseSchema,
    errors,
    bare: true,
    handle: async (req) => {
      await resendWelcome(deps, userOf(req).id);
      return { success: true as const };
    },
  });
}

function registerSessionRoutes(app: RouteApp, deps: AccountsDeps, auth: Auth, throttle: LoginThrottle): void {
  app.post(
    '/public/auth/login',
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['accounts'],
        summary: 'Log in by username or e-mail; sets the session cookie and merges the guest cart',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await throttle.assertMayTry(req.body.username);
      const result = await logIn(deps, req.body.username, req.body.password, {
        guestId: guestIdOf(req),
        userAgent: req.headers['user-agent'],
        isWhitelisted: (u) => auth.isWhitelisted(u),
      }).catch(async (err: unknown) => {
        if (err instanceof DomainError && err.code === 'INVALID_CREDENTIALS') await throttle.failed(req.body.username);
        throw err;
      });
      await throttle.succeeded(req.body.username);
      auth.setSessionCookie(reply, result.token, result.expiresAt);
      return { success: true as const, response: { user: result.user } };
    },
  );

  app.post(
    '/public/auth/logout',
    { schema: { tags: ['accounts'], summary: 'End this browser’s session', response: { 200: SuccessResponseSchema } } },
    async (req, reply) => {
      const found = await auth.lookup(req);
      if (found.status === 'valid') await auth.sessions.revoke(found.user.sessionId);
      auth.clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  storeRoute(app, {
    method: 'GET',
    url: '/public/auth/session',
    tag: 'accounts',
    summary: 'Who is signed in (user null for a visitor; status expired for an ended session)',
    response: SessionResponseSchema,
    noStore: true,
    bare: true,
    handle: async (req, reply) => {
      const found = await auth.lookup(req);
      if (found.status === 'valid') {
        const u = found.user;
        if (await auth.isWhitelisted(u)) {
          return {
            success: true as const,
            status: 'valid' as const,
            user: toSessionUser({ ...u, role_id: u.roleId, is_student: u.isStudent }),
          };
        }
        // spec §8 WHITELIST_USER_DENIED: the session ends and the page shows the sign-out modal.
        await auth.sessions.revoke(u.sessionId);
        auth.clearSessionCookie(reply);
        return signedOut('denied');
      }
      if (found.status === 'expired') auth.clearSessionCookie(reply);
      return signedOut(found.status);
    },
  });
}

function registerPasswordResetRoutes(app: RouteApp, deps: AccountsDeps): void {
  const route = { config: { rateLimit: LIMITS.forgot }, tag: 'accounts', errors: { 400: ErrorResponseSchema } };
  storeRoute(app, {
    ...route,
    method: 'POST',
    url: '/public/auth/forgot',
    summary: 'Send a single-use password reset link when the e-mail has an account (answers the same either way)',
    body: ForgotPasswordBodySchema,
    response: SuccessResponseSchema,
    bare: true,
    handle: async (req) => {
      await requestPasswordReset(deps, req.body.email);
      return { success: true as const };
    },
  });
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/public/auth/reset/:token',
    summary: 'Whether a reset link is still valid',
    params: z.object({ token: ResetTokenSchema }),
    response: ResetTokenCheckResponseSchema,
    handle: async (req) => ({ valid: await isResetLinkValid(deps, req.params.token) }),
  });
  storeRoute(app, {
    ...route,
    method: 'POST',
    url: '/public/auth/reset',
    summary: 'Set a new password through a reset link; ends every session of the account',
    body: ResetPasswordBodySchema,
    response: SuccessResponseSchema,
    bare: true,
    handle: async (req) => {
      await resetPassword(deps, req.body.token, req.body.password);
      return { success: true as const };
    },
  });
}

function registerStudentDataRoutes(app: RouteApp, deps: AccountsDeps, auth: Auth): void {
  storeRoute(app, {
    method: 'GET',
    url: '/private/students',
    onRequest: auth.requireUser,
    tag: 'accounts',
    summary: 'The signed-in account with its tax data',
    response: StudentResponseSchema,
    errors,
    noStore: true,
    handle: (req) => getStudent(deps.db, userOf(req).id),
  });
  storeRoute(app, {
    method: 'PUT',
    url: '/private/myaccount/students/tax',
    onRequest: auth.requireStudent,
    tag: 'accounts',
    summary: 'Save the student’s tax invoice data (spec §5 rules)',
    body: TaxInvoiceBodySchema,
    response: TaxResponseSchema,
    errors,
    handle: (req) => saveTaxInvoice(deps, userOf(req).id, req.body),
  });
}
