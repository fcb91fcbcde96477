import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DomainError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { DatabaseRepository } from './database-repository.js';
import type { SettingsService } from './service.js';

/** What PostgreSQL operators run for a backup (the server does not hold pg_dump). */
export const PG_DUMP_COMMAND = 'pg_dump --format=custom --file=marketplace.dump "$DATABASE_URL"';

export const DATABASE_TEXTS = {
  postgresBackup: `Zálohu PostgreSQL vytvoříte příkazem: ${PG_DUMP_COMMAND}`,
} as const;

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Nastavení › Databáze: the engine's figures and backups. SQLite backups are `VACUUM INTO` copies
 * (consistent while the server writes); PostgreSQL's are the operator's pg_dump.
 */
export function createDatabaseService(deps: { repo: DatabaseRepository; settings: SettingsService; clock: Clock; dataDir: string }) {
  const { repo } = deps;
  const backupsDir = path.join(deps.dataDir, 'backups');
  const sqliteOnly = () => {
    if (repo.engine() !== 'sqlite') throw new DomainError('unavailable', DATABASE_TEXTS.postgresBackup);
  };

  return {
    backupsDir,

    async info() {
      const [sizeBytes, migrations, tables, { backupRetention }, backups] = await Promise.all([
        repo.sizeBytes(),
        repo.migrations(),
        repo.rowCounts(),
        deps.settings.database(),
        repo.listBackups(backupsDir),
      ]);
      const engine = repo.engine();
      return {
        engine,
        sizeBytes,
        migrations: { applied: migrations.completed.length, pending: migrations.pending, latest: migrations.completed.at(-1) ?? null },
        tables,
        backupRetention,
        backups: engine === 'sqlite' ? { dir: backupsDir, count: backups.length, latest: backups.at(-1) ?? null } : null,
        pgDumpCommand: engine === 'postgres' ? PG_DUMP_COMMAND : null,
      };
    },

    /** SQLite: a consistent copy into `file` (must not exist). PostgreSQL: 'unavailable' naming pg_dump. */
    async backupTo(file: string): Promise<{ file: string; bytes: number }> {
      sqliteOnly();
      await repo.vacuumInto(file);
      return { file: path.resolve(file), bytes: await repo.fileSize(file) };
    },

    /** SQLite: a copy in a temporary file for a download; the caller removes it with `discard`. */
    async temporaryBackup(): Promise<{ file: string; name: string; discard: () => Promise<void> }> {
      sqliteOnly();
      const file = path.join(tmpdir(), `marketplace-backup-${randomBytes(8).toString('hex')}.sqlite`);
      await repo.vacuumInto(file);
      return { file, name: `marketplace-${stamp(deps.clock.now())}.sqlite`, discard: () => repo.remove(file) };
    },

    /**
     * The daily job (SQLite): a copy into `<data dir>/backups/`, then the oldest removed beyond the
     * backup retention setting. On PostgreSQL it does nothing (skipped: 1).
     */
    async dailyBackup(): Promise<{ created: string; removed: number } | { skipped: 1 }> {
      if (repo.engine() !== 'sqlite') return { skipped: 1 };
      const name = `marketplace-${stamp(deps.clock.now())}.sqlite`;
      const file = path.join(backupsDir, name);
      await repo.remove(file);
      await repo.vacuumInto(file);
      const { backupRetention } = await deps.settings.database();
      const all = await repo.listBackups(backupsDir);
      const old = all.slice(0, Math.max(0, all.length - backupRetention));
      for (const n of old) await repo.remove(path.join(backupsDir, n));
      return { created: name, removed: old.length };
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
