import type { Knex } from 'knex';
import { CHANGE_TOPICS, CHANGES_CHANNEL, type ChangeTopic } from '../../core/index.js';

export interface ChangeListenerOptions {
  /** SQLite: how often the database is asked whether another process committed (ms) */
  pollMs?: number;
  /** PostgreSQL: the wait before listening again after the connection was lost (ms) */
  reconnectMs?: number;
  /** what went wrong while listening (serve logs it) */
  onError?: (error: Error) => void;
}

/**
 * Hears the changes of cached data announced by the other instances on the same database (core/changes) and
 * hands them to `changed` (core.changed), so that each instance drops its copy within a second:
 * - PostgreSQL: LISTEN on a connection of its own, outside knex's pool (a listening connection is never free
 *   for queries). Lost, it is opened again after `reconnectMs`, and everything is dropped once listening again
 *   (an announcement may have gone by meanwhile).
 * - SQLite: every `pollMs`, `PRAGMA data_version`, which changes when another connection (another process) has
 *   committed: everything is dropped then. One cheap statement a second, and a process's own writes do not count.
 * Returns stop().
 */
export function listenForChanges(
  db: Knex,
  changed: (topic: ChangeTopic | 'all') => void,
  options: ChangeListenerOptions = {},
): () => Promise<void> {
  return db.client.config.client === 'pg' ? listenOnPostgres(db, changed, options) : pollSqlite(db, changed, options);
}

interface PgConnection {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

function listenOnPostgres(db: Knex, changed: (topic: ChangeTopic | 'all') => void, options: ChangeListenerOptions) {
  let stopped = false;
  let connection: PgConnection | undefined;
  let retry: NodeJS.Timeout | undefined;
  const client = db.client as { acquireRawConnection(): Promise<PgConnection>; destroyRawConnection(c: PgConnection): Promise<void> };

  const again = (error?: Error) => {
    if (error) options.onError?.(error);
    const lost = connection;
    connection = undefined;
    if (lost) void client.destroyRawConnection(lost).catch(() => undefined);
    if (!stopped && !retry) retry = setTimeout(() => void connect(), options.reconnectMs ?? 1000).unref();
  };

  async function connect() {
    retry = undefined;
    if (stopped) return;
    try {
      const c = await client.acquireRawConnection();
      if (stopped) return void (await client.destroyRawConnection(c));
      connection = c;
      c.on('notification', (message) => {
        const topic = CHANGE_TOPICS.find((t) => t === message.payload);
        if (message.channel === CHANGES_CHANNEL && topic) changed(topic);
      });
      c.on('error', (error) => connection === c && again(error));
      c.on('end', () => connection === c && again());
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // whatever was announced before this connection listened is unknown: start afresh
      changed('all');
    } catch (error) {
      again(error as Error);
    }
  }

  const first = connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await first;
    const c = connection;
    connection = undefined;
    if (c) await client.destroyRawConnection(c).catch(() => undefined);
  };
}

function pollSqlite(db: Knex, changed: (topic: ChangeTopic | 'all') => void, options: ChangeListenerOptions) {
  let version: number | undefined;
  let polling: Promise<void> | undefined;
  const poll = async () => {
    try {
      const [row] = (await db.raw('PRAGMA data_version')) as Array<{ data_version: number }>;
      const now = Number(row?.data_version);
      if (version !== undefined && now !== version) changed('all');
      version = now;
    } catch (error) {
      options.onError?.(error as Error);
    }
  };
  const timer = setInterval(() => {
    polling ??= poll().finally(() => (polling = undefined));
  }, options.pollMs ?? 1000).unref();
  polling = poll().finally(() => (polling = undefined));
  return async () => {
    clearInterval(timer);
    await polling;
  };
}
