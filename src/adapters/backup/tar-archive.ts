import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DomainError } from '../../core/errors.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TEXTS as T,
  DUMP_NAME,
  MANIFEST_NAME,
  type BackupManifest,
} from '../../core/backup/model.js';
import type { BackupArchive } from '../../core/backup/backup.port.js';

const DUMP_NAMES = new Set(Object.values(DUMP_NAME));
/** `tar` loads with the first backup, not with every command. */
const tar = () => createRequire(import.meta.url)('tar') as typeof import('tar');

function manifestOf(text: string, file: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError('validation', T.notABackup(file));
  }
  const m = value as Partial<BackupManifest>;
  if (m.format !== BACKUP_FORMAT || typeof m.version !== 'number' || !m.engine || !(m.engine in DUMP_NAME)) {
    throw new DomainError('validation', T.notABackup(file));
  }
  if (m.version > BACKUP_FORMAT_VERSION) throw new DomainError('validation', T.newerFormat(m.version));
  if (!m.tables || typeof m.tables !== 'object') throw new DomainError('validation', T.notABackup(file));
  return m as BackupManifest;
}

/**
 * The backup file as a gzip-compressed tar (`tar tzf` lists it): `manifest.json` first, then the dump. Written to
 * `<file>.partial` and renamed, so a backup cut short never looks complete.
 */
export function createTarArchive(): BackupArchive {
  return {
    async write(file, manifest, dumpFile) {
      const dir = path.dirname(dumpFile);
      const dumpName = DUMP_NAME[manifest.engine];
      if (path.basename(dumpFile) !== dumpName) throw new Error(`the dump must be named ${dumpName}`);
      await writeFile(path.join(dir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
      const partial = `${file}.partial`;
      try {
        await tar().create({ gzip: true, file: partial, cwd: dir, portable: true }, [MANIFEST_NAME, dumpName]);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },

    async read(file, dir) {
      if (!existsSync(file)) throw new DomainError('not_found', T.notABackup(file));
      try {
        await tar().extract({ file, cwd: dir, strict: true, filter: (entry) => entry === MANIFEST_NAME || DUMP_NAMES.has(entry) });
      } catch {
        throw new DomainError('validation', T.notABackup(file));
      }
      const manifestFile = path.join(dir, MANIFEST_NAME);
      if (!existsSync(manifestFile)) throw new DomainError('validation', T.notABackup(file));
      const manifest = manifestOf(await readFile(manifestFile, 'utf8'), file);
      const dumpFile = path.join(dir, DUMP_NAME[manifest.engine]);
      if (!existsSync(dumpFile)) throw new DomainError('validation', T.notABackup(file));
      return { manifest, dumpFile };
    },
  };
}
