import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from './oidc-provider.js';
import { startOAuth2Server } from './oauth2-server.js';
import { freePort } from './postgres-cluster.js';

export const GOOGLE = { clientId: 'google-client', clientSecret: 'google-secret-0123456789' };
export const FACEBOOK = { clientId: 'facebook-app', clientSecret: 'facebook-secret-0123456789' };
export const APPLE = { clientId: 'cz.example.marketplace', teamId: 'TEAM123456', keyId: 'KEY1234567' };

/**
 * The "outside internet" of social sign-in, on loopback: a real OpenID provider standing in for Google
 * (and, checking Apple's signed client secret, for Apple) and a Facebook-style OAuth 2.0 server; the
 * environment that points the product at them for an app to be served at `appUrl`.
 */
export async function startSocialProviders() {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'apple-key-')), 'AuthKey.p8');
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, { mode: 0o600 });
  const oidc = await startOidcProvider({
    clients: [{ client_id: GOOGLE.clientId, client_secret: GOOGLE.clientSecret, redirect_uris: [`${appUrl}/auth/oauth/google/callback`] }],
    apple: { ...APPLE, publicKey, redirectUri: `${appUrl}/auth/oauth/apple/callback` },
  });
  const facebook = await startOAuth2Server(FACEBOOK);
  const env = {
    MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID: GOOGLE.clientId,
    MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    MARKETPLACE_OAUTH_GOOGLE_ISSUER: oidc.issuer,
    MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
    MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
    MARKETPLACE_OAUTH_FACEBOOK_AUTHORIZATION_URL: facebook.endpoints.authorizationUrl,
    MARKETPLACE_OAUTH_FACEBOOK_TOKEN_URL: facebook.endpoints.tokenUrl,
    MARKETPLACE_OAUTH_FACEBOOK_USERINFO_URL: facebook.endpoints.userinfoUrl,
    MARKETPLACE_OAUTH_APPLE_CLIENT_ID: APPLE.clientId,
    MARKETPLACE_OAUTH_APPLE_TEAM_ID: APPLE.teamId,
    MARKETPLACE_OAUTH_APPLE_KEY_ID: APPLE.keyId,
    MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE: keyFile,
    MARKETPLACE_OAUTH_APPLE_ISSUER: oidc.issuer,
  };
  return {
    appPort,
    appUrl,
    oidc,
    facebook,
    env,
    async close() {
      await oidc.close();
      await facebook.close();
    },
  };
}
