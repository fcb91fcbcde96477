import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { PRIVATE_FILE_MODE, restrictMode, secureDataDir } from './file-modes.js';
import { z } from 'zod';
import { envSchema, MIN_SECRET_LENGTH, type CountryCode } from './schema.js';
import { DEFAULT_LIMITS, type Limits, type TrustProxy } from './limits.js';
import { oauthConfigFrom, type OAuthConfig } from './oauth.js';

export type DatabaseConfig =
  { client: 'sqlite'; filename: string; embedded: boolean } | { client: 'postgres'; connectionString: string; embedded: false };

export interface Config {
  dataDir: string;
  port: number;
  host: string;
  secret: string;
  publicUrl?: string;
  domains: Partial<Record<CountryCode, string>>;
  database: DatabaseConfig;
  /** MARKETPLACE_METRICS_TOKEN: GET /metrics answers requests bearing it (Prometheus); undefined: no /metrics (404) */
  metricsToken?: string;
  /** MARKETPLACE_INSTANCE: this instance's name (job runs, monitoring); undefined: host name and port (instanceName) */
  instance?: string;
  /** MARKETPLACE_PG_BIN_DIR: where pg_dump and pg_restore are (backups on PostgreSQL); undefined: PATH */
  pgBinDir?: string;
  smtpUrl?: string;
  imapUrl?: string;
  analyticsScript?: string;
  /** website analytics (MARKETPLACE_ANALYTICS, MARKETPLACE_ANALYTICS_RAW_DAYS, MARKETPLACE_ANALYTICS_DASHBOARD_URL) */
  webAnalytics: { enabled: boolean; rawDays: number; dashboardUrl: string | null };
  /** the e-shop (MARKETPLACE_SHOP_MAX_LINE_QUANTITY, MARKETPLACE_SHOP_MAX_ORDER_LINES, MARKETPLACE_SHOP_BANK_ACCOUNT) */
  shop: { maxLineQuantity: number; maxOrderLines: number; bankAccount: string; unpaidMinutes: number; maxUnpaidOrders: number };
  /** payments (core/payments): Stripe for cards, Fio banka's API for statements (MARKETPLACE_STRIPE_*, MARKETPLACE_FIO_TOKEN) */
  payments: PaymentsConfig;
  /**
   * promotions (salon Marketing): e-mails one company may send a day (MARKETPLACE_PROMOTION_EMAILS_PER_DAY)
   * and to one customer e-mail in 7 days (MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK)
   */
  promotions: { emailsPerDay: number; emailsPerCustomerWeek: number };
  /** branches (MARKETPLACE_BRANCHES_MAX_PER_COMPANY) */
  branches: { maxPerCompany: number };
  /** the outbox without SMTP, in the database: the newest messages kept (MARKETPLACE_OUTBOX_MESSAGES) */
  outboxMessages: number;
  /** MARKETPLACE_COMPANY_EMAILS_PER_DAY: e-mails one business may compose in 24 hours (salon E-maily) */
  companyEmailsPerDay: number;
  /** featured campaigns (MARKETPLACE_FEATURED_DAY_PRICE_CZ/_SK/_PL, MARKETPLACE_FEATURED_MAX_DAYS, MARKETPLACE_FEATURED_SLOTS, MARKETPLACE_FEATURED_CACHE_SECONDS, MARKETPLACE_FEATURED_FLUSH_SECONDS) */
  featured: {
    dayPrices: { CZ: number; SK: number; PL: number };
    maxDays: number;
    slots: number;
    cacheSeconds: number;
    /** how often every `serve` writes the impressions and clicks it counted in memory */
    flushSeconds: number;
    /** MARKETPLACE_FEATURED_HOLD_HOURS: an unpaid campaign or outdoor contract frees its slot or space after this */
    holdHours: number;
    /** MARKETPLACE_FEATURED_MAX_HOLDS: open holds (campaigns and outdoor contracts awaiting payment) of one company */
    maxHolds: number;
  };
  /** social posting: the `social-publish` job's tries, back-off and lease, and the webhook's time limit (MARKETPLACE_SOCIAL_*) */
  social: { maxAttempts: number; retrySeconds: number; leaseSeconds: number; webhookTimeoutMs: number };
  /** the salon's reports (MARKETPLACE_REPORTS_MAX_DAYS) */
  reports: { maxDays: number };
  /** AI právník: the longest edited document in characters (MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS) */
  legalDocumentMaxChars: number;
  /** the extensions users may attach (MARKETPLACE_ATTACHMENT_TYPES); undefined: the default list of core/attachments */
  attachmentTypes?: string[];
  /** bounds of uploaded photos (MARKETPLACE_PHOTO_MAX_MEGAPIXELS, MARKETPLACE_PHOTO_MAX_SIDE) */
  photoLimits: { maxPixels: number; maxSide: number };
  /** MARKETPLACE_MAX_URL_LENGTH: longer request targets are answered 414 */
  maxUrlLength: number;
  logLevel: string;
  /** how long `serve` waits on SIGTERM/SIGINT before cutting what still runs */
  shutdownTimeoutMs: number;
  /** limits of HTTP connections (fastify's connectionTimeout, requestTimeout, keepAliveTimeout); 0 = off */
  http: HttpTimeouts;
  /** protective limits (rate limits per address, password hashing, booking limits) */
  limits: Limits;
  /** whose X-Forwarded-For to believe (MARKETPLACE_TRUST_PROXY; default none) */
  trustProxy: TrustProxy;
  /** social sign-in providers (OpenID Connect / OAuth 2.0) */
  oauth: OAuthConfig;
  version: string;
  /** Built web app (dist/web) served by `serve`. */
  webRoot: string;
  /** limits of outbound fetches (adapters/net/safe-fetch.ts) and of reading an audited page */
  outboundFetch: OutboundFetchConfig;
  /** the certificate and site check of hosting projects (adapters/hosting-check) */
  hostingCheck: HostingCheckConfig;
  /** the profile map (MARKETPLACE_MAP_TILES_URL, MARKETPLACE_MAP_ATTRIBUTION): null without a tile server */
  map: { tilesUrl: string; attribution: string } | null;
  /** listings' coordinates from their address (MARKETPLACE_GEOCODER_URL, _INTERVAL_MS, _TIMEOUT_MS): null without a geocoder */
  geocoder: { url: string; intervalMs: number; timeoutMs: number } | null;
  /** server monitoring and the server's log store */
  monitoring: MonitoringConfig;
}

