import { copyFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { ensurePrivateFile } from '../../config/file-modes.js';
import type { BackupEngine } from '../../core/backup/backup.port.js';
import { rowCountsOf } from './row-counts.js';
import { openDatabase } from '../../db/index.js';

/** An existing SQLite file opened as it is, to be read (no pragma changed: its journal mode stays). */
function plain(filename: string): Knex {
  return knexFactory({
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
}

async function reading<T>(filename: string, work: (db: Knex) => Promise<T>): Promise<T> {
  const db = plain(filename);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const tablesOf = async (db: Knex): Promise<string[]> =>
  (
    (await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")) as Array<{
      name: string;
    }>
  ).map((r) => r.name);

const countsOf = async (db: Knex) => rowCountsOf(db, await tablesOf(db));

async function latestMigration(db: Knex): Promise<string | null> {
  if (!(await db.schema.hasTable('knex_migrations'))) return null;
  const row = await db('knex_migrations').orderBy('id', 'desc').first('name');
  return (row?.name as string | undefined) ?? null;
}

const exists = (file: string) =>
  stat(file).then(
    (s) => s.size > 0,
    () => false,
  );

/**
 * SQLite backups: the dump is `VACUUM INTO` a new file (one read transaction: a consistent copy while `serve`
 * writes, in WAL mode beside it), counted in that copy; a restore puts the copy in place of the database file
 * (renamed over it, with the old -wal and -shm removed), so the target must be closed: `serve` stopped.
 */
export function createSqliteBackupEngine(config: { filename: string }): BackupEngine {
  const target = path.resolve(config.filename);
  return {
    name: 'sqlite',

    async dump(file) {
      const db = openDatabase({ client: 'sqlite', filename: target, embedded: false });
      try {
        await db.raw('vacuum into ?', [path.resolve(file)]);
      } finally {
        await db.destroy();
      }
      return reading(file, async (copy) => ({ tables: await countsOf(copy), schema: await latestMigration(copy) }));
    },

    tools: () =>
      reading(target, async (db) => {
        const [row] = (await db.raw('select sqlite_version() as version')) as Array<{ version: string }>;
        return `SQLite ${row?.version ?? '?'} (VACUUM INTO)`;
      }),

    async isEmpty() {
      if (!(await exists(target))) return true;
      return reading(target, async (db) => (await tablesOf(db)).length === 0);
    },

    async load(file) {
      const incoming = `${target}.restoring`;
      await copyFile(file, incoming);
      ensurePrivateFile(incoming);
      for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) await rm(leftover, { force: true });
      await rename(incoming, target);
    },

    rowCounts: () => reading(target, countsOf),
  };
}
