import { isIP } from 'node:net';
import { z } from 'zod';
import { parseRate, type TrustProxy } from './limits.js';

export const COUNTRY_CODES = ['CZ', 'SK', 'PL'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Shortest MARKETPLACE_SECRET or stored secret.key accepted. */
export const MIN_SECRET_LENGTH = 32;

const port = z.coerce.number().int().min(1, 'musí být 1–65535').max(65535, 'musí být 1–65535');

/** A duration in seconds (fractions allowed); `off` permits 0, which turns the limit off. */
const seconds = (options: { off: boolean }) =>
  z.coerce
    .number()
    .min(options.off ? 0 : 0.001, options.off ? 'musí být 0 (vypnuto) nebo více sekund' : 'musí být více než 0 sekund')
    .max(86_400, 'nejvýše 86400 sekund');

/** `cz=host,sk=host,pl=host` -> { CZ: 'host', ... } */
const domains = z.string().transform((value, ctx) => {
  const out: Partial<Record<CountryCode, string>> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, host] = part.split('=').map((s) => s?.trim());
    const upper = (code ?? '').toUpperCase() as CountryCode;
    if (!COUNTRY_CODES.includes(upper) || !host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
      ctx.addIssue({ code: 'custom', message: `očekáváno cz=host,sk=host,pl=host, zadáno "${part}"` });
      return z.NEVER;
    }
    out[upper] = host.toLowerCase();
  }
  return out;
});

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `očekávána adresa začínající ${protocols.join(' nebo ')}//`,
  );

const rate = z.string().transform((value, ctx) => {
  const parsed = parseRate(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: `očekáváno N/jednotka, např. 10/min, 20/h nebo 5/15min, zadáno "${value}"` });
    return z.NEVER;
  }
  return parsed;
});

/** `pdf, .DOCX,zip` -> ['pdf', 'docx', 'zip']: extensions, lower-case without the dot. */
const extensions = z.string().transform((value, ctx) => {
  const list = value
    .split(',')
    .map((e) => e.trim().replace(/^\.+/, '').toLowerCase())
    .filter(Boolean);
  const bad = list.find((e) => !/^[a-z0-9]{1,16}$/.test(e));
  if (bad !== undefined || list.length === 0) {
    ctx.addIssue({ code: 'custom', message: `očekáván seznam přípon oddělených čárkou, např. pdf,docx,zip, zadáno "${value}"` });
    return z.NEVER;
  }
  return [...new Set(list)];
});

const count = (min: number) => z.coerce.number().int().min(min, `musí být celé číslo >= ${min}`);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};

/** `off` (default), a hop count, or a comma list of `loopback`/`linklocal`/`uniquelocal`, addresses and CIDRs. */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !PROXY_NAMES.includes(e) && !isAddressOrRange(e));
  if (!entries.length || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `očekáváno off, počet proxy nebo loopback/adresy/CIDR oddělené čárkami, zadáno "${bad.join(',') || value}"`,
    });
    return z.NEVER;
  }
  return entries;
});

const wholeSeconds = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * Social sign-in (OpenID Connect / OAuth 2.0): a provider is on when its client id is set; the issuer and
 * endpoint overrides point it elsewhere (a local provider in tests). See src/config/oauth.ts.
 */
const oauthEnvShape = {
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
  MARKETPLACE_OAUTH_FLOW_TTL_SECONDS: wholeSeconds(3600).default(600),
  /** how long a call to a provider (discovery, token, user info) may take */
  MARKETPLACE_OAUTH_TIMEOUT_SECONDS: wholeSeconds(120).default(10),
};

