import type { BackupArchive, BackupEngine } from '../backup/backup.port.js';
import { createBackupService } from '../backup/backup.service.js';
import type { CoreConfig } from '../core-deps.js';
import type { Wiring } from '../unit-of-work.js';
import { createDatabaseRepository } from './database.repository.js';
import { createDatabaseService } from './database.service.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';

/**
 * Nastavení: the settings (cached, a change announced to every instance), the database's figures and
 * backups (Nastavení › Databáze), the backups of the whole database (undefined without the backup
 * adapters) and the site URL as last saved (where links in e-mails point when MARKETPLACE_PUBLIC_URL is unset).
 */
export function createSettings(
  deps: Pick<Wiring, 'db' | 'repos' | 'clock'> & {
    config: Pick<CoreConfig, 'version' | 'dataDir'>;
    /** backups (adapters/backup: the engine's dump and restore, the archive); without it, the backup job skips */
    backup?: { engine: BackupEngine; archive: BackupArchive };
  },
) {
  const { db, repos, clock } = deps;
  // Nastavení › Obecné › URL webu as last read
  let savedSiteUrl: string | undefined;
  const settings = createSettingsService(
    createSettingsRepository(db),
    clock,
    (topic) => repos.changes.announce(topic),
    (general) => {
      savedSiteUrl = general.siteUrl || undefined;
    },
  );
  const backup = deps.backup
    ? createBackupService({ engine: deps.backup.engine, archive: deps.backup.archive, clock, appVersion: deps.config.version })
    : undefined;
  const database = createDatabaseService({
    repo: createDatabaseRepository(db),
    settings,
    clock,
    dataDir: deps.config.dataDir ?? '.',
    backups: backup,
  });
  return { settings, database, backup, savedSiteUrl: () => savedSiteUrl };
}
