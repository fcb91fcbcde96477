import type { Knex } from 'knex';
import sqlite3 from 'sqlite3';

/**
 * A fixed statement a caller runs very often, one call after another (the queue worker records each
 * message sent with one: email_queue's MARK_SENT), with `:name` parameters. Opened on the first call,
 * closed by the caller with close().
 *
 * SQLite (a database file): the driver's own prepared statement on a connection of its own. What it
 * buys (`npm run bench -- send`, SQLite, 5 000 messages, the shared two-core machine on 2026-11-26):
 * queue/raw nodemailer 0.64 through knex against 0.76 this way. The SQLite connection of knex's pool
 * is one, shared with the worker's claims and sent-mail entries, and a statement through it waits for
 * the pool and several turns of a busy event loop: 0.9 ms a statement against 0.2 ms here, and the end
 * of each message waits for that statement to commit. The connection is a second writer of the file:
 * it waits for the other's write lock under busy_timeout (60 s, as long as knex waits for its pool),
 * and the other connection's write transactions take their lock up front (writeTransaction), so they
 * never fail on a commit of this one.
 *
 * PostgreSQL, and SQLite in memory (a second connection would open another, empty database): the
 * statement through knex, on PostgreSQL as a named statement (parsed and planned once per connection).
 * A PostgreSQL connection of its own bought nothing there (0.71 against 0.72): its time is the commit.
 */
export interface FrequentStatement {
  rows<T = Record<string, unknown>>(params: Record<string, string | number | null>): Promise<T[]>;
  close(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 60_000;

export function frequentStatement(db: Knex, name: string, sql: string): FrequentStatement {
  const config = db.client.config as { client: string; connection?: { filename?: string } | string };
  const filename = typeof config.connection === 'object' ? config.connection.filename : undefined;
  if (config.client === 'sqlite3' && filename && filename !== ':memory:' && !db.isTransaction) return sqliteStatement(filename, sql);
  const postgres = config.client !== 'sqlite3';
  return {
    async rows<T>(params: Record<string, string | number | null>) {
      const result = await db.raw(sql, params).options(postgres ? { name } : {});
      return (postgres ? (result as { rows: T[] }).rows : result) as T[];
    },
    close: async () => undefined,
  };
}

function sqliteStatement(filename: string, sql: string): FrequentStatement {
  let opening: Promise<{ connection: sqlite3.Database; statement: sqlite3.Statement }> | undefined;
  const open = () =>
    (opening ??= new Promise((resolve, reject) => {
      const connection = new sqlite3.Database(filename, sqlite3.OPEN_READWRITE, (error) => {
        if (error) return reject(error);
        connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
        connection.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON', (error) => {
          if (error) return connection.close(() => reject(error));
          const statement = connection.prepare(sql, (error) =>
            error ? connection.close(() => reject(error)) : resolve({ connection, statement }),
          );
        });
      });
    }));
  return {
    async rows<T>(params: Record<string, string | number | null>) {
      const { statement } = await open();
      const named = Object.fromEntries(Object.entries(params).map(([key, value]) => [`:${key}`, value]));
      return new Promise<T[]>((resolve, reject) => statement.all(named, (error, rows) => (error ? reject(error) : resolve(rows as T[]))));
    },
    async close() {
      if (!opening) return;
      const { connection, statement } = await opening.catch(() => ({ connection: undefined, statement: undefined }));
      opening = undefined;
      if (!connection || !statement) return;
      await new Promise<void>((resolve) => statement.finalize(() => resolve()));
      await new Promise<void>((resolve) => connection.close(() => resolve()));
    },
  };
}
