import fs from 'node:fs';
import path from 'node:path';
import type { LogEntryDto } from '../../contract/monitoring.js';
import { LEVEL_NUMBERS, logEntryOf, type LogQuery, type LogStore } from '../../core/monitoring/log-store.port.js';

export interface FileLogStoreOptions {
  /** `<data dir>/logs` */
  dir: string;
  /** a file's size before it rotates (MARKETPLACE_LOG_FILE_MAX_BYTES) */
  maxBytes: number;
  /** files kept, the current one included (MARKETPLACE_LOG_FILES) */
  files: number;
}

/**
 * The server's log in `<dir>/server.log`, rotated by size: when a write would take the file past
 * `maxBytes`, server.log becomes server.log.1 (.1 becomes .2 …) and the oldest beyond `files` is
 * deleted, so the store never holds more than `files × maxBytes` (plus one line). Files rather than a
 * table: a log line must never wait on (or fail with) the database it may be reporting on, and the
 * files are readable with the usual tools. Writes are synchronous appends (pino's own stream is too),
 * one line each.
 */
export function createFileLogStore(options: FileLogStoreOptions) {
  const current = path.join(options.dir, 'server.log');
  const fileAt = (i: number) => (i === 0 ? current : `${current}.${i}`);
  // opened on the first line written: a CLI command that only reads the log creates nothing
  let fd: number | undefined;
  let size = 0;
  function open() {
    fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
    fd = fs.openSync(current, 'a', 0o600);
    size = fs.fstatSync(fd).size;
    return fd;
  }

  function rotate() {
    if (fd !== undefined) fs.closeSync(fd);
    // .N-2 -> .N-1 (over the oldest) … server.log -> .1
    for (let i = options.files - 1; i >= 1; i--) if (fs.existsSync(fileAt(i - 1))) fs.renameSync(fileAt(i - 1), fileAt(i));
    if (options.files === 1) fs.truncateSync(current, 0);
    for (let i = options.files; fs.existsSync(fileAt(i)); i++) fs.rmSync(fileAt(i));
    open();
  }

  const stream = {
    write(line: string) {
      if (fd === undefined) open();
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > options.maxBytes) rotate();
      fs.writeSync(fd!, line);
      size += bytes;
      return true;
    },
  };

  const store: LogStore = {
    async read(query: LogQuery) {
      const min = query.level ? LEVEL_NUMBERS[query.level] : 0;
      const since = query.since ? Date.parse(query.since) : -Infinity;
      const needle = query.q?.toLowerCase();
      const found: LogEntryDto[] = [];
      // newest file first; a file whose lines all precede `since` ends the search
      for (let i = 0; i < options.files && found.length < query.limit; i++) {
        let text: string;
        try {
          text = await fs.promises.readFile(fileAt(i), 'utf8');
        } catch {
          continue;
        }
        const lines = text.split('\n');
        const matches: LogEntryDto[] = [];
        let reachedSince = false;
        for (const line of lines) {
          if (!line) continue;
          const entry = logEntryOf(line);
          if (!entry) continue;
          if (entry._ms <= since) {
            reachedSince = true;
            continue;
          }
          if (entry._level < min) continue;
          if (needle && !line.toLowerCase().includes(needle)) continue;
          const { _ms, _level, ...shown } = entry;
          matches.push(shown);
        }
        found.unshift(...matches.slice(-(query.limit - found.length)));
        if (reachedSince) break;
      }
      return found;
    },
  };

  return {
    store,
    /** the destination for pino (fastify's logger `stream`) */
    stream,
    close: () => {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}

export type FileLogStore = ReturnType<typeof createFileLogStore>;
