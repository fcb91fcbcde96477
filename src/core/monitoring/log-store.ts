import type { LogEntryDto } from '../../contract/monitoring.js';
import type { LOG_LEVELS } from '../../contract/monitoring.js';

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
