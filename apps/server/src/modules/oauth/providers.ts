// The social log-in providers of the cart login panel (spec §2: a chat-app provider, Google and
// Facebook): their protocol, scopes, endpoints, and how each says whether an e-mail is verified.
// docs/decisions/005-social-login.md records why each is read the way it is.
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@rian/contracts';
import type { ServerMetadata } from 'openid-client';

/** How far a provider's e-mail address can be trusted to belong to the person signing in. */
export type EmailTrust =
  /** OpenID Connect `email_verified` claim (Google). */
  | 'claim'
  /** The provider sends an address only once its owner confirmed it (Facebook). */
  | 'present'
  /** The provider says nothing about verification (LINE): never verified for linking. */
  | 'never';

export interface ProviderSpec {
  id: SocialProviderId;
  /** Name shown to people (the sandbox page title). */
  label: string;
  /** OpenID Connect: identity from the ID token, nonce sent and checked. Otherwise OAuth 2 plus a profile call. */
  oidc: boolean;
  scope: string;
  emailTrust: EmailTrust;
  /** The real provider's endpoints (OAUTH_MODE=production). */
  production: ServerMetadata & { authorization_endpoint: string; token_endpoint: string };
  /** OAuth 2 providers: where the profile (id, name, e-mail) is read with the access token. */
  productionProfileUrl?: string;
}

/**
 * Facebook's Graph API version. Versions expire about two years after release (v19.0 ended on
 * 21 May 2026, v20.0 on 24 September 2026); v25.0 (February 2026) is available until July 2028.
 */
export const FACEBOOK_GRAPH_VERSION = 'v25.0';

/** The fields Rian reads from Facebook's profile: id, names and the (confirmed) e-mail. */
export const FACEBOOK_PROFILE_FIELDS = 'id,name,first_name,last_name,email';

export const PROVIDERS: Record<SocialProviderId, ProviderSpec> = {
  line: {
    id: 'line',
    label: 'LINE',
    // LINE Login v2.1: OpenID Connect; the e-mail comes only in the ID token (scope email, after
    // the channel's e-mail permission is approved). Web login signs ID tokens HS256 with the
    // channel secret.
    oidc: true,
    scope: 'openid profile email',
    emailTrust: 'never',
    production: {
      issuer: 'https://access.line.me',
      authorization_endpoint: 'https://access.line.me/oauth2/v2.1/authorize',
      token_endpoint: 'https://api.line.me/oauth2/v2.1/token',
      userinfo_endpoint: 'https://api.line.me/oauth2/v2.1/userinfo',
      id_token_signing_alg_values_supported: ['HS256'],
      code_challenge_methods_supported: ['S256'],
    },
  },
  google: {
    id: 'google',
    label: 'Google',
    oidc: true,
    scope: 'openid email profile',
    emailTrust: 'claim',
    production: {
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_endpoint: 'https://oauth2.googleapis.com/token',
      userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    },
  },
  facebook: {
    id: 'facebook',
    label: 'Facebook',
    // Facebook Login's manual flow: OAuth 2 authorization code (PKCE accepted), then the Graph
    // API profile with the access token.
    oidc: false,
    scope: 'email public_profile',
    emailTrust: 'present',
    production: {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
      token_endpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
      code_challenge_methods_supported: ['S256'],
    },
    productionProfileUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me?fields=${FACEBOOK_PROFILE_FIELDS}`,
  },
};

export function isSocialProvider(value: string): value is SocialProviderId {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** Where the local identity provider of a provider lives (OAUTH_MODE=sandbox). */
export function sandboxBase(publicUrl: string, provider: SocialProviderId): string {
  return `${publicUrl}/sandbox/oauth/${provider}`;
}

/** The endpoints Rian talks to in a mode: the real provider's, or its local stand-in's. */
export function endpointsFor(
  mode: 'sandbox' | 'production',
  publicUrl: string,
  provider: SocialProviderId,
): { server: ServerMetadata & { authorization_endpoint: string; token_endpoint: string }; profileUrl: string | undefined } {
  const spec = PROVIDERS[provider];
  if (mode === 'production') return { server: spec.production, profileUrl: spec.productionProfileUrl };
  const base = sandboxBase(publicUrl, provider);
  return {
    server: {
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/userinfo`,
      id_token_signing_alg_values_supported: ['HS256'],
      code_challenge_methods_supported: ['S256'],
    },
    profileUrl: spec.oidc ? undefined : `${base}/userinfo?fields=${FACEBOOK_PROFILE_FIELDS}`,
  };
}

/** The callback registered at every provider; the sandbox accepts no other. */
export function callbackUrl(publicUrl: string, provider: SocialProviderId): string {
  return `${publicUrl}/public/auth/social/${provider}/callback`;
}
