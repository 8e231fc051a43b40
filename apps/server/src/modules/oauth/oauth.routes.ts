// Social log-in routes (spec §2 cart login panel: a chat-app provider, Google and Facebook, each
// returning to /cart): the list of providers, the start that sends the browser to the provider,
// and the callback that signs in. In OAUTH_MODE=sandbox the local identity provider is mounted too.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ErrorResponseSchema, SocialProvidersResponseSchema } from '@rian/contracts';
import { DomainError, type ErrorCode } from '@rian/domain/errors';
import { LIMITS } from '../../lib/rate-limit.ts';
import type { Auth } from '../auth/auth.plugin.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { SiteService } from '../site/site.service.ts';
import { sandboxIdentityProvider } from './sandbox-idp.ts';
import { DEFAULT_RETURN_TO, SOCIAL_PATH, STATE_TTL_MS, type SocialLoginService } from './social-login.service.ts';

export interface OAuthRoutesDeps {
  auth: Auth;
  site: SiteService;
  social: SocialLoginService;
  carts: Pick<CartService, 'mergeGuest'>;
  config: { publicUrl: string; oauthMode?: 'sandbox' | 'production' | undefined };
  clock?: (() => Date) | undefined;
}

type OAuthApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Binds a started log-in to the browser that started it: the callback must come with this cookie
 * holding the same state, so that nobody can finish their own log-in in someone else's browser
 * (login CSRF). SameSite=Lax still reaches the callback, a top-level GET from the provider.
 */
const STATE_COOKIE = 'rian_oauth_state';

/** The codes a failed log-in shows on /cart; anything else is the generic SOCIAL_LOGIN_FAILED. */
const SHOWN_CODES = new Set<ErrorCode>([
  'SOCIAL_LOGIN_FAILED',
  'WHITELIST_USER_DENIED',
  'OVER_LIMIT_USER',
  'ERROR_CREATE_USER_IN_DAY',
  'RATE_LIMITED',
]);

const ProviderParamsSchema = z.object({ provider: z.string().check(z.maxLength(40)) });
const StartQuerySchema = z.object({
  guest_id: z.optional(z.string()),
  return_to: z.optional(z.string()),
});
const CallbackQuerySchema = z.object({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

function stateCookie(publicUrl: string) {
  return { path: SOCIAL_PATH, httpOnly: true, sameSite: 'lax' as const, secure: publicUrl.startsWith('https:') };
}

function registerStartRoutes(app: OAuthApp, { social, config }: OAuthRoutesDeps): void {
  app.get(
    '/public/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Social log-in providers switched on, with the URL that starts each (spec §2 cart login panel)',
        response: { 200: SocialProvidersResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: await social.providerLinks(),
    }),
  );

  app.get(
    '/public/auth/social/:provider/start',
    {
      config: { rateLimit: LIMITS.social },
      schema: {
        tags: ['auth'],
        summary:
          'Sends the browser to the provider (302). guest_id: the guest cart to merge at log-in; return_to: a path on this site (default /cart)',
        params: ProviderParamsSchema,
        querystring: StartQuerySchema,
        response: { 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const { url, state } = await social.start(req.params.provider, {
        guestId: req.query.guest_id,
        returnTo: req.query.return_to,
      });
      return reply
        .header('cache-control', 'no-store')
        .setCookie(STATE_COOKIE, state, { ...stateCookie(config.publicUrl), maxAge: STATE_TTL_MS / 1000 })
        .redirect(url, 302);
    },
  );
}

function registerCallbackRoute(app: OAuthApp, { auth, social, carts, config }: OAuthRoutesDeps): void {
  const failTo = (reply: FastifyReply, code: ErrorCode) =>
    reply
      .header('cache-control', 'no-store')
      .clearCookie(STATE_COOKIE, stateCookie(config.publicUrl))
      .redirect(`${DEFAULT_RETURN_TO}?login_error=${code}`, 302);

  app.get(
    '/public/auth/social/:provider/callback',
    {
      config: { rateLimit: LIMITS.social },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider returns: signs in and redirects to return_to, or to /cart?login_error=CODE',
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
      },
      // A browser arrives here: every failure (rate limit, malformed query, refusal) becomes a
      // redirect to the cart with a §8 code, never a JSON page.
      errorHandler: (err: unknown, req: FastifyRequest, reply: FastifyReply) => {
        const status = (err as { statusCode?: number }).statusCode;
        if (err instanceof DomainError) {
          return failTo(reply, SHOWN_CODES.has(err.code) ? err.code : 'SOCIAL_LOGIN_FAILED');
        }
        if (status === 429) return failTo(reply, 'RATE_LIMITED');
        if (status === undefined || status >= 500) req.log.error({ err }, 'social log-in callback failed');
        return failTo(reply, 'SOCIAL_LOGIN_FAILED');
      },
    },
    async (req, reply) => {
      const cookieState = req.cookies[STATE_COOKIE];
      // Refused before the state is consumed: a foreign callback link must not spend the owner's log-in.
      if (!cookieState || cookieState !== req.query.state) return failTo(reply, 'SOCIAL_LOGIN_FAILED');
      const done = await social.finish(req.params.provider, req.query, req.log);
      const session = await auth.sessions.create(done.userId, req.headers['user-agent']);
      auth.setSessionCookie(reply, session.token, session.expiresAt);
      // spec §6: the guest's cart joins the student's at log-in.
      if (done.guestId) await carts.mergeGuest(done.guestId, done.userId);
      return reply
        .header('cache-control', 'no-store')
        .clearCookie(STATE_COOKIE, stateCookie(config.publicUrl))
        .redirect(done.returnTo, 302);
    },
  );
}

export function oauthRoutes(deps: OAuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { config } = deps;
    const clock = deps.clock ?? (() => new Date());
    // Only in sandbox mode: in production these paths do not exist (404).
    if ((config.oauthMode ?? 'sandbox') === 'sandbox') {
      await app.register(sandboxIdentityProvider({ site: deps.site, publicUrl: config.publicUrl, clock }));
    }
    registerStartRoutes(app, deps);
    registerCallbackRoute(app, deps);
  };
}
