/**
 * Protective limits: their shapes and product defaults (README, "Limits"). The environment overrides
 * them (schema.ts); tests and load tests on loopback raise them through the app's config.
 */

/** At most `max` requests in a fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Routes limited per client address; each bucket counts on its own. */
export const RATE_LIMIT_BUCKETS = ['login', 'register', 'booking', 'tracking', 'analytics', 'orders'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];
export type RateLimits = Record<RateLimitBucket, RateLimit>;

/** Business limits of public bookings (counted in the database by the booking service). */
export interface BookingLimits {
  /** pending upcoming bookings of one e-mail address at one company */
  pendingPerEmail: number;
  /** bookings made for one e-mail address in the last hour, at any company */
  perEmailPerHour: number;
  /** pending bookings made without an account at one company in the last hour */
  anonymousPerCompanyPerHour: number;
}

/** Password hashing (scrypt, ~128 MB and ~0.3 s each): at most `concurrency` at once, `queue` waiting. */
export interface HashingLimits {
  concurrency: number;
  queue: number;
  /** scrypt's N of new hashes: the product's 2^17 unless a test lowers it (MARKETPLACE_TEST_SCRYPT_N) */
  scryptN?: number;
}

export interface Limits {
  rate: RateLimits;
  hashing: HashingLimits;
  booking: BookingLimits;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: Limits = {
  rate: {
    login: { max: 10, windowMs: MINUTE },
    register: { max: 10, windowMs: HOUR },
    booking: { max: 20, windowMs: HOUR },
    tracking: { max: 300, windowMs: MINUTE },
    analytics: { max: 120, windowMs: MINUTE },
    orders: { max: 20, windowMs: HOUR },
  },
  hashing: { concurrency: 2, queue: 32 },
  booking: { pendingPerEmail: 3, perEmailPerHour: 10, anonymousPerCompanyPerHour: 30 },
};

const UNITS: Record<string, number> = { s: 1000, sec: 1000, min: MINUTE, m: MINUTE, h: HOUR, hour: HOUR, d: 24 * HOUR, day: 24 * HOUR };

/** `10/min`, `20/h`, `5/15min`, `300/s` -> { max, windowMs }; undefined when malformed. */
export function parseRate(text: string): RateLimit | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d*)\s*([a-z]+)\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = UNITS[match[3]!.toLowerCase()];
  const count = match[2] ? Number(match[2]) : 1;
  const max = Number(match[1]);
  if (!unit || !Number.isSafeInteger(max) || max < 1 || count < 1) return undefined;
  return { max, windowMs: count * unit };
}

/** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or addresses/CIDRs/`loopback`. */
export type TrustProxy = false | number | string[];
