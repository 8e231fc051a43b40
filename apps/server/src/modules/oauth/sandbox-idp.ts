// The local identity provider of OAUTH_MODE=sandbox (architecture.md "each provider ships a
// sandbox"): under /sandbox/oauth/{provider}/ it speaks each provider's side of the authorization
// code flow (a consent page, a token endpoint with client authentication and PKCE, a userinfo or
// profile endpoint), so that social log-in runs offline in the demo and in the tests.
//
// It is a test double of a remote provider, not Rian's data: its pending requests, codes and
// tokens live in memory with an expiry, as they would live in the provider's own systems.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProviderId } from '@rian/contracts';
import { newToken } from '../../lib/tokens.ts';
import type { SiteService } from '../site/site.service.ts';
import { PROVIDERS, callbackUrl, isSocialProvider, sandboxBase } from './providers.ts';
import { renderConsentPage, renderErrorPage } from './sandbox-page.ts';

/** How long the consent page may stay open, a code may wait for its exchange, a token lasts. */
const REQUEST_TTL_MS = 10 * 60 * 1000;
const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_S = 3600;
/** Each map holds at most this many entries; the oldest go first (a page left open, a flood). */
const MAX_ENTRIES = 10_000;

/** The test person entered on the consent page. */
export interface SandboxPerson {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

interface PendingRequest {
  provider: SocialProviderId;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  nonce: string | undefined;
  openid: boolean;
  scope: string;
}

interface IssuedCode extends PendingRequest {
  person: SandboxPerson;
}

interface IssuedToken {
  provider: SocialProviderId;
  person: SandboxPerson;
}

/** A Map whose entries expire; reading an expired entry finds nothing. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  set(key: string, value: V, expiresAt: number): void {
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  get(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Single use: the entry is gone after this, found or not. */
  take(key: string, now: number): V | undefined {
    const value = this.get(key, now);
    this.entries.delete(key);
    return value;
  }

  sweep(now: number): void {
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}

export interface SandboxDeps {
  site: SiteService;
  publicUrl: string;
  clock: () => Date;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Compares secrets in constant time (through their digests, so lengths do not leak either). */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** A JWT signed HS256 with the client secret, as LINE's web login signs its ID tokens. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const input = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** A stable account id per provider and e-mail, shaped like the provider's own ids. */
export function sandboxSubject(provider: SocialProviderId, key: string): string {
  const hex = createHash('sha256').update(`${provider}:${key.trim().toLowerCase()}`).digest('hex');
  // LINE user ids are "U" and 32 hex digits; Google and Facebook ids are long decimal numbers.
  return provider === 'line'
    ? `U${hex.slice(0, 32)}`
    : BigInt(`0x${hex.slice(0, 15)}`)
        .toString()
        .padStart(18, '1');
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

/** The client registry of the sandbox: the site's own social_login settings (client id and secret). */
async function registeredClient(site: SiteService, provider: SocialProviderId) {
  const c = (await site.settingsRow())?.social_login?.[provider];
  return c?.client_id ? c : null;
}

export function sandboxIdentityProvider(deps: SandboxDeps) {
  const requests = new ExpiringMap<PendingRequest>();
  const codes = new ExpiringMap<IssuedCode>();
  const tokens = new ExpiringMap<IssuedToken>();
  const nowMs = () => deps.clock().getTime();

  function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
    return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
  }

  return async (app: FastifyInstance) => {
    // The consent form and the token endpoint post forms; only this scope needs to read them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const hide = { schema: { hide: true } };

    const providerOf = (req: FastifyRequest): SocialProviderId | null => {
      const p = (req.params as { provider?: string }).provider ?? '';
      return isSocialProvider(p) ? p : null;
    };

    app.get('/sandbox/oauth/:provider/authorize', hide, async (req, reply) => {
      const provider = providerOf(req);
      if (!provider) return reply.callNotFound();
      const q = req.query as Record<string, unknown>;
      const param = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
      const label = PROVIDERS[provider].label;
      const registered = await registeredClient(deps.site, provider);
      // RFC 6749 §4.1.2.1: an unknown client or redirect URI is shown, never redirected to.
      if (!registered || param('client_id') !== registered.client_id) {
        return reply.status(400).type('text/html; charset=utf-8').send(renderErrorPage(label, 'client_id'));
      }
      const redirectUri = param('redirect_uri');
      if (redirectUri !== callbackUrl(deps.publicUrl, provider)) {
        return reply.status(400).type('text/html; charset=utf-8').send(renderErrorPage(label, 'redirect_uri'));
      }
      const state = param('state');
      if (param('response_type') !== 'code') {
        return reply.redirect(withParams(redirectUri, { error: 'unsupported_response_type', state }), 302);
      }
      const challenge = param('code_challenge');
      if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge) || param('code_challenge_method') !== 'S256') {
        return reply.redirect(
          withParams(redirectUri, { error: 'invalid_request', error_description: 'PKCE with S256 is required', state }),
          302,
        );
      }
      const scope = param('scope') ?? '';
      const ticket = newToken();
      requests.sweep(nowMs());
      requests.set(
        ticket,
        {
          provider,
          clientId: registered.client_id,
          redirectUri,
          state,
          codeChallenge: challenge,
          nonce: param('nonce'),
          openid: PROVIDERS[provider].oidc && scope.split(' ').includes('openid'),
          scope,
        },
        nowMs() + REQUEST_TTL_MS,
      );
      const siteTitle = (await deps.site.settingsRow())?.title ?? 'Rian';
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderConsentPage({ provider, label, ticket, siteTitle, action: `/sandbox/oauth/${provider}/authorize` }));
    });

