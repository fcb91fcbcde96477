import { LOG_LEVELS, type LogEntryDto } from '../../contract/monitoring.js';

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogQuery {
  /** this level and above */
  level?: LogLevel;
  /** case-insensitive text anywhere in the line */
  q?: string;
  /** only lines strictly after this ISO time */
  since?: string;
  limit: number;
}

/**
 * The server's own structured log as kept (a port: `src/adapters/logs/file-log-store.ts` keeps pino's
 * JSON lines in rotating files). `read` answers the newest `limit` matching lines, newest last.
 */
export interface LogStore {
  read(query: LogQuery): Promise<LogEntryDto[]>;
}

export const noLogStore: LogStore = { read: () => Promise.resolve([]) };

/** pino's numeric levels */
const LEVEL_NAMES: Record<number, LogLevel> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
export const LEVEL_NUMBERS = Object.fromEntries(Object.entries(LEVEL_NAMES).map(([n, name]) => [name, Number(n)])) as Record<
  LogLevel,
  number
>;

/** A pino line as the API shows it: ISO time, level name, request_id (pino's reqId), the other fields as they are. */
export function logEntryOf(line: string): (LogEntryDto & { _ms: number; _level: number }) | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const ms = typeof parsed.time === 'number' ? parsed.time : Date.parse(String(parsed.time));
  const level = typeof parsed.level === 'number' ? parsed.level : (LEVEL_NUMBERS[String(parsed.level) as LogLevel] ?? 30);
  if (!Number.isFinite(ms)) return null;
  const { time: _time, level: _lvl, msg, reqId, pid: _pid, hostname: _host, ...rest } = parsed;
  return {
    ...rest,
    time: new Date(ms).toISOString(),
    level: LEVEL_NAMES[level] ?? (level >= 60 ? 'fatal' : 'info'),
    msg: typeof msg === 'string' ? msg : '',
    request_id: typeof reqId === 'string' ? reqId : null,
    _ms: ms,
    _level: level,
  };
}