interface PaymentsConfig {
  /** both MARKETPLACE_STRIPE_SECRET_KEY and MARKETPLACE_STRIPE_WEBHOOK_SECRET; null: cards are not offered */
  stripe: { secretKey: string; webhookSecret: string; testApi: string | null } | null;
  /** MARKETPLACE_FIO_TOKEN: the `bank-statements` job fetches new transactions from Fio banka's API; null: off */
  fio: { token: string; testApi: string | null } | null;
  /** MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES: the largest bank statement file an import reads */
  statementMaxBytes: number;
}

interface MonitoringConfig {
  /** MARKETPLACE_MONITOR_SAMPLE_SECONDS: seconds between samples inside `serve` */
  sampleSeconds: number;
  /** MARKETPLACE_LOG_FILE_MAX_BYTES: a log file's size before it rotates */
  logFileMaxBytes: number;
  /** MARKETPLACE_LOG_FILES: log files kept (the current one and the rotated ones) */
  logFiles: number;
  /** MARKETPLACE_LOG_DB_ROWS: rows of the log table of every instance's warnings and errors (0: none written) */
  logDbRows: number;
}

interface HostingCheckConfig {
  /** MARKETPLACE_HOSTING_CHECK_CONCURRENCY: domains probed at once */
  concurrency: number;
  /** MARKETPLACE_HOSTING_CHECK_TIMEOUT_MS: the time allowed for one domain (DNS, TLS, the answer) */
  timeoutMs: number;
  /** tests only (NODE_ENV=test, MARKETPLACE_TEST_HOSTING_HOSTS): domain -> local HTTPS server; {} otherwise */
  testHosts: Record<string, { address: string; port: number }>;
  /** tests only (NODE_ENV=test, MARKETPLACE_TEST_RDAP_URL): a local RDAP stand-in replacing every registry's base URL; null otherwise */
  testRdapUrl: string | null;
}

/** `salon-eva.cz=127.0.0.1:4443,...` as a map (the schema checked the form). */
function testHostsOf(text: string | undefined): HostingCheckConfig['testHosts'] {
  const hosts: HostingCheckConfig['testHosts'] = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name = '', target = ''] = entry.split('=');
    const at = target.lastIndexOf(':');
    hosts[name.toLowerCase()] = { address: target.slice(0, at), port: Number(target.slice(at + 1)) };
  }
  return hosts;
}

