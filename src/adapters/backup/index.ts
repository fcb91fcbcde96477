import type { DatabaseConfig } from '../../config/index.js';
import type { BackupArchive, BackupEngine } from '../../core/backup/backup.port.js';
import { createPostgresBackupEngine } from './postgres-engine.js';
import { createSqliteBackupEngine } from './sqlite-engine.js';
import { createTarArchive } from './tar-archive.js';

/** The backup engine of the configured database and the archive format (`pgBinDir`: MARKETPLACE_PG_BIN_DIR). */
export function createBackupAdapters(database: DatabaseConfig, pgBinDir?: string): { engine: BackupEngine; archive: BackupArchive } {
  const engine =
    database.client === 'sqlite'
      ? createSqliteBackupEngine({ filename: database.filename })
      : createPostgresBackupEngine({ connectionString: database.connectionString, binDir: pgBinDir });
  return { engine, archive: createTarArchive() };
}
