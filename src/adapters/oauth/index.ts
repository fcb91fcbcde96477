import * as client from 'openid-client';
import type { OAuthConfig } from '../../config/oauth.js';
import type { OAuthProvider } from '../../core/index.js';
import { createAppleClientSecret } from './apple-secret.js';
import { createFacebookProvider } from './facebook.js';
import { createOidcProvider } from './oidc.js';

/** The configured social sign-in providers (openid-client), in the order of the configuration. */
export function createOAuthProviders(config: OAuthConfig): OAuthProvider[] {
  const timeoutSeconds = config.timeoutSeconds;
  return config.providers.map((p): OAuthProvider => {
    switch (p.id) {
      case 'google':
        return createOidcProvider({
          id: 'google',
          issuer: p.issuer,
          clientId: p.clientId,
          clientAuth: client.ClientSecretPost(p.clientSecret),
          scope: 'openid email profile',
          responseMode: 'query',
          timeoutSeconds,
        });
      case 'apple': {
        const secret = createAppleClientSecret({
          teamId: p.teamId,
          clientId: p.clientId,
          keyId: p.keyId,
          privateKey: p.privateKey,
          audience: p.issuer,
        });
        const clientAuth: client.ClientAuth = (_as, _client, body) => {
          body.set('client_id', p.clientId);
          body.set('client_secret', secret());
        };
        return createOidcProvider({
          id: 'apple',
          issuer: p.issuer,
          clientId: p.clientId,
          clientAuth,
          scope: 'openid name email',
          responseMode: 'form_post',
          timeoutSeconds,
        });
      }
      case 'facebook':
        return createFacebookProvider(p, timeoutSeconds);
    }
  });
}
