import { readFileSync } from 'node:fs';
import type { envSchema } from './schema.js';
import type { z } from 'zod';

type ParsedEnv = z.output<typeof envSchema>;

interface GoogleConfig {
  id: 'google';
  clientId: string;
  clientSecret: string;
  issuer: string;
}
export interface FacebookConfig {
  id: 'facebook';
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}
interface AppleConfig {
  id: 'apple';
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  issuer: string;
}
type OAuthProviderConfig = GoogleConfig | FacebookConfig | AppleConfig;

export interface OAuthConfig {
  /** the configured providers, in the order of the login page's buttons */
  providers: OAuthProviderConfig[];
  flowTtlSeconds: number;
  timeoutSeconds: number;
}

/** Variables that must be set together: all or none. Returns the problems (one line each). */
function incomplete(env: ParsedEnv, names: Array<keyof ParsedEnv>): string[] {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === names.length) return [];
  return names.filter((name) => env[name] === undefined).map((name) => `${String(name)}: povinné spolu s ${String(set[0])}`);
}

/** The social sign-in providers the operator configured (a client id and its secret or key). */
export function oauthConfigFrom(env: ParsedEnv): { config: OAuthConfig; problems: string[] } {
  const problems = [
    ...incomplete(env, ['MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID', 'MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET']),
    ...incomplete(env, ['MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID', 'MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET']),
    ...incomplete(env, [
      'MARKETPLACE_OAUTH_APPLE_CLIENT_ID',
      'MARKETPLACE_OAUTH_APPLE_TEAM_ID',
      'MARKETPLACE_OAUTH_APPLE_KEY_ID',
      'MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE',
    ]),
  ];
  const providers: OAuthProviderConfig[] = [];
  if (env.MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID && env.MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      clientId: env.MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: env.MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET,
      issuer: env.MARKETPLACE_OAUTH_GOOGLE_ISSUER,
    });
  }
  if (env.MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID && env.MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET) {
    providers.push({
      id: 'facebook',
      clientId: env.MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID,
      clientSecret: env.MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET,
      authorizationUrl: env.MARKETPLACE_OAUTH_FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: env.MARKETPLACE_OAUTH_FACEBOOK_TOKEN_URL,
      userinfoUrl: env.MARKETPLACE_OAUTH_FACEBOOK_USERINFO_URL,
    });
  }
  const apple = env.MARKETPLACE_OAUTH_APPLE_CLIENT_ID;
  const keyFile = env.MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE;
  if (apple && env.MARKETPLACE_OAUTH_APPLE_TEAM_ID && env.MARKETPLACE_OAUTH_APPLE_KEY_ID && keyFile) {
    let privateKey = '';
    try {
      privateKey = readFileSync(keyFile, 'utf8');
    } catch (error) {
      problems.push(
        `MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE: nelze přečíst ${keyFile} (${(error as NodeJS.ErrnoException).code ?? 'chyba'})`,
      );
    }
    if (privateKey && !privateKey.includes('PRIVATE KEY')) {
      problems.push('MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE: očekáván soukromý klíč PEM (soubor .p8 od Applu)');
    }
    if (privateKey.includes('PRIVATE KEY')) {
      providers.push({
        id: 'apple',
        clientId: apple,
        teamId: env.MARKETPLACE_OAUTH_APPLE_TEAM_ID,
        keyId: env.MARKETPLACE_OAUTH_APPLE_KEY_ID,
        privateKey,
        issuer: env.MARKETPLACE_OAUTH_APPLE_ISSUER,
      });
    }
  }
  return {
    config: { providers, flowTtlSeconds: env.MARKETPLACE_OAUTH_FLOW_TTL_SECONDS, timeoutSeconds: env.MARKETPLACE_OAUTH_TIMEOUT_SECONDS },
    problems,
  };
}
