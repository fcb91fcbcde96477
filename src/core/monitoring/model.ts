/** Server monitoring: thresholds, timing and the Czech texts of its alerts and health checks. */

/** A sample every 5 s by default (MARKETPLACE_MONITOR_SAMPLE_SECONDS). */
export const DEFAULT_SAMPLE_SECONDS = 5;
/** The process count (a walk of /proc) is read at most this often. */
export const PROCESSES_TTL_MS = 60_000;
/** The minute history is kept this long. */
/** An instance is listed (`instances` of /api/server-stats) while it has written a minute in the last this many minutes. */
export const INSTANCE_REPORT_MINUTES = 2;

export const HISTORY_RETENTION_MINUTES = 7 * 24 * 60;

/** CPU, memory or the fullest disk above this percentage ... */
export const ALERT_PERCENT = 90;
/** ... in this many minutes in a row is an alert. */
export const ALERT_MINUTES = 5;
/** 5xx above this share of a minute's requests is an alert ... */
export const ALERT_ERROR_RATIO = 0.01;
/** ... in a minute with at least this many requests (a single 5xx of 3 requests is not an outage). */
export const ALERT_MIN_REQUESTS = 20;

export const MONITORING_TEXTS = {
  cpu: 'Vytížení CPU je přes 90 % déle než 5 minut',
  memory: 'Využití paměti je přes 90 % déle než 5 minut',
  disk: 'Disk je zaplněn přes 90 % déle než 5 minut',
  queueUnknown: 'Ve frontě e-mailů jsou zprávy v neznámém stavu',
  errors: 'Server odpovídá chybou 5xx na více než 1 % požadavků',
} as const;
