// Social log-in (spec §2 cart login panel): the OAuth 2 / OpenID Connect authorization
// code flow with state, PKCE (S256) and, for OpenID Connect, a nonce, through openid-client
// (docs/decisions/005-social-login.md). The browser only ever carries the state and the code; the
// client secret, the verifier and the tokens stay on the server.
import { eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@rian/db';
import { GuestIdSchema, SOCIAL_PROVIDERS, type SocialProviderId } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { hashToken } from '../../lib/tokens.ts';
import type { SiteService } from '../site/site.service.ts';
import { accountForIdentity, socialLoginFailed, usableEmail, type SocialIdentity } from './account-link.ts';
import { PROVIDERS, callbackUrl, endpointsFor, isSocialProvider } from './providers.ts';

const { oauthStates } = schema;

/** A started log-in may take this long at the provider (the oauth_states expiry). */
export const STATE_TTL_MS = 10 * 60 * 1000;
export const DEFAULT_RETURN_TO = '/cart';
/** Where the social log-in routes live (oauth.routes.ts). */
export const SOCIAL_PATH = '/public/auth/social';

export interface SocialLoginDeps {
  db: Db;
  site: SiteService;
  publicUrl: string;
  mode: 'sandbox' | 'production';
  clock: () => Date;
  isWhitelisted(user: { email: string; role: string }): Promise<boolean>;
  /** openid-client's HTTP: in sandbox mode it reaches the local identity provider in process. */
  fetch?: client.CustomFetch | undefined;
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Where to go after log-in: a path on this site only (open-redirect safe). Anything else, including
 * "//host", "/\host" (browsers read "\" as "/"), a full URL or control characters, gives /cart.
 */
export function safeReturnTo(raw: string | undefined, publicUrl: string): string {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return DEFAULT_RETURN_TO;
  }
  // Control characters (header splitting) and backslashes have no place in a path Rian links to.
  for (const ch of raw) if (ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\\') return DEFAULT_RETURN_TO;
  try {
    const base = new URL(publicUrl);
    const url = new URL(raw, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments normalise "/..//host" into "//host", which a browser reads as another site.
    if (url.origin !== base.origin || path.startsWith('//')) return DEFAULT_RETURN_TO;
    return path;
  } catch {
    return DEFAULT_RETURN_TO;
  }
}

export class SocialLoginService {
  constructor(private readonly deps: SocialLoginDeps) {}

  /** The providers an administrator switched on with a client id and secret, in the panel's order. */
  async enabledProviders(): Promise<SocialProviderId[]> {
    const settings = (await this.deps.site.settingsRow())?.social_login ?? {};
    return SOCIAL_PROVIDERS.filter((p) => {
      const s = settings[p];
      return Boolean(s?.enabled && s.client_id && s.client_secret);
    });
  }

  /**
   * What the log-in panel shows (GET /public/auth/providers, and inlined in the visitor's /cart): each
   * provider switched on with the path that starts it.
   */
  async providerLinks(): Promise<{ provider: SocialProviderId; start_url: string }[]> {
    return (await this.enabledProviders()).map((provider) => ({ provider, start_url: `${SOCIAL_PATH}/${provider}/start` }));
  }

  /** openid-client's view of a provider with the site's credentials; NOT_FOUND when it is off. */
  private async configuration(provider: string) {
    if (!isSocialProvider(provider) || !(await this.enabledProviders()).includes(provider)) {
      throw new DomainError('NOT_FOUND', 'No such social log-in provider');
    }
    const settings = (await this.deps.site.settingsRow())!.social_login[provider]!;
    const { server, profileUrl } = endpointsFor(this.deps.mode, this.deps.publicUrl, provider);
    const config = new client.Configuration(server, settings.client_id, {
      client_secret: settings.client_secret,
      // openid-client checks ID token times against its own clock; keep it on the app's clock.
      [client.clockSkew]: Math.round((this.deps.clock().getTime() - Date.now()) / 1000),
    });
    if (this.deps.mode === 'sandbox') {
      if (this.deps.fetch) config[client.customFetch] = this.deps.fetch;
      // The demo's PUBLIC_URL is http://localhost; the sandbox is in process, nothing crosses a network.
      if (server.token_endpoint.startsWith('http:')) client.allowInsecureRequests(config);
    }
    return { spec: PROVIDERS[provider], config, profileUrl, provider };
  }

  /**
   * Starts a log-in: stores the state's hash with the PKCE verifier, the nonce, where to return and
   * the guest's id, and returns the provider's authorization URL and the state (the route binds it
   * to the browser with a cookie).
   */
  async start(provider: string, opts: { guestId?: string | undefined; returnTo?: string | undefined }) {
    const { spec, config } = await this.configuration(provider);
    const now = this.deps.clock();
    const state = client.randomState();
    const verifier = client.randomPKCECodeVerifier();
    const nonce = spec.oidc ? client.randomNonce() : null;
    // Abandoned log-ins: nobody can use them any more; one cheap statement keeps the table small.
    await this.deps.db.delete(oauthStates).where(lt(oauthStates.expires_at, now));
    await this.deps.db.insert(oauthStates).values({
      state_hash: hashToken(state),
      provider: spec.id,
      code_verifier: verifier,
      nonce,
      return_to: safeReturnTo(opts.returnTo, this.deps.publicUrl),
      guest_id: opts.guestId !== undefined && GuestIdSchema.safeParse(opts.guestId).success ? opts.guestId : null,
      created_at: now,
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(this.deps.publicUrl, spec.id),
      scope: spec.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...(nonce ? { nonce } : {}),
    });
    return { url: url.href, state };
  }

  /**
   * Finishes a log-in at the callback: takes the state (once), exchanges the code with the
   * verifier, reads the identity and applies the linking rule. Returns the account and where to go.
   */
  async finish(
    provider: string,
    query: CallbackQuery,
    log: FastifyBaseLogger,
  ): Promise<{ userId: number; returnTo: string; guestId: string | null }> {
    if (!query.state || query.state.length > 200) throw socialLoginFailed('no state');
    // Single use: whatever happens next, this state is gone.
    const [row] = await this.deps.db
      .delete(oauthStates)
      .where(eq(oauthStates.state_hash, hashToken(query.state)))
      .returning();
    if (!row || row.provider !== provider || row.expires_at <= this.deps.clock())
      throw socialLoginFailed('unknown or expired state');
    if (query.error !== undefined || !query.code || query.code.length > 4096) {
      throw socialLoginFailed(`the provider answered ${query.error ? 'an error' : 'no code'}`);
    }
    let configured: Awaited<ReturnType<SocialLoginService['configuration']>>;
    try {
      configured = await this.configuration(provider);
    } catch {
      throw socialLoginFailed('provider switched off meanwhile');
    }
    const { spec, config, profileUrl } = configured;
    if (spec.oidc && !row.nonce) throw socialLoginFailed('no nonce stored');

    // The URL the provider sent the browser to, rebuilt from the registered callback so that the
    // redirect_uri sent to the token endpoint is exactly the one of the authorization request.
    const current = new URL(callbackUrl(this.deps.publicUrl, spec.id));
    current.searchParams.set('code', query.code);
    current.searchParams.set('state', query.state);
    let identity: SocialIdentity;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: query.state,
        ...(spec.oidc ? { expectedNonce: row.nonce! } : {}),
      });
      identity = spec.oidc
        ? identityFromClaims(spec.id, spec.emailTrust === 'claim', tokens.claims())
        : await this.facebookIdentity(config, tokens.access_token, profileUrl);
    } catch (err) {
      // Names and codes only: a provider's answer can carry tokens, which never go to a log.
      const e = err as { name?: string; code?: string; error?: string; message?: string };
      log.warn(
        { provider: spec.id, err: { name: e.name, code: e.code ?? e.error, message: e.message } },
        'social log-in exchange failed',
      );
      throw socialLoginFailed('the code exchange or the identity was refused');
    }
    const userId = await accountForIdentity(
      { db: this.deps.db, isWhitelisted: this.deps.isWhitelisted, now: this.deps.clock },
      identity,
    );
    return { userId, returnTo: row.return_to, guestId: row.guest_id };
  }

  /** Facebook: the Graph API profile. Facebook sends `email` only when its owner confirmed it. */
  private async facebookIdentity(config: client.Configuration, accessToken: string, profileUrl: string | undefined) {
    if (!profileUrl) throw new Error('no profile endpoint');
    const res = await client.fetchProtectedResource(config, accessToken, new URL(profileUrl), 'GET');
    if (!res.ok) throw new Error(`profile answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    const id = typeof body.id === 'string' ? body.id : typeof body.id === 'number' ? String(body.id) : '';
    if (!id) throw new Error('profile without id');
    const email = usableEmail(str(body.email));
    const names = splitName(str(body.first_name), str(body.last_name), str(body.name));
    return { provider: 'facebook' as const, subject: id, email, emailVerified: email !== null, ...names };
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** First and last name from the given and family names, else the full name split at its first space. */
function splitName(given: string | undefined, family: string | undefined, full: string | undefined) {
  if (given || family) return { firstname: (given ?? '').trim(), lastname: (family ?? '').trim() };
  const name = (full ?? '').trim();
  const space = name.indexOf(' ');
  return space < 0
    ? { firstname: name, lastname: '' }
    : { firstname: name.slice(0, space), lastname: name.slice(space + 1).trim() };
}

/** OpenID Connect: the identity from the validated ID token claims. */
function identityFromClaims(
  provider: SocialProviderId,
  trustsVerifiedClaim: boolean,
  claims: client.IDToken | undefined,
): SocialIdentity {
  if (!claims?.sub) throw new Error('no ID token');
  const email = usableEmail(str(claims.email));
  return {
    provider,
    subject: claims.sub,
    email,
    // Google: the email_verified claim. LINE sends none and documents none: never verified.
    emailVerified: email !== null && trustsVerifiedClaim && claims.email_verified === true,
    ...splitName(str(claims.given_name), str(claims.family_name), str(claims.name)),
  };
}
