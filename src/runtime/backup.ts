import { createBackupAdapters } from '../adapters/backup/index.js';
import type { Config } from '../config/index.js';
import { createBackupService, systemClock, type BackupService } from '../core/index.js';

/**
 * The backup service of the configured database without opening the core: `marketplace restore` must not
 * migrate (or seed) the database it restores into, and `marketplace backup` needs nothing else.
 */
export function openBackups(config: Config): BackupService {
  const { engine, archive } = createBackupAdapters(config.database, config.pgBinDir);
  return createBackupService({ engine, archive, clock: systemClock, appVersion: config.version });
}
