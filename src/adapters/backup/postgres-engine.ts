import { spawn } from 'node:child_process';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { BACKUP_TEXTS as T } from '../../core/backup/model.js';
import type { BackupEngine } from '../../core/backup/backup.port.js';
import { rowCountsOf } from './row-counts.js';
import { DomainError } from '../../core/errors.js';

/** Runs one of PostgreSQL's client programs; its missing binary or failure is a DomainError naming it. */
function run(binary: string, program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new DomainError('unavailable', T.missingBinary(program)) : error),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const line = stderr.trim().split('\n').find(Boolean) ?? `exit ${code}`;
      reject(new DomainError('unavailable', T.failed(program, line)));
    });
  });
}

const tablesOf = async (db: Knex): Promise<string[]> =>
  (
    (await db.raw(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    )) as { rows: Array<{ name: string }> }
  ).rows.map((r) => r.name);

const countsOf = async (db: Knex) => rowCountsOf(db, await tablesOf(db));

/**
 * PostgreSQL backups through its own client programs (`pg_dump`, `pg_restore`; from `binDir`, else PATH). The
 * dump is of one snapshot: a read-only REPEATABLE READ transaction exports it, counts every table's rows in it,
 * and stays open while `pg_dump --snapshot` dumps the same state. A client older than the server is refused
 * before it runs, naming both versions. A restore runs `pg_restore --single-transaction` into the empty target.
 */
export function createPostgresBackupEngine(config: { connectionString: string; binDir?: string }): BackupEngine {
  const binary = (program: string) => (config.binDir ? path.join(config.binDir, program) : program);
  const open = () => knexFactory({ client: 'pg', connection: config.connectionString, pool: { min: 0, max: 2 } });
  async function withDb<T>(work: (db: Knex) => Promise<T>): Promise<T> {
    const db = open();
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  /** The program's version (its `--version` line's number), refused when its major is older than the server's. */
  async function checkVersion(db: Knex, program: string): Promise<string> {
    const text = await run(binary(program), program, ['--version']);
    const version = /(\d+(?:\.\d+)*)/.exec(text)?.[1] ?? '0';
    const client = Number(version.split('.')[0]);
    const { rows } = (await db.raw('show server_version_num')) as { rows: Array<{ server_version_num: string }> };
    const server = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
    if (client < server) throw new DomainError('unavailable', T.versionMismatch(program, client, server));
    return version;
  }

  return {
    name: 'postgres',

    dump: (file) =>
      withDb(async (db) => {
        await checkVersion(db, 'pg_dump');
        const trx = await db.transaction();
        try {
          await trx.raw('set transaction isolation level repeatable read, read only');
          const { rows } = (await trx.raw('select pg_export_snapshot() as id')) as { rows: Array<{ id: string }> };
          const tables = await countsOf(trx);
          const latest = (await trx.schema.hasTable('knex_migrations'))
            ? ((await trx('knex_migrations').orderBy('id', 'desc').first('name'))?.name ?? null)
            : null;
          await run(binary('pg_dump'), 'pg_dump', [
            '--format=custom',
            `--snapshot=${rows[0]!.id}`,
            `--file=${path.resolve(file)}`,
            `--dbname=${config.connectionString}`,
          ]);
          return { tables, schema: latest as string | null };
        } finally {
          await trx.rollback().catch(() => undefined);
        }
      }),

    isEmpty: () => withDb(async (db) => (await tablesOf(db)).length === 0),

    tools: () =>
      withDb(async (db) => {
        const { rows } = (await db.raw('show server_version')) as { rows: Array<{ server_version: string }> };
        const server = rows[0]!.server_version.split(' ')[0];
        const dump = await checkVersion(db, 'pg_dump');
        const restore = await checkVersion(db, 'pg_restore');
        return `PostgreSQL ${server}, pg_dump ${dump}, pg_restore ${restore}`;
      }),

    load: (file) =>
      withDb(async (db) => {
        await checkVersion(db, 'pg_restore');
        await run(binary('pg_restore'), 'pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${config.connectionString}`,
          path.resolve(file),
        ]);
      }),

    rowCounts: () => withDb(countsOf),
  };
}
