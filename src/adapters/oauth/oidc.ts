import * as client from 'openid-client';
import type { ExternalIdentity, FlowChecks, OAuthProvider } from '../../core/index.js';
import { isLoopbackUrl, toProviderError } from './errors.js';

type ProviderId = 'google' | 'apple';

export interface OidcProviderOptions {
  id: ProviderId;
  issuer: string;
  clientId: string;
  /** how the client authenticates at the token endpoint */
  clientAuth: client.ClientAuth;
  scope: string;
  responseMode: 'query' | 'form_post';
  timeoutSeconds: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Apple sends email_verified as the string "true". */
const verified = (value: unknown) => value === true || value === 'true';

/** Apple sends the name once, on the first sign-in, in the form field `user` (JSON), not in the ID token. */
function formName(params: URLSearchParams): { firstName: string; lastName: string } {
  try {
    const user = JSON.parse(params.get('user') ?? '{}') as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: text(user.name?.firstName), lastName: text(user.name?.lastName) };
  } catch {
    return { firstName: '', lastName: '' };
  }
}

/**
 * An OpenID Connect provider found by discovery (Google, Apple): authorization code flow with state,
 * nonce and PKCE (S256); openid-client checks the ID token's signature, issuer, audience, expiry and nonce.
 */
export function createOidcProvider(options: OidcProviderOptions): OAuthProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, undefined, options.clientAuth, {
        timeout: options.timeoutSeconds,
        execute: isLoopbackUrl(options.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };

  return {
    id: options.id,
    responseMode: options.responseMode,

    async begin(redirectUri: string) {
      try {
        const config = await configuration();
        const checks: FlowChecks = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier: client.randomPKCECodeVerifier(),
        };
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: options.scope,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          ...(options.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
        });
        return { url: url.href, checks };
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async finish({ redirectUri, params, checks }): Promise<ExternalIdentity> {
      try {
        const config = await configuration();
        const current = new URL(redirectUri);
        for (const [key, value] of params) if (key !== 'user') current.searchParams.append(key, value);
        const tokens = await client.authorizationCodeGrant(config, current, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        let info: Record<string, unknown> = { ...claims };
        if (!text(claims.email) && config.serverMetadata().userinfo_endpoint) {
          info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        }
        const named = formName(params);
        return {
          subject: claims.sub,
          email: text(info.email) || null,
          emailVerified: verified(info.email_verified),
          firstName: text(info.given_name) || named.firstName,
          lastName: text(info.family_name) || named.lastName,
        };
      } catch (error) {
        throw toProviderError(error);
      }
    },
  };
}
