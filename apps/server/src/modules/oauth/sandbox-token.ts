// The sandbox's token endpoint (client authentication, the code, PKCE, an ID token for OpenID Connect)
// and its userinfo or Graph API /me endpoint.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProviderId } from '@rian/contracts';
import { newToken } from '../../lib/tokens.ts';
import { sandboxBase } from './providers.ts';
import {
  TOKEN_TTL_S,
  b64url,
  field,
  registeredClient,
  sameSecret,
  sha256,
  signHs256,
  type IssuedCode,
  type SandboxState,
} from './sandbox-store.ts';

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

/** client_secret_basic or client_secret_post, never both (RFC 6749 §2.3); 'both' when both came. */
function clientCredentials(req: FastifyRequest): { basic: boolean; clientId?: string; secret?: string } | 'both' {
  const body = req.body;
  const authz = req.headers.authorization;
  if (!(authz?.startsWith('Basic ') ?? false)) {
    return { basic: false, clientId: field(body, 'client_id'), secret: field(body, 'client_secret') };
  }
  if (field(body, 'client_secret') !== undefined) return 'both';
  const decoded = Buffer.from(authz!.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    if (colon < 0) return { basic: true };
    return { basic: true, clientId: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
  } catch {
    return { basic: true };
  }
}

function idTokenFor(s: SandboxState, provider: SocialProviderId, issued: IssuedCode, client: { id: string; secret: string }) {
  const iat = Math.floor(s.nowMs() / 1000);
  const p = issued.person;
  return signHs256(
    {
      iss: sandboxBase(s.publicUrl, provider),
      sub: p.sub,
      aud: client.id,
      exp: iat + TOKEN_TTL_S,
      iat,
      auth_time: iat,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
      name: p.name,
      ...(p.email ? { email: p.email } : {}),
      // Google says whether the address is verified; LINE does not.
      ...(p.email && provider === 'google' ? { email_verified: p.emailVerified } : {}),
    },
    client.secret,
  );
}

export async function issueToken(s: SandboxState, provider: SocialProviderId, req: FastifyRequest, reply: FastifyReply) {
  const body = req.body;
  if (field(body, 'grant_type') !== 'authorization_code') {
    return oauthError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported');
  }
  const creds = clientCredentials(req);
  if (creds === 'both') return oauthError(reply, 400, 'invalid_request', 'Two client authentications');
  const registered = await registeredClient(s.site, provider);
  const { clientId, secret } = creds;
  if (!registered || clientId !== registered.client_id || secret === undefined || !sameSecret(secret, registered.client_secret)) {
    if (creds.basic) reply.header('www-authenticate', 'Basic realm="sandbox"');
    return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
  }
  const issued = s.codes.take(field(body, 'code') ?? '', s.nowMs());
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
  s.tokens.sweep(s.nowMs());
  s.tokens.set(accessToken, { provider, person: issued.person }, s.nowMs() + TOKEN_TTL_S * 1000);
  const client = { id: registered.client_id, secret: registered.client_secret };
  const idToken = issued.openid ? idTokenFor(s, provider, issued, client) : undefined;
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
}

export function userInfo(s: SandboxState, provider: SocialProviderId, req: FastifyRequest, reply: FastifyReply) {
  const authz = req.headers.authorization ?? '';
  const token = /^Bearer (.+)$/i.exec(authz)?.[1];
  const found = token ? s.tokens.get(token, s.nowMs()) : undefined;
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
}
