// The local identity provider of OAUTH_MODE=sandbox (architecture.md "each provider ships a
// sandbox"): under /sandbox/oauth/{provider}/ it speaks each provider's side of the authorization
// code flow (a consent page, a token endpoint with client authentication and PKCE, a userinfo or
// profile endpoint), so that social log-in runs offline in the demo and in the tests.
//
// It is a test double of a remote provider, not Rian's data: its pending requests, codes and
// tokens live in memory with an expiry, as they would live in the provider's own systems.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProviderId } from '@rian/contracts';
import { isSocialProvider } from './providers.ts';
import { decideConsent, showConsent } from './sandbox-authorize.ts';
import { ExpiringMap, type SandboxDeps, type SandboxState } from './sandbox-store.ts';
import { issueToken, userInfo } from './sandbox-token.ts';

type Endpoint = (s: SandboxState, provider: SocialProviderId, req: FastifyRequest, reply: FastifyReply) => unknown;

export function sandboxIdentityProvider(deps: SandboxDeps) {
  const state: SandboxState = {
    ...deps,
    requests: new ExpiringMap(),
    codes: new ExpiringMap(),
    tokens: new ExpiringMap(),
    nowMs: () => deps.clock().getTime(),
  };
  /** An unknown provider in the path is a 404, as a missing route would be. */
  const endpoint = (run: Endpoint) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = (req.params as { provider?: string }).provider ?? '';
    if (!isSocialProvider(p)) return reply.callNotFound();
    return run(state, p, req, reply);
  };

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
    app.get('/sandbox/oauth/:provider/authorize', hide, endpoint(showConsent));
    app.post('/sandbox/oauth/:provider/authorize', hide, endpoint(decideConsent));
    app.post('/sandbox/oauth/:provider/token', hide, endpoint(issueToken));
    app.get('/sandbox/oauth/:provider/userinfo', hide, endpoint(userInfo));
  };
}
