import knexFactory, { type Knex } from 'knex';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateFile, PRIVATE_DIR_MODE } from '../config/file-modes.js';
import type { DatabaseConfig } from '../config/index.js';
import { dialectFor } from './sql-dialect.js';

export type Db = Knex;
export { dialectOf } from './engine.js';

/**
 * Opens the database. SQLite: busy_timeout before WAL (so switching the journal mode waits for
 * other processes), WAL, foreign keys on, one connection per process (SQLite has one writer anyway).
 * The file is created 0600 before SQLite opens it (and an existing one, with its -wal, -shm and
 * -journal, made 0600 when too open); SQLite gives the -wal and -shm files the mode of the database.
 */
export function openDatabase(
  config: DatabaseConfig,
  options: {
    pool?: { min: number; max: number };
    /** no knex warnings on the console (a failure is reported by the caller) */ quiet?: boolean;
  } = {},
): Knex {
  if (config.client === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: config.connectionString,
      pool: options.pool ?? { min: 0, max: 10 },
      ...(options.quiet && { log: { warn() {}, error() {}, debug() {}, deprecate() {} } }),
    });
  }
  if (config.filename !== ':memory:') {
    const file = path.resolve(config.filename);
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`])
      if (name === file || existsSync(name)) ensurePrivateFile(name);
  }
  return knexFactory({
    client: 'sqlite3',
    connection: { filename: config.filename },
    useNullAsDefault: true,
    ...(options.quiet && { log: { warn() {}, error() {}, debug() {}, deprecate() {} } }),
    pool: {
      min: 1,
      max: 1,
      // every pragma has a callback: one that fails (a file that is not a database) fails the connection,
      // instead of an 'error' event nobody listens to; the first failure is the one reported
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
        let failed: Error | null = null;
        const note = (err: Error | null) => {
          failed ??= err;
        };
        conn.serialize(() => {
          conn.run('PRAGMA busy_timeout = 10000', note);
          conn.run('PRAGMA journal_mode = WAL', note);
          conn.run('PRAGMA synchronous = NORMAL', note);
          // reads through a memory map of the file (up to 256 MB) and a 64 MB page cache instead of a read()
          // per page into SQLite's default 2 MB: the search at 100 000 listings (bench/search.ts) went from a
          // p95 of 26.6 to 22.0 ms, with the page cache alone 24.9 (same loaded machine, one run each)
          conn.run('PRAGMA mmap_size = 268435456', note);
          conn.run('PRAGMA cache_size = -65536', note);
          conn.run('PRAGMA foreign_keys = ON', (err) => done(failed ?? err, conn));
        });
      },
    },
  });
}

/**
 * PostgreSQL: a knex of ONE connection of its own beside `db`'s pool, for session state that must outlive a
 * statement (advisory locks held while a job or the migrations run) without holding a connection of the pool.
 * Its pool keeps the connection open (min 1); one that breaks is replaced on the next statement, and what its
 * session held ends with it. destroy() closes it.
 */
export function openSessionConnection(db: Knex): Knex {
  return knexFactory({ ...db.client.config, pool: { min: 1, max: 1 } });
}

interface SqliteConnection {
  serialize(fn: () => void): void;
  run(sql: string, cb?: (err: Error | null) => void): void;
}

/**
 * A write transaction that must not interleave with other writers.
 * SQLite: the first statement is a write, so the transaction takes the write lock up front (waiting
 * under busy_timeout) instead of failing with SQLITE_BUSY when a deferred reader upgrades later.
 * PostgreSQL: an ordinary transaction; callers lock rows with FOR UPDATE where needed
 * (the dialect's `beginWrite`, `lockRow` and `lockKey`: sql-dialect.ts).
 */
export async function writeTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const dialect = dialectFor(db);
  return db.transaction(async (trx) => {
    await dialect.beginWrite(trx);
    return work(trx);
  });
}