interface OutboundFetchConfig {
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  maxHtmlTokens: number;
  /** tests only (NODE_ENV=test): loopback origins the guard lets through; [] otherwise */
  testOrigins: string[];
}

export interface HttpTimeouts {
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** The package's root folder (holds package.json), from sources (src/) or compiled files (dist/src/). */
function packageRoot(): string {
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
  const result = envSchema.safeParse(cleaned, { error: z.locales.cs().localeError }); // zod's own messages in Czech too
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return result.data;
}

/** Why `serve` on PostgreSQL does not start without MARKETPLACE_SECRET (one line). */
const SHARED_SECRET_MISSING =
  'MARKETPLACE_SECRET: s databází PostgreSQL nastavte jeden tajný klíč pro všechny instance (např. openssl rand -base64 48); klíč vytvořený na každém stroji zvlášť by neplatil na ostatních (podepsané odkazy, dvoufázové ověření, šifrovaná nastavení)';

/**
 * The key in `<data dir>/secret.key`, generated (0600) on first run. A stored key shorter than
 * MIN_SECRET_LENGTH (an empty or cut file) stops start-up: signing with it would be guessable.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    restrictMode(file, PRIVATE_FILE_MODE);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError([
        `${file}: klíč má ${secret.length} znaků, potřeba je alespoň ${MIN_SECRET_LENGTH}; smažte soubor a vytvoří se nový klíč (odkazy podepsané a hesla uložená starým přestanou platit), nebo nastavte MARKETPLACE_SECRET`,
      ]);
    }
    return secret;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return secret;
}

export function databaseFrom(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true };
  if (url.startsWith('postgres')) return { client: 'postgres', connectionString: url, embedded: false };
  const parsed = new URL(url);
  const filename = decodeURIComponent(parsed.pathname || parsed.host);
  return { client: 'sqlite', filename, embedded: false };
}

/**
 * Builds the runtime configuration. Creates the data directory (private: 0700, its files 0600,
 * tightened when found too open) and, on first run without MARKETPLACE_SECRET, generates the secret into it.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: {
    /**
     * `serve`: on PostgreSQL (where several instances share one database) the secret must be given as
     * MARKETPLACE_SECRET, one for all of them, not generated per machine into its data dir.
     */
    sharedSecret?: boolean;
  } = {},
): Config {
  const parsed = parseEnv(env);
  const oauth = oauthConfigFrom(parsed);
  if (oauth.problems.length) throw new ConfigError(oauth.problems);
  const dataDir = path.resolve(parsed.MARKETPLACE_DATA_DIR);
  const database = databaseFrom(parsed.DATABASE_URL, dataDir);
  if (options.sharedSecret && database.client === 'postgres' && !parsed.MARKETPLACE_SECRET) throw new ConfigError([SHARED_SECRET_MISSING]);
  secureDataDir(dataDir);
  return {
    dataDir,
    port: parsed.PORT,
    host: parsed.HOST,
    secret: parsed.MARKETPLACE_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: parsed.MARKETPLACE_PUBLIC_URL?.replace(/\/$/, ''),
    pgBinDir: parsed.MARKETPLACE_PG_BIN_DIR,
    instance: parsed.MARKETPLACE_INSTANCE,
    metricsToken: parsed.MARKETPLACE_METRICS_TOKEN,
    domains: parsed.MARKETPLACE_DOMAINS ?? {},
    database,
    smtpUrl: parsed.MARKETPLACE_SMTP_URL,
    imapUrl: parsed.MARKETPLACE_IMAP_URL,
    analyticsScript: parsed.MARKETPLACE_ANALYTICS_SCRIPT,
    webAnalytics: {
      enabled: parsed.MARKETPLACE_ANALYTICS === 'on',
      rawDays: parsed.MARKETPLACE_ANALYTICS_RAW_DAYS,
      dashboardUrl: parsed.MARKETPLACE_ANALYTICS_DASHBOARD_URL ?? null,
    },
    featured: {
      dayPrices: {
        CZ: parsed.MARKETPLACE_FEATURED_DAY_PRICE_CZ,
        SK: parsed.MARKETPLACE_FEATURED_DAY_PRICE_SK,
        PL: parsed.MARKETPLACE_FEATURED_DAY_PRICE_PL,
      },
      maxDays: parsed.MARKETPLACE_FEATURED_MAX_DAYS,
      slots: parsed.MARKETPLACE_FEATURED_SLOTS,
      cacheSeconds: parsed.MARKETPLACE_FEATURED_CACHE_SECONDS,
      flushSeconds: parsed.MARKETPLACE_FEATURED_FLUSH_SECONDS,
      holdHours: parsed.MARKETPLACE_FEATURED_HOLD_HOURS,
      maxHolds: parsed.MARKETPLACE_FEATURED_MAX_HOLDS,
    },
    shop: {
      maxLineQuantity: parsed.MARKETPLACE_SHOP_MAX_LINE_QUANTITY,
      maxOrderLines: parsed.MARKETPLACE_SHOP_MAX_ORDER_LINES,
      bankAccount: parsed.MARKETPLACE_SHOP_BANK_ACCOUNT,
      unpaidMinutes: parsed.MARKETPLACE_SHOP_UNPAID_MINUTES,
      maxUnpaidOrders: parsed.MARKETPLACE_SHOP_MAX_UNPAID_ORDERS,
    },
    payments: {
      stripe:
        parsed.MARKETPLACE_STRIPE_SECRET_KEY && parsed.MARKETPLACE_STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: parsed.MARKETPLACE_STRIPE_SECRET_KEY,
              webhookSecret: parsed.MARKETPLACE_STRIPE_WEBHOOK_SECRET,
              testApi: parsed.NODE_ENV === 'test' ? (parsed.MARKETPLACE_TEST_STRIPE_API ?? null) : null,
            }
          : null,
      fio: parsed.MARKETPLACE_FIO_TOKEN
        ? { token: parsed.MARKETPLACE_FIO_TOKEN, testApi: parsed.NODE_ENV === 'test' ? (parsed.MARKETPLACE_TEST_FIO_API ?? null) : null }
        : null,
      statementMaxBytes: parsed.MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES,
    },
    reports: { maxDays: parsed.MARKETPLACE_REPORTS_MAX_DAYS },
    promotions: {
      emailsPerDay: parsed.MARKETPLACE_PROMOTION_EMAILS_PER_DAY,
      emailsPerCustomerWeek: parsed.MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK,
    },
    branches: { maxPerCompany: parsed.MARKETPLACE_BRANCHES_MAX_PER_COMPANY },
    outboxMessages: parsed.MARKETPLACE_OUTBOX_MESSAGES,
    companyEmailsPerDay: parsed.MARKETPLACE_COMPANY_EMAILS_PER_DAY,
    photoLimits: { maxPixels: Math.round(parsed.MARKETPLACE_PHOTO_MAX_MEGAPIXELS * 1_000_000), maxSide: parsed.MARKETPLACE_PHOTO_MAX_SIDE },
    maxUrlLength: parsed.MARKETPLACE_MAX_URL_LENGTH,
    logLevel: parsed.MARKETPLACE_LOG_LEVEL,
    shutdownTimeoutMs: Math.round(parsed.MARKETPLACE_SHUTDOWN_TIMEOUT * 1000),
    http: {
      connectionTimeoutMs: Math.round(parsed.MARKETPLACE_CONNECTION_TIMEOUT * 1000),
      requestTimeoutMs: Math.round(parsed.MARKETPLACE_REQUEST_TIMEOUT * 1000),
      keepAliveTimeoutMs: Math.round(parsed.MARKETPLACE_KEEP_ALIVE_TIMEOUT * 1000),
    },
    limits: limitsFrom(parsed),
    trustProxy: parsed.MARKETPLACE_TRUST_PROXY ?? false,
    oauth: oauth.config,
    version: packageVersion(),
    webRoot: path.join(packageRoot(), 'dist', 'web'),
    outboundFetch: {
      timeoutMs: parsed.MARKETPLACE_FETCH_TIMEOUT_MS,
      maxRedirects: parsed.MARKETPLACE_FETCH_MAX_REDIRECTS,
      maxBytes: parsed.MARKETPLACE_FETCH_MAX_BYTES,
      maxHtmlTokens: parsed.MARKETPLACE_AUDIT_MAX_HTML_TOKENS,
      testOrigins:
        parsed.NODE_ENV === 'test'
          ? (parsed.MARKETPLACE_TEST_FETCH_ORIGINS ?? '')
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
    },
    hostingCheck: {
      concurrency: parsed.MARKETPLACE_HOSTING_CHECK_CONCURRENCY,
      timeoutMs: parsed.MARKETPLACE_HOSTING_CHECK_TIMEOUT_MS,
      testHosts: parsed.NODE_ENV === 'test' ? testHostsOf(parsed.MARKETPLACE_TEST_HOSTING_HOSTS) : {},
      testRdapUrl: parsed.NODE_ENV === 'test' ? (parsed.MARKETPLACE_TEST_RDAP_URL ?? null) : null,
    },
    map: parsed.MARKETPLACE_MAP_TILES_URL
      ? { tilesUrl: parsed.MARKETPLACE_MAP_TILES_URL, attribution: parsed.MARKETPLACE_MAP_ATTRIBUTION }
      : null,
    geocoder: parsed.MARKETPLACE_GEOCODER_URL
      ? {
          url: parsed.MARKETPLACE_GEOCODER_URL,
          intervalMs: parsed.MARKETPLACE_GEOCODER_INTERVAL_MS,
          timeoutMs: parsed.MARKETPLACE_GEOCODER_TIMEOUT_MS,
        }
      : null,
    social: {
      maxAttempts: parsed.MARKETPLACE_SOCIAL_MAX_ATTEMPTS,
      retrySeconds: parsed.MARKETPLACE_SOCIAL_RETRY_SECONDS,
      leaseSeconds: parsed.MARKETPLACE_SOCIAL_LEASE_SECONDS,
      webhookTimeoutMs: parsed.MARKETPLACE_SOCIAL_WEBHOOK_TIMEOUT_MS,
    },
    legalDocumentMaxChars: parsed.MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS,
    attachmentTypes: parsed.MARKETPLACE_ATTACHMENT_TYPES,
    monitoring: {
      sampleSeconds: parsed.MARKETPLACE_MONITOR_SAMPLE_SECONDS,
      logFileMaxBytes: parsed.MARKETPLACE_LOG_FILE_MAX_BYTES,
      logFiles: parsed.MARKETPLACE_LOG_FILES,
      logDbRows: parsed.MARKETPLACE_LOG_DB_ROWS,
    },
  };
}

