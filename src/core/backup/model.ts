/**
 * A backup: one `.tar.gz` file holding `manifest.json` and the database's dump (`database.sqlite`, a consistent
 * copy of the SQLite file, or `database.pgdump`, PostgreSQL's `pg_dump --format=custom`). The manifest says what
 * a restore must find again: the engine, the schema (the latest migration), the row count of every table in the
 * dump, and when it was made.
 */
export type BackupEngineName = 'sqlite' | 'postgres';

export const BACKUP_FORMAT = 'marketplace-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DUMP_NAME: Record<BackupEngineName, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  engine: BackupEngineName;
  /** the latest migration applied in the dump (null: none) */
  schema: string | null;
  /** ISO time the dump's snapshot was taken */
  created_at: string;
  /** the version of the marketplace package that made it */
  app_version: string;
  /** every table of the dump and its rows, at the snapshot */
  tables: Record<string, number>;
}

/** A backup of the daily job: `marketplace-<UTC date and time>.tar.gz` in the data dir's `backups/`. */
export const DAILY_BACKUP_FILE = /^marketplace-\d{8}T\d{6}Z\.tar\.gz$/;

/** The last backup is stale after this long (the job runs daily; 2 h of slack). */
export const BACKUP_STALE_HOURS = 26;

/** A moment as backup files name it: `20261129T033000Z` (UTC). */
export const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const backupFileName = (at: Date) => `marketplace-${utcStamp(at)}.tar.gz`;

export const BACKUP_TEXTS = {
  notABackup: (file: string) => `${file} není záloha marketplace (chybí manifest.json nebo soubor databáze).`,
  newerFormat: (version: number) => `Zálohu ve formátu verze ${version} tato verze marketplace neumí obnovit; aktualizujte ji.`,
  otherEngine: (backup: BackupEngineName, target: BackupEngineName) =>
    `Záloha je z databáze ${backup}, cílová databáze je ${target}: obnovte ji do databáze stejného druhu.`,
  notEmpty: 'Cílová databáze není prázdná: zálohu lze obnovit jen do prázdné databáze (nové, bez tabulek).',
  countsDiffer: (tables: string[]) => `Obnovená databáze nesouhlasí se zálohou v tabulkách: ${tables.join(', ')}.`,
  missingBinary: (binary: string) =>
    `Chybí program ${binary} (klient PostgreSQL): nainstalujte balíček postgresql-client ve verzi serveru, nebo nastavte MARKETPLACE_PG_BIN_DIR.`,
  versionMismatch: (binary: string, client: number, server: number) =>
    `${binary} je verze ${client}, server PostgreSQL verze ${server}: nainstalujte klienta verze ${server} nebo novější (postgresql-client-${server}), nebo nastavte MARKETPLACE_PG_BIN_DIR.`,
  failed: (binary: string, line: string) => `${binary} selhal: ${line}`,
} as const;
