import type { Clock } from '../clock.port.js';
import type { ClientAddressKeyer } from '../security/client-address.js';
import { RATE_LIMIT_KEEP_MS } from './model.js';
import type { RateLimitRepository } from './rate-limits.repository.js';

export interface RateLimitCount {
  /** requests in the current window, this one included */
  hits: number;
  /** until the window ends */
  ttlMs: number;
}

/**
 * Per-address request counting in fixed windows (the HTTP layer decides what to limit and how much).
 * The rows hold the address's key (`keyOf`: a keyed hash of the IPv4 address or the IPv6 /64), never
 * the address.
 */
export function createRateLimitService(deps: { repo: RateLimitRepository; clock: Clock; keyOf: ClientAddressKeyer }) {
  const window = (windowMs: number) => {
    const now = deps.clock.now().getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    return { now, start, end: start + windowMs };
  };

  return {
    async hit(bucket: string, address: string, windowMs: number): Promise<RateLimitCount> {
      const w = window(windowMs);
      return { hits: await deps.repo.hit(bucket, deps.keyOf(address), w.start, w.end), ttlMs: w.end - w.now };
    },

    async read(bucket: string, address: string, windowMs: number): Promise<RateLimitCount> {
      const w = window(windowMs);
      return { hits: await deps.repo.read(bucket, deps.keyOf(address), w.start), ttlMs: w.end - w.now };
    },

    /** Housekeeping (prune job): windows that ended over an hour ago. */
    async prune(): Promise<number> {
      return deps.repo.deleteEndedBefore(deps.clock.now().getTime() - RATE_LIMIT_KEEP_MS);
    },
  };
}
