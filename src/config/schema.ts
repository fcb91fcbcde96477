import { z } from 'zod';

export const COUNTRY_CODES = ['CZ', 'SK', 'PL'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Shortest MARKETPLACE_SECRET or stored secret.key accepted. */
export const MIN_SECRET_LENGTH = 32;

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

/** The environment variables the product reads (DECISIONS.md "Fixed names"). */
export const envSchema = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:', 'sqlite:', 'file:']).optional(),
  MARKETPLACE_DATA_DIR: z.string().min(1).default('./data'),
  PORT: port.default(3003),
  HOST: z.string().min(1).default('127.0.0.1'),
  MARKETPLACE_SECRET: z.string().trim().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters; generate one with: openssl rand -base64 48`).optional(),
  MARKETPLACE_PUBLIC_URL: url(['http:', 'https:']).optional(),
  MARKETPLACE_DOMAINS: domains.optional(),
  MARKETPLACE_SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MARKETPLACE_IMAP_URL: url(['imap:', 'imaps:']).optional(),
  MARKETPLACE_ANALYTICS_SCRIPT: url(['http:', 'https:']).optional(),
  /** an uploaded photo may declare at most this many megapixels (checked before decoding) */
  MARKETPLACE_PHOTO_MAX_MEGAPIXELS: z.coerce.number().positive('must be a positive number of megapixels').max(1000, 'must be at most 1000').default(40),
  /** the long side, in pixels, of the stored photo (larger uploads are scaled down) */
  MARKETPLACE_PHOTO_MAX_SIDE: z.coerce.number().int('must be a whole number of pixels').min(64, 'must be 64-10000').max(10000, 'must be 64-10000').default(2560),
  /** the longest request target (path and query) served; longer: 414 */
  MARKETPLACE_MAX_URL_LENGTH: z.coerce.number().int('must be a whole number of characters').min(256, 'must be 256-16000').max(16000, 'must be 256-16000').default(8192),
  MARKETPLACE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;
