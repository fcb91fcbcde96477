import type { Knex } from 'knex';
import pg from 'pg';
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
 * PostgreSQL: the pg driver's named statement (parsed and planned once) on a connection of its own,
 * named 'marketplace frequent statement' in pg_stat_activity; a call waits for the one before it, and
 * a connection that breaks is replaced on the next call. What it buys: knex's work around each call
 * (its named bindings rewritten, the pool, the runner) on a thread that also sends the mail. The
 * worker sending a campaign's messages to the bench's sink, 1 000 at a time, alternating in one
 * process (2026-11-26): 1.25 ms a message this way against 1.40 ms through knex, five runs each, and
 * this way was faster in each pair; `npm run bench -- campaign` on PostgreSQL, run after the commit
 * before and this one in turn: 0.74 before, 0.78, 0.81 and 0.78 after.
 *
 * SQLite in memory (a second connection would open another, empty database), and any statement made
 * inside a transaction: through knex.
 */
export interface FrequentStatement {
  rows<T = Record<string, unknown>>(params: Record<string, string | number | null>): Promise<T[]>;
  close(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 60_000;
/** How PostgreSQL's pg_stat_activity names the statement's own connection. */
const APPLICATION_NAME = 'marketplace frequent statement';

export function frequentStatement(db: Knex, name: string, sql: string): FrequentStatement {
  const config = db.client.config as { client: string; connection?: { filename?: string } | string };
  const filename = typeof config.connection === 'object' ? config.connection.filename : undefined;
  if (config.client === 'sqlite3' && filename && filename !== ':memory:' && !db.isTransaction) return sqliteStatement(filename, sql);
  if (config.client !== 'sqlite3' && !db.isTransaction && config.connection) return postgresStatement(config.connection, name, sql);
  const postgres = config.client !== 'sqlite3';
  return {
    async rows<T>(params: Record<string, string | number | null>) {
      const result = await db.raw(sql, params).options(postgres ? { name } : {});
      return (postgres ? (result as { rows: T[] }).rows : result) as T[];
    },
    close: async () => undefined,
  };
}

/** `:name` parameters as PostgreSQL's `$1`, `$2`, … (a name used twice is one parameter), and the names in their order. */
function positional(sql: string): { text: string; names: string[] } {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([A-Za-z_]\w*)/g, (_, key: string) => {
    if (!names.includes(key)) names.push(key);
    return `$${names.indexOf(key) + 1}`;
  });
  return { text, names };
}

function postgresStatement(connection: string | object, name: string, sql: string): FrequentStatement {
  const { text, names } = positional(sql);
  const settings = {
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    application_name: APPLICATION_NAME,
  };
  let opening: Promise<pg.Client> | undefined;
  const open = () => {
    if (opening) return opening;
    const client = new pg.Client(settings);
    const connecting = client.connect().then(() => client);
    opening = connecting;
    // a connection that broke (or never opened) is dropped: the next call opens another
    const drop = () => {
      if (opening === connecting) opening = undefined;
    };
    client.on('error', drop);
    connecting.catch(drop);
    return connecting;
  };
  // one statement at a time on the connection: a call waits for the one before it (pg would queue it, but warns)
  let last: Promise<unknown> = Promise.resolve();
  return {
    rows<T>(params: Record<string, string | number | null>) {
      const run = last.then(async () => {
        const client = await open();
        const result = await client.query({ name, text, values: names.map((key) => params[key]) });
        return result.rows as T[];
      });
      last = run.catch(() => undefined);
      return run;
    },
    async close() {
      await last;
      const client = await opening?.catch(() => undefined);
      opening = undefined;
      await client?.end().catch(() => undefined);
    },
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
