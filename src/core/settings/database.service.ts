import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { BACKUP_STALE_HOURS, utcStamp } from '../backup/model.js';
import type { BackupService } from '../backup/backup.service.js';
import type { DatabaseRepository } from './database.repository.js';
import type { SettingsService } from './settings.service.js';

/** What PostgreSQL operators run for a backup (the server does not hold pg_dump). */
const PG_DUMP_COMMAND = 'pg_dump --format=custom --file=marketplace.dump "$DATABASE_URL"';

const DATABASE_TEXTS = {
  postgresBackup: `Zálohu PostgreSQL vytvoříte příkazem: ${PG_DUMP_COMMAND}`,
} as const;

/**
 * Nastavení › Databáze: the engine's figures and backups. The download is a SQLite `VACUUM INTO` copy
 * (consistent while the server writes); the daily job's backups are the backup area's files on both engines
 * (core/backup: `marketplace backup` and `restore`).
 */
export function createDatabaseService(deps: {
  repo: DatabaseRepository;
  settings: SettingsService;
  clock: Clock;
  dataDir: string;
  backups?: BackupService;
}) {
  const { repo } = deps;
  const backupsDir = path.join(deps.dataDir, 'backups');
  const sqliteOnly = () => {
    if (repo.engine() !== 'sqlite') throw new DomainError('unavailable', DATABASE_TEXTS.postgresBackup);
  };

  return {
    /** the connection pool's use (GET /metrics) */
    poolUse: () => repo.poolUse(),
    backupsDir,

    async info() {
      const [sizeBytes, migrations, tables, { backupRetention }, backups] = await Promise.all([
        repo.sizeBytes(),
        repo.migrations(),
        repo.rowCounts(),
        deps.settings.database(),
        this.backupState(),
      ]);
      const engine = repo.engine();
      return {
        engine,
        sizeBytes,
        migrations: { applied: migrations.completed.length, pending: migrations.pending, latest: migrations.completed.at(-1) ?? null },
        tables,
        backupRetention,
        backups,
        pgDumpCommand: engine === 'postgres' ? PG_DUMP_COMMAND : null,
      };
    },

    /** SQLite: a copy in a temporary file for a download; the caller removes it with `discard`. */
    async temporaryBackup(): Promise<{ file: string; name: string; discard: () => Promise<void> }> {
      sqliteOnly();
      const file = path.join(tmpdir(), `marketplace-backup-${randomBytes(8).toString('hex')}.sqlite`);
      await repo.vacuumInto(file);
      return { file, name: `marketplace-${utcStamp(deps.clock.now())}.sqlite`, discard: () => repo.remove(file) };
    },

    /**
     * The daily job: a backup (core/backup, both engines) into `<data dir>/backups/`, then the oldest removed
     * beyond the backup retention setting; nothing when automatic backups are off (or no backup adapters).
     */
    async dailyBackup(): Promise<{ created: string; bytes: number; removed: number } | { skipped: 'off' | 'unavailable' }> {
      const { autoBackup, backupRetention } = await deps.settings.database();
      if (!autoBackup) return { skipped: 'off' };
      if (!deps.backups) return { skipped: 'unavailable' };
      return deps.backups.daily(backupsDir, backupRetention);
    },

    /**
     * The daily backups as Nastavení › Databáze and the system health show them: how many, the newest and when,
     * and `stale` when automatic backups are on and the newest is older than BACKUP_STALE_HOURS (or none).
     */
    async backupState(): Promise<{
      dir: string;
      autoBackup: boolean;
      count: number;
      latest: string | null;
      latestAt: string | null;
      stale: boolean;
    }> {
      const { autoBackup } = await deps.settings.database();
      const found = deps.backups ? await deps.backups.latest(backupsDir) : { count: 0, latest: null, latestAt: null };
      const age = found.latestAt ? deps.clock.now().getTime() - found.latestAt.getTime() : Infinity;
      return {
        dir: backupsDir,
        autoBackup,
        count: found.count,
        latest: found.latest,
        latestAt: found.latestAt?.toISOString() ?? null,
        stale: autoBackup && age > BACKUP_STALE_HOURS * 3_600_000,
      };
    },
  };
}
