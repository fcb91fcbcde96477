import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { SYSTEM_TEXTS } from './model.js';
import type { SystemRepository } from './system.repository.js';

/** How long a successful database ping vouches for the database. */
export const HEALTH_PING_TTL_MS = 1000;

export function createSystemService(repo: SystemRepository, clock: Clock, version: string) {
  const engine = repo.engine();
  // One ping in flight at a time, reused for HEALTH_PING_TTL_MS, so a flood of health checks
  // (load balancers, monitoring) does not become a flood of database queries.
  let lastPing: { at: number; result: Promise<void> } | undefined;

  return {
    /** Health: answers ok only when the database answered within the last second. */
    async health() {
      const now = clock.now().getTime();
      if (!lastPing || now - lastPing.at >= HEALTH_PING_TTL_MS || now < lastPing.at) {
        lastPing = { at: now, result: repo.ping() };
      }
      const ping = lastPing;
      try {
        await ping.result;
      } catch {
        if (lastPing === ping) lastPing = undefined;
        throw new DomainError('unavailable', SYSTEM_TEXTS.databaseUnavailable);
      }
      return { status: 'ok' as const, db: engine, version };
    },

    /**
     * Readiness (a load balancer sends traffic only to a ready instance): the database answers now (no cached
     * ping) and has every migration of this package; else 503 with the reason.
     */
    async ready() {
      let pending: string[];
      try {
        await repo.ping();
        pending = await repo.pendingMigrations();
      } catch {
        throw new DomainError('unavailable', SYSTEM_TEXTS.databaseUnavailable);
      }
      if (pending.length) throw new DomainError('unavailable', SYSTEM_TEXTS.pendingMigrations(pending));
      return { status: 'ready' as const, db: engine, version };
    },
  };
}
