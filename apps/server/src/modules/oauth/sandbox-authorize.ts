// The sandbox's authorization endpoint: the consent page (GET) and the person's decision (POST),
// which sends the browser back to Rian's callback with a code or an error.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProviderId } from '@rian/contracts';
import { newToken } from '../../lib/tokens.ts';
import { PROVIDERS, callbackUrl } from './providers.ts';
import { renderConsentPage, renderErrorPage } from './sandbox-page.ts';
import {
  CODE_TTL_MS,
  REQUEST_TTL_MS,
  field,
  registeredClient,
  sandboxSubject,
  withParams,
  type SandboxPerson,
  type SandboxState,
} from './sandbox-store.ts';

function errorPage(reply: FastifyReply, label: string, what: Parameters<typeof renderErrorPage>[1]) {
  return reply.status(400).type('text/html; charset=utf-8').send(renderErrorPage(label, what));
}

export async function showConsent(s: SandboxState, provider: SocialProviderId, req: FastifyRequest, reply: FastifyReply) {
  const q = req.query as Record<string, unknown>;
  const param = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
  const label = PROVIDERS[provider].label;
  const registered = await registeredClient(s.site, provider);
  // RFC 6749 §4.1.2.1: an unknown client or redirect URI is shown, never redirected to.
  if (!registered || param('client_id') !== registered.client_id) return errorPage(reply, label, 'client_id');
  const redirectUri = param('redirect_uri');
  if (redirectUri !== callbackUrl(s.publicUrl, provider)) return errorPage(reply, label, 'redirect_uri');
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
  s.requests.sweep(s.nowMs());
  s.requests.set(
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
    s.nowMs() + REQUEST_TTL_MS,
  );
  const siteTitle = (await s.site.settingsRow())?.title ?? 'Rian';
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderConsentPage({ provider, label, ticket, siteTitle, action: `/sandbox/oauth/${provider}/authorize` }));
}

export function decideConsent(s: SandboxState, provider: SocialProviderId, req: FastifyRequest, reply: FastifyReply) {
  const pending = s.requests.take(field(req.body, 'ticket') ?? '', s.nowMs());
  if (!pending || pending.provider !== provider) return errorPage(reply, PROVIDERS[provider].label, 'expired');
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
  s.codes.sweep(s.nowMs());
  s.codes.set(code, { ...pending, person }, s.nowMs() + CODE_TTL_MS);
  return reply.redirect(withParams(pending.redirectUri, { code, state: pending.state }), 302);
}