/** The environment variables the product reads (docs/decisions.md "Fixed names"). */
export const envSchema = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:', 'sqlite:', 'file:']).optional(),
  /** the folder of PostgreSQL's client programs (pg_dump, pg_restore) for backups; default: PATH */
  MARKETPLACE_PG_BIN_DIR: z.string().min(1).optional(),
  /** turns on GET /metrics (Prometheus), for requests bearing this token */
  MARKETPLACE_METRICS_TOKEN: z.string().trim().min(16, 'musí mít alespoň 16 znaků').optional(),
  /** this instance's name in job runs and monitoring; default: the host name and port */
  MARKETPLACE_INSTANCE: z.string().trim().min(1).max(100).optional(),
  MARKETPLACE_DATA_DIR: z.string().min(1).default('./data'),
  PORT: port.default(3003),
  HOST: z.string().min(1).default('127.0.0.1'),
  MARKETPLACE_SECRET: z
    .string()
    .trim()
    .min(MIN_SECRET_LENGTH, `musí mít alespoň ${MIN_SECRET_LENGTH} znaků; vytvořte ho příkazem: openssl rand -base64 48`)
    .optional(),
  MARKETPLACE_PUBLIC_URL: url(['http:', 'https:']).optional(),
  MARKETPLACE_DOMAINS: domains.optional(),
  MARKETPLACE_SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MARKETPLACE_IMAP_URL: url(['imap:', 'imaps:']).optional(),
  MARKETPLACE_ANALYTICS_SCRIPT: url(['http:', 'https:']).optional(),
  /** first-party page-view counting of the public site (website analytics): on (default) or off */
  MARKETPLACE_ANALYTICS: z.enum(['on', 'off'], { error: 'on nebo off' }).default('on'),
  /** the external analytics dashboard the admin's 'plausible' tab embeds */
  MARKETPLACE_ANALYTICS_DASHBOARD_URL: url(['http:', 'https:']).optional(),
  /** days raw page views are kept before only their daily aggregates remain */
  MARKETPLACE_ANALYTICS_RAW_DAYS: z.coerce.number().int().min(2, 'alespoň 2').max(400, 'nejvýše 400').default(35),
  /** the e-shop: pieces of one product in one cart or order line, lines of one order, the bank account of a bank transfer */
  MARKETPLACE_SHOP_MAX_LINE_QUANTITY: z.coerce.number().int().min(1, 'alespoň 1').max(100_000, 'nejvýše 100000').default(100),
  MARKETPLACE_SHOP_MAX_ORDER_LINES: z.coerce.number().int().min(1, 'alespoň 1').max(100, 'nejvýše 100').default(50),
  MARKETPLACE_SHOP_BANK_ACCOUNT: z.string().trim().max(60, 'nejvýše 60 znaků').default(''),
  /** minutes an unpaid bank-transfer order holds its stock before the `shop-expire` job cancels it (3 days) */
  MARKETPLACE_SHOP_UNPAID_MINUTES: z.coerce.number().int().min(1, 'alespoň 1').max(43_200, 'nejvýše 43200').default(4320),
  /** unpaid orders (card or transfer) one account may have at once; one more is 409 */
  MARKETPLACE_SHOP_MAX_UNPAID_ORDERS: z.coerce.number().int().min(1, 'alespoň 1').max(1000, 'nejvýše 1000').default(3),
  /** payments (core/payments): Stripe Checkout for cards (both keys, or cards are not offered), Fio banka's API token for the bank statements */
  MARKETPLACE_STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  MARKETPLACE_STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  MARKETPLACE_FIO_TOKEN: z.string().trim().min(1).optional(),
  /** the largest bank statement file (GPC) the admin's upload and `marketplace payments import` read (5 MB) */
  MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024, 'alespoň 1024')
    .max(100 * 1024 * 1024, 'nejvýše 104857600')
    .default(5 * 1024 * 1024),
  /** FOR TESTS ONLY (ignored unless NODE_ENV=test): a local stand-in of Stripe's API (`http://127.0.0.1:PORT`) and of Fio's */
  MARKETPLACE_TEST_STRIPE_API: url(['http:', 'https:']).optional(),
  MARKETPLACE_TEST_FIO_API: url(['http:', 'https:']).optional(),
  /** the salon's reports (Reporty): the longest period one report covers, in days */
  MARKETPLACE_REPORTS_MAX_DAYS: z.coerce.number().int().min(7, 'alespoň 7').max(3660, 'nejvýše 3660').default(366),
  /** promotion e-mails one company may queue a day (salon Marketing, 'Odeslat zákazníkům'); the rest go another day */
  MARKETPLACE_PROMOTION_EMAILS_PER_DAY: z.coerce.number().int().min(1, 'alespoň 1').max(100_000, 'nejvýše 100000').default(500),
  /** promotion e-mails one company may send one customer e-mail in 7 days, across its promotions; the rest are skipped */
  MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK: z.coerce.number().int().min(1, 'alespoň 1').max(50, 'nejvýše 50').default(2),
  /** the outbox without SMTP (the database): the newest messages kept; each save deletes older ones */
  MARKETPLACE_OUTBOX_MESSAGES: z.coerce.number().int().min(1, 'alespoň 1').max(1_000_000, 'nejvýše 1000000').default(2000),
  /** e-mails one business may compose from its dashboard in 24 hours (salon E-maily); more is 429 */
  MARKETPLACE_COMPANY_EMAILS_PER_DAY: z.coerce.number().int().min(1, 'alespoň 1').max(100_000, 'nejvýše 100000').default(200),
  /** branches (salon Pobočky) one company may have, active or not */
  MARKETPLACE_BRANCHES_MAX_PER_COMPANY: z.coerce.number().int().min(1, 'alespoň 1').max(500, 'nejvýše 500').default(20),
  /** featured campaigns (Reklamní kampaně): a day's price per edition in minor units, the longest period in days, campaigns at once in one city and category */
  MARKETPLACE_FEATURED_DAY_PRICE_CZ: z.coerce.number().int().min(0, 'alespoň 0').max(100_000_000, 'nejvýše 100000000').default(19_900),
  MARKETPLACE_FEATURED_DAY_PRICE_SK: z.coerce.number().int().min(0, 'alespoň 0').max(100_000_000, 'nejvýše 100000000').default(790),
  MARKETPLACE_FEATURED_DAY_PRICE_PL: z.coerce.number().int().min(0, 'alespoň 0').max(100_000_000, 'nejvýše 100000000').default(3_500),
  MARKETPLACE_FEATURED_MAX_DAYS: z.coerce.number().int().min(1, 'alespoň 1').max(366, 'nejvýše 366').default(90),
  MARKETPLACE_FEATURED_SLOTS: z.coerce.number().int().min(1, 'alespoň 1').max(100, 'nejvýše 100').default(3),
  MARKETPLACE_FEATURED_FLUSH_SECONDS: z.coerce.number().int().min(1, 'alespoň 1').max(300, 'nejvýše 300').default(30),
  MARKETPLACE_FEATURED_CACHE_SECONDS: z.coerce.number().int().min(0, 'alespoň 0').max(300, 'nejvýše 300').default(10),
  /** hours a featured campaign or outdoor contract awaiting payment holds its slot or space; open holds of one company */
  MARKETPLACE_FEATURED_HOLD_HOURS: z.coerce.number().int().min(1, 'alespoň 1').max(720, 'nejvýše 720').default(48),
  MARKETPLACE_FEATURED_MAX_HOLDS: z.coerce.number().int().min(1, 'alespoň 1').max(100, 'nejvýše 100').default(3),
  /** an uploaded photo may declare at most this many megapixels (checked before decoding) */
  MARKETPLACE_PHOTO_MAX_MEGAPIXELS: z.coerce.number().positive('musí být kladný počet megapixelů').max(1000, 'nejvýše 1000').default(40),
  /** the long side, in pixels, of the stored photo (larger uploads are scaled down) */
  MARKETPLACE_PHOTO_MAX_SIDE: z.coerce
    .number()
    .int('musí být celý počet pixelů')
    .min(64, 'musí být 64-10000')
    .max(10000, 'musí být 64-10000')
    .default(2560),
  /** the longest request target (path and query) served; longer: 414 */
  MARKETPLACE_MAX_URL_LENGTH: z.coerce
    .number()
    .int('musí být celý počet znaků')
    .min(256, 'musí být 256-16000')
    .max(16000, 'musí být 256-16000')
    .default(8192),
  MARKETPLACE_TRUST_PROXY: trustProxy.optional(),
  MARKETPLACE_RATE_LIMIT_LOGIN: rate.optional(),
  MARKETPLACE_RATE_LIMIT_REGISTER: rate.optional(),
  MARKETPLACE_RATE_LIMIT_BOOKING: rate.optional(),
  MARKETPLACE_RATE_LIMIT_TRACKING: rate.optional(),
  MARKETPLACE_RATE_LIMIT_ANALYTICS: rate.optional(),
  MARKETPLACE_RATE_LIMIT_ORDERS: rate.optional(),
  MARKETPLACE_HASH_CONCURRENCY: count(1).optional(),
  MARKETPLACE_HASH_QUEUE: count(0).optional(),
  /** FOR TESTS ONLY, honoured only with NODE_ENV=test: scrypt's N of new password hashes (a power of two from 2^10), cheaper than the product's 2^17 */
  MARKETPLACE_TEST_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 17)
    .refine((n) => (n & (n - 1)) === 0, 'očekávána mocnina dvou')
    .optional(),
  MARKETPLACE_BOOKING_PENDING_PER_EMAIL: count(1).optional(),
  MARKETPLACE_BOOKING_PER_EMAIL_HOUR: count(1).optional(),
  MARKETPLACE_BOOKING_ANONYMOUS_PER_COMPANY_HOUR: count(1).optional(),
  MARKETPLACE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** outbound fetches of addresses from data (score --fetch): one deadline, redirects, bytes read; HTML tokens read of an audited page */
  MARKETPLACE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MARKETPLACE_FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  MARKETPLACE_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  MARKETPLACE_AUDIT_MAX_HTML_TOKENS: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** FOR TESTS ONLY, honoured only with NODE_ENV=test: loopback origins (`http://127.0.0.1:PORT,...`) the outbound-fetch guard lets through */
  MARKETPLACE_TEST_FETCH_ORIGINS: z.string().optional(),
  /** the certificate and site check (`marketplace hosting check`): domains probed at once, and the time allowed for one */
  MARKETPLACE_HOSTING_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  MARKETPLACE_HOSTING_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** FOR TESTS ONLY, honoured only with NODE_ENV=test: `domain=127.0.0.1:PORT,...` points domains at local HTTPS servers for the check */
  MARKETPLACE_TEST_HOSTING_HOSTS: z
    .string()
    .regex(/^\s*[^=,\s]+=[^:,\s]+:\d+\s*(,\s*[^=,\s]+=[^:,\s]+:\d+\s*)*$/, 'očekáváno domena=127.0.0.1:PORT oddělené čárkami')
    .optional(),
  /** FOR TESTS ONLY, honoured only with NODE_ENV=test: a local RDAP stand-in (`http://127.0.0.1:PORT/`) asked instead of every domain registry */
  MARKETPLACE_TEST_RDAP_URL: url(['http:', 'https:']).optional(),
  /** the profile map: a tile server (`https://tile.example.org/{z}/{x}/{y}.png`, `{s}` for subdomains a-c) and its attribution; unset: the placeholder */
  MARKETPLACE_MAP_TILES_URL: url(['http:', 'https:'])
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'adresa dlaždic musí obsahovat {z}, {x} a {y}')
    .optional(),
  MARKETPLACE_MAP_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  /** coordinates of listings from their address: a Nominatim-compatible geocoder (its `/search`), at most one request per interval */
  MARKETPLACE_GEOCODER_URL: url(['http:', 'https:']).optional(),
  MARKETPLACE_GEOCODER_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MARKETPLACE_GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  /** social posting (`social-publish` job): tries of a post, the first retry's wait (doubling after), a run's hold on a post, the webhook's time limit */
  MARKETPLACE_SOCIAL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  MARKETPLACE_SOCIAL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  MARKETPLACE_SOCIAL_LEASE_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  MARKETPLACE_SOCIAL_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** AI právník: the longest text of a document a salon may save, in characters */
  /** the extensions users may attach (task files, compose and scheduled e-mails), replacing the default list */
  MARKETPLACE_ATTACHMENT_TYPES: extensions.optional(),
  MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS: z.coerce.number().int().min(1000, 'alespoň 1000').max(200_000, 'nejvýše 200000').default(50_000),
  /** server monitoring: seconds between the sampler's samples inside `serve` */
  MARKETPLACE_MONITOR_SAMPLE_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** the server's log store (<data dir>/logs/server.log): bytes of a file before it rotates, and files kept */
  MARKETPLACE_LOG_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  MARKETPLACE_LOG_FILES: z.coerce.number().int().min(1).max(100).default(5),
  /** the log table (every instance's warnings and errors): rows kept, the newest; 0: none written */
  MARKETPLACE_LOG_DB_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  NODE_ENV: z.string().optional(),
  /** seconds `serve` waits on SIGTERM/SIGINT for running requests and the job in hand before it cuts them */
  MARKETPLACE_SHUTDOWN_TIMEOUT: seconds({ off: false }).default(10),
  /** seconds a connection may stay silent (nothing received or sent) before the server closes it */
  MARKETPLACE_CONNECTION_TIMEOUT: seconds({ off: true }).default(120),
  /** seconds a client has to send a whole request (headers and body) */
  MARKETPLACE_REQUEST_TIMEOUT: seconds({ off: true }).default(300),
  /** seconds an idle keep-alive connection stays open between requests */
  MARKETPLACE_KEEP_ALIVE_TIMEOUT: seconds({ off: false }).default(72),
  ...oauthEnvShape,
});