function limitsFrom(env: ReturnType<typeof parseEnv>): Limits {
  const d = DEFAULT_LIMITS;
  return {
    rate: {
      login: env.MARKETPLACE_RATE_LIMIT_LOGIN ?? d.rate.login,
      register: env.MARKETPLACE_RATE_LIMIT_REGISTER ?? d.rate.register,
      booking: env.MARKETPLACE_RATE_LIMIT_BOOKING ?? d.rate.booking,
      tracking: env.MARKETPLACE_RATE_LIMIT_TRACKING ?? d.rate.tracking,
      analytics: env.MARKETPLACE_RATE_LIMIT_ANALYTICS ?? d.rate.analytics,
      orders: env.MARKETPLACE_RATE_LIMIT_ORDERS ?? d.rate.orders,
    },
    hashing: {
      concurrency: env.MARKETPLACE_HASH_CONCURRENCY ?? d.hashing.concurrency,
      queue: env.MARKETPLACE_HASH_QUEUE ?? d.hashing.queue,
      ...(env.NODE_ENV === 'test' && env.MARKETPLACE_TEST_SCRYPT_N ? { scryptN: env.MARKETPLACE_TEST_SCRYPT_N } : {}),
    },
    booking: {
      pendingPerEmail: env.MARKETPLACE_BOOKING_PENDING_PER_EMAIL ?? d.booking.pendingPerEmail,
      perEmailPerHour: env.MARKETPLACE_BOOKING_PER_EMAIL_HOUR ?? d.booking.perEmailPerHour,
      anonymousPerCompanyPerHour: env.MARKETPLACE_BOOKING_ANONYMOUS_PER_COMPANY_HOUR ?? d.booking.anonymousPerCompanyPerHour,
    },
  };
}

/** This instance's name in job runs and monitoring: MARKETPLACE_INSTANCE, else the host name and `port` (`cli` for the command line). */
export const instanceName = (config: Pick<Config, 'instance'>, port: number | 'cli'): string =>
  config.instance ?? `${os.hostname()}:${port}`;
