import { z } from 'zod';

/**
 * Server monitoring (admin only): the host's and the product's figures, as `GET /api/server-stats`
 * answers them, `marketplace monitor --json` prints them (one object per interval) and the minute
 * history keeps them. Percentages are 0-100 with one decimal; byte figures are bytes.
 */
/** An instance that wrote its minute history lately, with its latest minute's figures. */
const serverInstanceDto = z.object({
  /** MARKETPLACE_INSTANCE, or the host name and port */
  instance: z.string(),
  /** ISO time of its latest minute */
  minute: z.string(),
  cpu_percent: z.number(),
  memory_percent: z.number(),
  requests: z.number(),
  errors: z.number(),
});
export type ServerInstanceDto = z.infer<typeof serverInstanceDto>;

export const serverStatsDto = z.object({
  /** ISO time of the sample */
  timestamp: z.string(),
  /** the instance that answered (MARKETPLACE_INSTANCE, or the host name and port; `…:cli` for `marketplace monitor`) */
  instance: z.string(),
  /** every instance on the database that wrote a minute in the last 2 minutes, by name */
  instances: z.array(serverInstanceDto),
  /** whether the host has a working network interface with an address (not loopback) */
  online: z.boolean(),
  /** seconds the host has been up */
  uptime: z.number(),
  /** `usage` is `percent` under the name of the original API */
  cpu: z.object({ percent: z.number(), usage: z.number(), cores: z.number(), load: z.array(z.number()) }),
  memory: z.object({ total: z.number(), used: z.number(), percent: z.number(), usage: z.number() }),
  disks: z.array(z.object({ mount: z.string(), size: z.number(), used: z.number(), percent: z.number() })),
  /** the disk of `/` (else the first disk; null without disks) in the original API's names: percent used, bytes free and in all */
  disk: z.object({ mount: z.string(), usage: z.number(), free: z.number(), total: z.number() }).nullable(),
  /** bytes a second over all non-loopback interfaces; each interface with its addresses, byte counters and rates */
  network: z.object({
    rx_per_s: z.number(),
    tx_per_s: z.number(),
    status: z.enum(['online', 'offline']),
    interfaces: z.array(
      z.object({
        name: z.string(),
        addresses: z.array(z.string()),
        up: z.boolean(),
        rx_bytes: z.number(),
        tx_bytes: z.number(),
        rx_per_s: z.number(),
        tx_per_s: z.number(),
      }),
    ),
  }),
  processes: z.number(),
  /** host name, OS, architecture, Node version: the System info block */
  system: z.object({ hostname: z.string(), platform: z.string(), distro: z.string(), arch: z.string(), node: z.string() }),
  app: z.object({
    version: z.string(),
    db: z.enum(['sqlite', 'postgres']),
    queue: z.object({ pending: z.number(), sending: z.number(), unknown: z.number(), failed: z.number() }),
    /** ISO time of the operator mailbox's last successful sync, null when never */
    inbox_last_sync: z.string().nullable(),
    requests_per_min: z.number(),
    errors_per_min: z.number(),
    bookings_today: z.number(),
  }),
});
export type ServerStatsDto = z.infer<typeof serverStatsDto>;

export const serverStatsResponse = serverStatsDto.extend({ success: z.literal(true) });
export type ServerStatsResponse = z.infer<typeof serverStatsResponse>;

/** One minute of the history (kept 7 days): averages of the minute's samples. */
const serverStatsMinuteDto = z.object({
  /** ISO time of the minute's start */
  minute: z.string(),
  cpu_percent: z.number(),
  memory_percent: z.number(),
  /** the fullest disk */
  disk_percent: z.number(),
  rx_per_s: z.number(),
  tx_per_s: z.number(),
  requests: z.number(),
  errors: z.number(),
  queue_pending: z.number(),
});
export type ServerStatsMinuteDto = z.infer<typeof serverStatsMinuteDto>;

export const serverStatsHistoryQuery = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});
export const serverStatsHistoryResponse = z.object({ success: z.literal(true), history: z.array(serverStatsMinuteDto) });

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** A line of the server's own structured log (pino fields, the message in msg). */
const logEntryDto = z
  .object({
    time: z.string(),
    level: z.enum(LOG_LEVELS),
    msg: z.string(),
    request_id: z.string().nullable(),
    /** the instance that logged it (a warning or error of any instance; null: this machine's file, instance not known) */
    instance: z.string().nullable().optional(),
  })
  .catchall(z.unknown());
export type LogEntryDto = z.infer<typeof logEntryDto>;

export const logsQuery = z.object({
  /** this level and above */
  level: z.enum(LOG_LEVELS).optional(),
  /** text in the message or the fields, case-insensitive */
  q: z.string().max(200).optional(),
  /** ISO time: only later lines (following new lines) */
  since: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const logsResponse = z.object({ success: z.literal(true), logs: z.array(logEntryDto) });
