import type { Knex } from 'knex';

const MINUTE = 60_000;
/** Hours of minute history the demo starts with, so the monitoring charts show at once. */
export const DEMO_MONITORING_HOURS = 6;

/**
 * Server monitoring's minute history for the demo: the last 6 hours before `now`, marked `demo` (not
 * measured), shaped like a quiet server with a daily rhythm and a few busier spells. Deterministic
 * for a given `now`; the real sampler's minutes follow them, and they are pruned after 7 days like any.
 */
export async function seedDemoMonitoring(trx: Knex.Transaction, now: Date): Promise<number> {
  const end = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const count = DEMO_MONITORING_HOURS * 60;
  const rows = Array.from({ length: count }, (_, i) => {
    const at = end - (count - i) * MINUTE;
    const wave = Math.sin(i / 37) * 0.5 + Math.sin(i / 11) * 0.3 + Math.sin(i / 3.7) * 0.2;
    const busy = i % 97 < 6 ? 1 : 0;
    const requests = Math.max(0, Math.round(40 + 25 * wave + 60 * busy));
    return {
      minute: new Date(at).toISOString(),
      cpu_percent: Math.round((18 + 10 * wave + 35 * busy) * 10) / 10,
      memory_percent: Math.round((46 + 4 * Math.sin(i / 90) + 6 * busy) * 10) / 10,
      disk_percent: Math.round((41 + i * 0.002) * 10) / 10,
      rx_per_s: Math.round(24_000 + 12_000 * wave + 80_000 * busy),
      tx_per_s: Math.round(48_000 + 20_000 * wave + 150_000 * busy),
      requests,
      errors: i % 131 === 0 ? 1 : 0,
      queue_pending: busy ? 12 - (i % 97) * 2 : 0,
      demo: true,
    };
  });
  for (let i = 0; i < rows.length; i += 100) await trx('server_stats_minutes').insert(rows.slice(i, i + 100));
  return rows.length;
}
