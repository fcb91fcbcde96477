import type { Knex } from 'knex';
import { dialectOf } from './index.js';

/**
 * A statement prepared on the driver and run many times: for the hot statement of a loop, where the
 * query builder's work per call (compiling, positioning bindings, pool bookkeeping, events) costs more
 * than the statement itself. Written with `?` placeholders. It runs on a connection of the pool like
 * any query, so it waits for a running transaction on SQLite's one connection.
 * - PostgreSQL: a named statement, which pg prepares once per connection. It keeps one connection of
 *   the pool until close() (the pool has several), so each run skips the pool's hand-out.
 * - SQLite: a sqlite3 Statement, prepared again if the pool's connection changed. It must be
 *   finalised before the connection closes (SQLite refuses to close otherwise): call close().
 */
export interface PreparedStatement<Row> {
  all(bindings: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

interface SqliteStatement {
  all(bindings: unknown[], callback: (error: Error | null, rows: unknown[]) => void): void;
  finalize(callback: (error: Error | null) => void): void;
}
interface SqliteConnection {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
}
interface PgConnection {
  query(query: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

export function prepareStatement<Row>(db: Knex, name: string, sql: string): PreparedStatement<Row> {
  const client = db.client as { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<void> };
  async function onConnection<T>(work: (connection: unknown) => Promise<T>): Promise<T> {
    const connection = await client.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await client.releaseConnection(connection);
    }
  }

  if (dialectOf(db) === 'postgres') {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${(n += 1)}`);
    let held: Promise<unknown> | undefined;
    return {
      async all(values) {
        held ??= client.acquireConnection();
        const connection = (await held) as PgConnection;
        return (await connection.query({ name, text, values })).rows as Row[];
      },
      async close() {
        const connection = await held?.catch(() => undefined);
        held = undefined;
        if (connection) await client.releaseConnection(connection);
      },
    };
  }

  let prepared: { connection: unknown; statement: SqliteStatement } | undefined;
  const finalize = (statement: SqliteStatement) => new Promise<void>((resolve) => statement.finalize(() => resolve()));
  async function statementOn(connection: unknown): Promise<SqliteStatement> {
    if (prepared && prepared.connection === connection) return prepared.statement;
    if (prepared) await finalize(prepared.statement); // the pool replaced the connection
    const statement = await new Promise<SqliteStatement>((resolve, reject) => {
      const s = (connection as SqliteConnection).prepare(sql, (error) => (error ? reject(error) : resolve(s)));
    });
    prepared = { connection, statement };
    return statement;
  }
  return {
    all: (bindings) =>
      onConnection(async (connection) => {
        const statement = await statementOn(connection);
        return new Promise<Row[]>((resolve, reject) =>
          statement.all(bindings, (error, rows) => (error ? reject(error) : resolve(rows as Row[]))),
        );
      }),
    async close() {
      const last = prepared;
      prepared = undefined;
      if (last) await finalize(last.statement);
    },
  };
}
