import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema, type CountryCode } from './schema.js';
import { oauthConfigFrom, type OAuthConfig } from './oauth.js';

export { COUNTRY_CODES, type CountryCode } from './schema.js';

export type DatabaseConfig =
  | { client: 'sqlite'; filename: string; embedded: boolean }
  | { client: 'postgres'; connectionString: string; embedded: false };

export interface Config {
  dataDir: string;
  port: number;
  host: string;
  secret: string;
  publicUrl?: string;
  domains: Partial<Record<CountryCode, string>>;
  database: DatabaseConfig;
  smtpUrl?: string;
  imapUrl?: string;
  analyticsScript?: string;
  logLevel: string;
  /** social sign-in providers (OpenID Connect / OAuth 2.0) */
  oauth: OAuthConfig;
  version: string;
  /** Built web app (dist/web) served by `serve`. */
  webRoot: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** The package's root folder (holds package.json), from sources (src/) or compiled files (dist/src/). */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (json.name === 'marketplace') return dir;
    } catch {
      /* not here: go up */
    }
    dir = path.dirname(dir);
  }
  throw new Error('marketplace: package.json not found above ' + fileURLToPath(import.meta.url));
}

export function packageVersion(): string {
  const json = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: string };
  return json.version ?? '0.0.0';
}

/** Reads and checks the environment; the only place in the product that reads process.env. */
export function parseEnv(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return result.data;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true };
  if (url.startsWith('postgres')) return { client: 'postgres', connectionString: url, embedded: false };
  const parsed = new URL(url);
  const filename = decodeURIComponent(parsed.pathname || parsed.host);
  return { client: 'sqlite', filename, embedded: false };
}

/**
 * Builds the runtime configuration. Creates the data directory and, on first run without
 * MARKETPLACE_SECRET, generates the secret into it.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseEnv(env);
  const oauth = oauthConfigFrom(parsed);
  if (oauth.problems.length) throw new ConfigError(oauth.problems);
  const dataDir = path.resolve(parsed.MARKETPLACE_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    dataDir,
    port: parsed.PORT,
    host: parsed.HOST,
    secret: parsed.MARKETPLACE_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: parsed.MARKETPLACE_PUBLIC_URL?.replace(/\/$/, ''),
    domains: parsed.MARKETPLACE_DOMAINS ?? {},
    database: databaseFrom(parsed.DATABASE_URL, dataDir),
    smtpUrl: parsed.MARKETPLACE_SMTP_URL,
    imapUrl: parsed.MARKETPLACE_IMAP_URL,
    analyticsScript: parsed.MARKETPLACE_ANALYTICS_SCRIPT,
    logLevel: parsed.MARKETPLACE_LOG_LEVEL,
    oauth: oauth.config,
    version: packageVersion(),
    webRoot: path.join(packageRoot(), 'dist', 'web'),
  };
}
