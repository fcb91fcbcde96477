import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TEXTS as T,
  backupFileName,
  DAILY_BACKUP_FILE,
  DUMP_NAME,
  type BackupManifest,
} from './model.js';
import type { BackupArchive, BackupEngine } from './backup.port.js';

export interface BackupMade {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export interface RestoreDone {
  file: string;
  manifest: BackupManifest;
  /** every table of the manifest with its rows after the restore (equal to the manifest's) */
  tables: Record<string, number>;
}

/** Tables whose rows after a restore differ from the manifest's (a table missing counts as 0 rows). */
export function countsDiffering(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.keys(expected)
    .filter((table) => (actual[table] ?? 0) !== expected[table])
    .sort();
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Backups on both engines: `create` dumps the database (one snapshot: SQLite `VACUUM INTO`, PostgreSQL
 * `pg_dump` of a snapshot exported by a transaction that also counts the rows) and writes it with its manifest
 * into one file; `restore` loads such a file into an empty database and then checks every table's row count
 * against the manifest; `daily` is the `backup-database` job's run into `backupsDir`, keeping the newest
 * `retention`.
 */
export function createBackupService(deps: { engine: BackupEngine; archive: BackupArchive; clock: Clock; appVersion: string }) {
  const { engine, archive } = deps;

  async function create(file: string): Promise<BackupMade> {
    const target = path.resolve(file);
    await mkdir(path.dirname(target), { recursive: true });
    return withTempDir(async (dir) => {
      const dumpFile = path.join(dir, DUMP_NAME[engine.name]);
      const createdAt = deps.clock.now();
      const { tables, schema } = await engine.dump(dumpFile);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        engine: engine.name,
        schema,
        created_at: createdAt.toISOString(),
        app_version: deps.appVersion,
        tables,
      };
      await archive.write(target, manifest, dumpFile);
      return { file: target, bytes: (await stat(target)).size, manifest };
    });
  }

  return {
    create,

    /** The backup file's manifest (checked to be one this version restores), without restoring it. */
    async inspect(file: string): Promise<BackupManifest> {
      return withTempDir(async (dir) => (await archive.read(path.resolve(file), dir)).manifest);
    },

    async restore(file: string): Promise<RestoreDone> {
      const source = path.resolve(file);
      return withTempDir(async (dir) => {
        const { manifest, dumpFile } = await archive.read(source, dir);
        if (manifest.engine !== engine.name) throw new DomainError('conflict', T.otherEngine(manifest.engine, engine.name));
        if (!(await engine.isEmpty())) throw new DomainError('conflict', T.notEmpty);
        await engine.load(dumpFile);
        const now = await engine.rowCounts();
        const differing = countsDiffering(manifest.tables, now);
        if (differing.length) throw new DomainError('conflict', T.countsDiffer(differing));
        const tables = Object.fromEntries(Object.keys(manifest.tables).map((t) => [t, now[t] ?? 0]));
        return { file: source, manifest, tables };
      });
    },

    /** The daily backup into `backupsDir`, then the oldest removed beyond `retention`. */
    async daily(backupsDir: string, retention: number): Promise<{ created: string; bytes: number; removed: number }> {
      const name = backupFileName(deps.clock.now());
      const made = await create(path.join(backupsDir, name));
      const all = await listDaily(backupsDir);
      const old = all.slice(0, Math.max(0, all.length - retention));
      for (const n of old) await rm(path.join(backupsDir, n), { force: true });
      return { created: name, bytes: made.bytes, removed: old.length };
    },

    /** The daily backups in `backupsDir`, oldest first, and when the newest was made (by its name). */
    async latest(backupsDir: string): Promise<{ count: number; latest: string | null; latestAt: Date | null }> {
      const all = await listDaily(backupsDir);
      const latest = all.at(-1) ?? null;
      return { count: all.length, latest, latestAt: latest ? timeOfName(latest) : null };
    },
  };
}

async function listDaily(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => DAILY_BACKUP_FILE.test(n)).sort();
}

/** `marketplace-20261129T033000Z.tar.gz` -> its time. */
function timeOfName(name: string): Date {
  const m = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)!;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}

export type BackupService = ReturnType<typeof createBackupService>;
