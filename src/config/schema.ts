import { z } from 'zod';

export const COUNTRY_CODES = ['CZ', 'SK', 'PL'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const port = z.coerce.number().int().min(1, 'musí být 1–65535').max(65535, 'musí být 1–65535');

/** `cz=host,sk=host,pl=host` -> { CZ: 'host', ... } */
const domains = z
  .string()
  .transform((value, ctx) => {
    const out: Partial<Record<CountryCode, string>> = {};
    for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [code, host] = part.split('=').map((s) => s?.trim());
      const upper = (code ?? '').toUpperCase() as CountryCode;
      if (!COUNTRY_CODES.includes(upper) || !host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
        ctx.addIssue({ code: 'custom', message: `expected cz=host,sk=host,pl=host, got "${part}"` });
        return z.NEVER;
      }
      out[upper] = host.toLowerCase();
    }
    return out;
  });

const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `expected a URL starting with ${protocols.join(' or ')}//`);

const seconds = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * Social sign-in (OpenID Connect / OAuth 2.0): a provider is on when its client id is set; the issuer and
 * endpoint overrides point it elsewhere (a local provider in tests). See src/config/oauth.ts.
 */
export const oauthEnvShape = {
  MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_GOOGLE_ISSUER: url(['https:', 'http:']).default('https://accounts.google.com'),
  MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_FACEBOOK_AUTHORIZATION_URL: url(['https:', 'http:']).default('https://www.facebook.com/v21.0/dialog/oauth'),
  MARKETPLACE_OAUTH_FACEBOOK_TOKEN_URL: url(['https:', 'http:']).default('https://graph.facebook.com/v21.0/oauth/access_token'),
  MARKETPLACE_OAUTH_FACEBOOK_USERINFO_URL: url(['https:', 'http:']).default('https://graph.facebook.com/v21.0/me?fields=id,name,email'),
  MARKETPLACE_OAUTH_APPLE_CLIENT_ID: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_APPLE_TEAM_ID: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_APPLE_KEY_ID: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  MARKETPLACE_OAUTH_APPLE_ISSUER: url(['https:', 'http:']).default('https://appleid.apple.com'),
  /** how long a started sign-in (state, nonce, PKCE) and the one-time hand-over code stay valid */
  MARKETPLACE_OAUTH_FLOW_TTL_SECONDS: seconds(3600).default(600),
  /** how long a call to a provider (discovery, token, user info) may take */
  MARKETPLACE_OAUTH_TIMEOUT_SECONDS: seconds(120).default(10),
};

/** The environment variables the product reads (DECISIONS.md "Fixed names"). */
export const envSchema = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:', 'sqlite:', 'file:']).optional(),
  MARKETPLACE_DATA_DIR: z.string().min(1).default('./data'),
  PORT: port.default(3003),
  HOST: z.string().min(1).default('127.0.0.1'),
  MARKETPLACE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MARKETPLACE_PUBLIC_URL: url(['http:', 'https:']).optional(),
  MARKETPLACE_DOMAINS: domains.optional(),
  MARKETPLACE_SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MARKETPLACE_IMAP_URL: url(['imap:', 'imaps:']).optional(),
  MARKETPLACE_ANALYTICS_SCRIPT: url(['http:', 'https:']).optional(),
  MARKETPLACE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...oauthEnvShape,
});

export type Env = z.input<typeof envSchema>;
