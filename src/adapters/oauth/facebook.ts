import * as client from 'openid-client';
import type { ExternalIdentity, FlowChecks, OAuthProvider } from '../../core/index.js';
import type { FacebookConfig } from '../../config/oauth.js';
import { isLoopbackUrl, toProviderError } from './errors.js';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Facebook Login for the web: OAuth 2.0 authorization code flow (state and PKCE) at its dialog and
 * token endpoints, then the Graph user-info endpoint (`me?fields=id,name,email`). Not OpenID Connect,
 * so no ID token and no nonce check. Facebook returns only a confirmed e-mail address, so it counts as verified.
 */
export function createFacebookProvider(config: FacebookConfig, timeoutSeconds: number): OAuthProvider {
  const insecure = [config.authorizationUrl, config.tokenUrl, config.userinfoUrl].every(isLoopbackUrl);
  const server: client.ServerMetadata = {
    issuer: new URL(config.authorizationUrl).origin,
    authorization_endpoint: config.authorizationUrl,
    token_endpoint: config.tokenUrl,
  };
  const configuration = () => {
    const c = new client.Configuration(server, config.clientId, undefined, client.ClientSecretPost(config.clientSecret));
    c.timeout = timeoutSeconds;
    if (insecure) client.allowInsecureRequests(c);
    return c;
  };

  return {
    id: 'facebook',
    responseMode: 'query',

    async begin(redirectUri: string) {
      const checks: FlowChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, checks };
    },

    async finish({ redirectUri, params, checks }): Promise<ExternalIdentity> {
      try {
        const c = configuration();
        const current = new URL(redirectUri);
        for (const [key, value] of params) current.searchParams.append(key, value);
        const tokens = await client.authorizationCodeGrant(c, current, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
        });
        const response = await client.fetchProtectedResource(c, tokens.access_token, new URL(config.userinfoUrl), 'GET');
        if (!response.ok) throw Object.assign(new Error(`user info answered ${response.status}`), { status: response.status });
        const me = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
        const subject = typeof me.id === 'string' || typeof me.id === 'number' ? String(me.id) : '';
        if (!subject) throw new Error('user info without an id');
        const [firstName = '', ...rest] = text(me.name).split(/\s+/);
        return { subject, email: text(me.email) || null, emailVerified: Boolean(text(me.email)), firstName, lastName: rest.join(' ') };
      } catch (error) {
        throw toProviderError(error);
      }
    },
  };
}
