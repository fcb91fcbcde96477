import { isIP } from 'node:net';
import { z } from 'zod';
import { parseRate, type TrustProxy } from './limits.js';

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

const rate = z.string().transform((value, ctx) => {
  const parsed = parseRate(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: `expected N/unit such as 10/min, 20/h or 5/15min, got "${value}"` });
    return z.NEVER;
  }
  return parsed;
});

const count = (min: number) => z.coerce.number().int().min(min, `must be a whole number >= ${min}`);

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
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !PROXY_NAMES.includes(e) && !isAddressOrRange(e));
  if (!entries.length || bad.length) {
    ctx.addIssue({ code: 'custom', message: `expected off, a hop count, or loopback/addresses/CIDRs separated by commas, got "${bad.join(',') || value}"` });
    return z.NEVER;
  }
  return entries;
});

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
  MARKETPLACE_TRUST_PROXY: trustProxy.optional(),
  MARKETPLACE_RATE_LIMIT_LOGIN: rate.optional(),
  MARKETPLACE_RATE_LIMIT_REGISTER: rate.optional(),
  MARKETPLACE_RATE_LIMIT_BOOKING: rate.optional(),
  MARKETPLACE_RATE_LIMIT_TRACKING: rate.optional(),
  MARKETPLACE_HASH_CONCURRENCY: count(1).optional(),
  MARKETPLACE_HASH_QUEUE: count(0).optional(),
  MARKETPLACE_BOOKING_PENDING_PER_EMAIL: count(1).optional(),
  MARKETPLACE_BOOKING_PER_EMAIL_HOUR: count(1).optional(),
  MARKETPLACE_BOOKING_ANONYMOUS_PER_COMPANY_HOUR: count(1).optional(),
  MARKETPLACE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;
