import type { BackupEngineName, BackupManifest } from './model.js';

/** What one engine does for a backup and a restore (src/adapters/backup). */
export interface BackupEngine {
  readonly name: BackupEngineName;
  /**
   * A consistent copy of the whole database into `file` (a new file), with the row count of every table and the
   * latest migration as that copy holds them (one snapshot: writes going on meanwhile are in both or in neither).
   */
  dump(file: string): Promise<{ tables: Record<string, number>; schema: string | null }>;
  /** Whether the target database holds no table at all (a restore goes only into such a one). */
  isEmpty(): Promise<boolean>;
  /** Loads a dump of this engine into the empty target. */
  load(file: string): Promise<void>;
  /** The row count of every table of the target now. */
  rowCounts(): Promise<Record<string, number>>;
  /**
   * What backups would run on, for `marketplace doctor`: the engine's version and, on PostgreSQL, pg_dump's and
   * pg_restore's; a missing client program or one older than the server is a DomainError naming it.
   */
  tools(): Promise<string>;
}

/** The backup file: the manifest and the dump in one `.tar.gz`. */
export interface BackupArchive {
  write(file: string, manifest: BackupManifest, dumpFile: string): Promise<void>;
  /** The manifest, and the dump extracted into `dir` (its path); a file that is no backup is a DomainError. */
  read(file: string, dir: string): Promise<{ manifest: BackupManifest; dumpFile: string }>;
}
