import type { RateLimitBucket } from '../../config/limits.js';

const CZECH_PLURALS = new Intl.PluralRules('cs');

/** 'za 1 minutu', 'za 3 minuty', 'za 5 minut' (at least one minute). */
export function inMinutesCs(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  const form = CZECH_PLURALS.select(n);
  const word = form === 'one' ? 'minutu' : form === 'few' ? 'minuty' : 'minut';
  return `za ${n} ${word}`;
}

const WHAT: Record<RateLimitBucket, string> = {
  login: 'Příliš mnoho pokusů o přihlášení z této adresy.',
  register: 'Příliš mnoho registrací z této adresy.',
  booking: 'Příliš mnoho rezervací z této adresy.',
  tracking: 'Příliš mnoho požadavků z této adresy.',
  analytics: 'Příliš mnoho požadavků z této adresy.',
  orders: 'Příliš mnoho objednávek z této adresy.',
};

/** The 429 message of a per-address limit, e.g. 'Příliš mnoho rezervací z této adresy. Zkuste to prosím znovu za 12 minut.' */
export const rateLimitedMessage = (bucket: RateLimitBucket, retryAfterSeconds: number) =>
  `${WHAT[bucket]} Zkuste to prosím znovu ${inMinutesCs(retryAfterSeconds)}.`;

/** Windows are kept this long after they end, then pruned. */
export const RATE_LIMIT_KEEP_MS = 60 * 60_000;
