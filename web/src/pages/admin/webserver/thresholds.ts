/** The monitoring thresholds: under 50 % green ('ok'), under 80 % yellow ('warn'), else red ('critical'). */
export type Level = 'ok' | 'warn' | 'critical';

export function levelOf(percent: number): Level {
  if (percent < 50) return 'ok';
  if (percent < 80) return 'warn';
  return 'critical';
}

/** The history periods: their minutes of `/api/server-stats/history`. */
export const PERIODS = { '1h': 60, '24h': 24 * 60, '7d': 7 * 24 * 60 } as const;
export type Period = keyof typeof PERIODS;
export const PERIOD_NAMES = Object.keys(PERIODS) as Period[];

/** Milliseconds between reloads of the figures (30 s) and between reads of new log lines while following. */
export const STATS_REFRESH_MS = 30_000;
export const LOG_FOLLOW_MS = 5_000;
/** At most this many log lines are kept on the screen (the oldest go first). */
export const LOG_LINES_KEPT = 1000;
