import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '../errors.js';

/** scrypt N=2^17, r=8, p=1 (docs/decisions.md); stored as scrypt$N$r$p$salt$hash (base64url). */
export const SCRYPT_N = 2 ** 17;
const PARAMS = { r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * A new hash. `N` is the product's 2^17; only tests pass a lower one (MARKETPLACE_TEST_SCRYPT_N, honoured with
 * NODE_ENV=test), since a hash takes ~0.3 s of a core and a test signs in hundreds of times. A hash keeps its own
 * N, so verifying never depends on it.
 */
export async function hashPassword(password: string, N = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, ...PARAMS });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface HasherStats {
  /** hashes running now, and the most that ever ran at once */
  running: number;
  peak: number;
  waiting: number;
  hashed: number;
  verified: number;
  /** refused because the queue was full */
  refused: number;
}

/** Server busy with password checks (the queue is full): 503 with Retry-After. */
const HASHER_BUSY = 'Server je právě přetížený. Zkuste to prosím znovu za chvíli.';
const BUSY_RETRY_SECONDS = 5;

/**
 * Password hashing with a cap: scrypt takes ~128 MB and a libuv pool thread for ~0.3 s, and the
 * sqlite3 driver runs its queries on the same pool (4 threads by default). At most `concurrency`
 * hashes run at once (keep it below the pool size, so database I/O always finds a thread), at most
 * `queue` wait; beyond that the caller gets `unavailable` (503) instead of an ever longer wait.
 */
export function createPasswordHasher(limits: { concurrency: number; queue: number; scryptN?: number }) {
  const N = limits.scryptN ?? SCRYPT_N;
  const stats: HasherStats = { running: 0, peak: 0, waiting: 0, hashed: 0, verified: 0, refused: 0 };
  const waiting: Array<() => void> = [];

  async function slot(): Promise<void> {
    if (stats.running < limits.concurrency) {
      stats.running += 1;
    } else {
      if (waiting.length >= limits.queue) {
        stats.refused += 1;
        throw new DomainError('unavailable', HASHER_BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS });
      }
      // the releasing caller hands its slot over (running stays counted)
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    stats.waiting = waiting.length;
    stats.peak = Math.max(stats.peak, stats.running);
  }

  function release() {
    const next = waiting.shift();
    stats.waiting = waiting.length;
    if (next) next();
    else stats.running -= 1;
  }

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    await slot();
    try {
      return await work();
    } finally {
      release();
    }
  }

  return {
    hash: (password: string) =>
      limited(async () => {
        stats.hashed += 1;
        return hashPassword(password, N);
      }),
    verify: (password: string, stored: string) =>
      limited(async () => {
        stats.verified += 1;
        return verifyPassword(password, stored);
      }),
    stats: (): HasherStats => ({ ...stats, waiting: waiting.length }),
    /** a hash outside the cap (the dummy a login of an unknown address checks, made once) */
    hashUncapped: (password: string) => hashPassword(password, N),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