    app.post('/sandbox/oauth/:provider/authorize', hide, async (req, reply) => {
      const provider = providerOf(req);
      if (!provider) return reply.callNotFound();
      const label = PROVIDERS[provider].label;
      const pending = requests.take(field(req.body, 'ticket') ?? '', nowMs());
      if (!pending || pending.provider !== provider) {
        return reply.status(400).type('text/html; charset=utf-8').send(renderErrorPage(label, 'expired'));
      }
      if (field(req.body, 'decision') !== 'allow') {
        return reply.redirect(withParams(pending.redirectUri, { error: 'access_denied', state: pending.state }), 302);
      }
      const email = (field(req.body, 'email') ?? '').trim().slice(0, 254);
      const name = (field(req.body, 'name') ?? '').trim().slice(0, 255);
      const sub = (field(req.body, 'sub') ?? '').trim().slice(0, 255) || sandboxSubject(provider, email || name);
      const person: SandboxPerson = {
        sub,
        email: email || null,
        // LINE reports no verification, so its page has no such box and nothing is claimed.
        emailVerified: provider !== 'line' && field(req.body, 'email_verified') === 'on',
        name,
      };
      const code = newToken();
      codes.sweep(nowMs());
      codes.set(code, { ...pending, person }, nowMs() + CODE_TTL_MS);
      return reply.redirect(withParams(pending.redirectUri, { code, state: pending.state }), 302);
    });

    app.post('/sandbox/oauth/:provider/token', hide, async (req, reply) => {
      const provider = providerOf(req);
      if (!provider) return reply.callNotFound();
      const body = req.body;
      if (field(body, 'grant_type') !== 'authorization_code') {
        return oauthError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported');
      }
      // Client authentication: client_secret_basic or client_secret_post, never both (RFC 6749 §2.3).
      const authz = req.headers.authorization;
      let clientId: string | undefined;
      let secret: string | undefined;
      const basic = authz?.startsWith('Basic ') ?? false;
      if (basic) {
        if (field(body, 'client_secret') !== undefined)
          return oauthError(reply, 400, 'invalid_request', 'Two client authentications');
        const decoded = Buffer.from(authz!.slice(6), 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
        try {
          clientId = colon < 0 ? undefined : unform(decoded.slice(0, colon));
          secret = colon < 0 ? undefined : unform(decoded.slice(colon + 1));
        } catch {
          clientId = undefined;
        }
      } else {
        clientId = field(body, 'client_id');
        secret = field(body, 'client_secret');
      }
      const registered = await registeredClient(deps.site, provider);
      if (
        !registered ||
        clientId !== registered.client_id ||
        secret === undefined ||
        !sameSecret(secret, registered.client_secret)
      ) {
        if (basic) reply.header('www-authenticate', 'Basic realm="sandbox"');
        return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
      }
      const issued = codes.take(field(body, 'code') ?? '', nowMs());
      if (!issued || issued.provider !== provider || issued.clientId !== clientId) {
        return oauthError(reply, 400, 'invalid_grant', 'Unknown, used or expired code');
      }
      if (field(body, 'redirect_uri') !== issued.redirectUri) {
        return oauthError(reply, 400, 'invalid_grant', 'redirect_uri differs from the authorization request');
      }
      const verifier = field(body, 'code_verifier') ?? '';
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || b64url(sha256(verifier)) !== issued.codeChallenge) {
        return oauthError(reply, 400, 'invalid_grant', 'PKCE verification failed');
      }
      const accessToken = newToken();
      tokens.sweep(nowMs());
      tokens.set(accessToken, { provider, person: issued.person }, nowMs() + TOKEN_TTL_S * 1000);
      const iat = Math.floor(nowMs() / 1000);
      const p = issued.person;
      const idToken = issued.openid
        ? signHs256(
            {
              iss: sandboxBase(deps.publicUrl, provider),
              sub: p.sub,
              aud: registered.client_id,
              exp: iat + TOKEN_TTL_S,
              iat,
              auth_time: iat,
              ...(issued.nonce ? { nonce: issued.nonce } : {}),
              name: p.name,
              ...(p.email ? { email: p.email } : {}),
              // Google says whether the address is verified; LINE does not.
              ...(p.email && provider === 'google' ? { email_verified: p.emailVerified } : {}),
            },
            registered.client_secret,
          )
        : undefined;
      return reply
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send({
          access_token: accessToken,
          token_type: provider === 'facebook' ? 'bearer' : 'Bearer',
          expires_in: TOKEN_TTL_S,
          scope: issued.scope,
          ...(idToken ? { id_token: idToken } : {}),
        });
    });

    app.get('/sandbox/oauth/:provider/userinfo', hide, async (req, reply) => {
      const provider = providerOf(req);
      if (!provider) return reply.callNotFound();
      const authz = req.headers.authorization ?? '';
      const token = /^Bearer (.+)$/i.exec(authz)?.[1];
      const found = token ? tokens.get(token, nowMs()) : undefined;
      if (!found || found.provider !== provider) {
        return reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
      }
      const p = found.person;
      if (provider === 'facebook') {
        // Graph API /me: `email` is absent unless its owner confirmed it with Facebook.
        const [first, ...rest] = p.name.split(' ');
        return {
          id: p.sub,
          name: p.name,
          first_name: first ?? '',
          last_name: rest.join(' '),
          ...(p.email && p.emailVerified ? { email: p.email } : {}),
        };
      }
      return {
        sub: p.sub,
        name: p.name,
        ...(p.email ? { email: p.email } : {}),
        ...(p.email && provider === 'google' ? { email_verified: p.emailVerified } : {}),
      };
    });
  };
}
