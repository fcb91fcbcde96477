import type { LogEntryDto } from '../../contract/monitoring.js';
import type { LogRepository, StoredLogLine } from './log.repository.js';
import { LEVEL_NUMBERS, logEntryOf, type LogQuery, type LogStore } from './log-store.port.js';

/** pino's warn: this level and above also go to the log table */
const WARN = 40;
/** pino writes the level first: `{"level":50,"time":…` */
const LEVEL_FIRST = /^\{"level":(\d+)/;
/** lines waiting for the database at most (an error storm while the database is away drops the rest, counted) */
const MAX_PENDING = 1000;
/** a warning reaches the table this long after it was logged, at most (lines in between go in one insert) */
const FLUSH_DELAY_MS = 200;

export interface LogSinkOptions {
  /** the instance's name (`serve` knows its port once it listens) */
  instance: () => string;
  /** the table keeps this many rows, the newest (MARKETPLACE_LOG_DB_ROWS) */
  maxRows: number;
  /**
   * The table could not be written (reported once per run of failures, and not through the log: the
   * report would come back here). The lines of the failed write are dropped; the log files still have them.
   */
  onError: (error: Error, dropped: number) => void;
}

/**
 * Every instance's warnings and errors in the database beside each instance's own log file, so that
 * `GET /api/logs` on any instance shows the problems of all of them. The log stream never waits on the
 * database (it may be what the warning is about): lines are kept in memory and written a moment later
 * in one insert, which then trims the table to its newest `maxRows` rows.
 */
export function createSharedLog(deps: { repo: LogRepository; file: LogStore }) {
  let ownInstance: (() => string) | undefined;

  function sink(options: LogSinkOptions) {
    ownInstance = options.instance;
    let pending: StoredLogLine[] = [];
    let dropped = 0;
    let failing = false;
    let timer: NodeJS.Timeout | undefined;
    let writing: Promise<void> = Promise.resolve();

    async function writeBatch() {
      timer = undefined;
      const batch = pending;
      const lost = dropped;
      pending = [];
      dropped = 0;
      if (!batch.length) return;
      try {
        await deps.repo.insert(batch);
        await deps.repo.keepNewest(options.maxRows);
        failing = false;
      } catch (error) {
        if (!failing) options.onError(error as Error, batch.length + lost);
        failing = true;
      }
    }
    const flush = () => (writing = writing.then(writeBatch));

    return {
      /** one line of pino's stream (JSON and a newline); anything below warn is passed over cheaply */
      write(line: string) {
        const level = Number(LEVEL_FIRST.exec(line)?.[1] ?? 0);
        if (level < WARN || options.maxRows <= 0) return;
        const entry = logEntryOf(line);
        if (!entry) return;
        if (pending.length >= MAX_PENDING) {
          dropped++;
          return;
        }
        pending.push({ instance: options.instance(), timeMs: entry._ms, level: entry._level, msg: entry.msg, line: line.trimEnd() });
        timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS).unref();
      },
      /** writes what is waiting now (a stopping server, a test) */
      async flush() {
        if (timer) clearTimeout(timer);
        await flush();
      },
    };
  }

  /**
   * The newest `limit` lines: this machine's log file (every level) merged with every instance's
   * warnings and errors from the table. A line in both (this instance's own warning) shows once, with
   * its instance.
   */
  async function read(query: LogQuery): Promise<Array<LogEntryDto & { instance: string | null }>> {
    const minLevel = Math.max(query.level ? LEVEL_NUMBERS[query.level] : 0, WARN);
    const sinceMs = query.since ? Date.parse(query.since) : undefined;
    const [fromFile, fromTable] = await Promise.all([
      deps.file.read(query),
      deps.repo.newest({
        minLevel,
        sinceMs: Number.isFinite(sinceMs) ? sinceMs : undefined,
        needle: query.q?.toLowerCase(),
        limit: query.limit,
      }),
    ]);
    const own = ownInstance?.() ?? null;
    const key = (ms: number, level: string, msg: string) => `${ms}|${level}|${msg}`;
    const merged = new Map<string, { ms: number; order: number; entry: LogEntryDto & { instance: string | null } }>();
    fromFile.forEach((entry, i) =>
      merged.set(key(Date.parse(entry.time), entry.level, entry.msg), {
        ms: Date.parse(entry.time),
        order: i,
        entry: { ...entry, instance: own },
      }),
    );
    for (const row of fromTable) {
      const entry = logEntryOf(row.line);
      if (!entry) continue;
      const { _ms, _level, ...shown } = entry;
      const k = key(_ms, shown.level, shown.msg);
      // the file's copy keeps its place among the file's lines of the same millisecond
      const order = merged.get(k)?.order ?? Number.MAX_SAFE_INTEGER;
      merged.set(k, { ms: _ms, order, entry: { ...shown, instance: row.instance } });
    }
    return [...merged.values()]
      .sort((a, b) => a.ms - b.ms || a.order - b.order)
      .slice(-query.limit)
      .map((m) => m.entry);
  }

  return { sink, read };
}
