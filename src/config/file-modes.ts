import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files the product writes hold secrets and personal data: only the owner reads them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Sub-folders of the data directory the product writes into (`outbox`: the .eml files of an older version, which
 * kept mail without SMTP there; mail is now kept in the database, and the folder is never made, only tightened).
 */
const DATA_SUBFOLDERS = ['outbox', 'uploads'];
/** Files of the data directory the product writes (the embedded database with its WAL files, the key). */
const DATA_FILES = ['secret.key', 'marketplace.sqlite', 'marketplace.sqlite-wal', 'marketplace.sqlite-shm', 'marketplace.sqlite-journal'];

/**
 * Takes group and other permissions away from `file` when it has any (never widens a mode). Leaves
 * alone what does not exist, what this user does not own and shared sticky folders such as /tmp.
 * Returns whether the mode was too open.
 */
export function restrictMode(file: string, mode: number): boolean {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return false;
  }
  if ((stat.mode & 0o777 & ~mode) === 0) return false;
  if (stat.mode & 0o1000) return false;
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return false;
  chmodSync(file, mode);
  return true;
}

/** Creates `dir` (and missing parents) private, or makes an existing one private. Returns whether it was too open. */
function ensurePrivateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return restrictMode(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty and private when it does not exist (never truncates); makes an existing one private. */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictMode(file, PRIVATE_FILE_MODE);
}

/**
 * The data directory and what the product keeps in it, private (0700 folders, 0600 files), also when
 * an older version or another umask left them readable by others. The files of a sub-folder (an older
 * version's outbox .eml files) are checked only when that folder itself was too open: inside a private folder nobody
 * else can reach them, and a large outbox is not walked on every start.
 */
export function secureDataDir(dataDir: string): void {
  ensurePrivateDir(dataDir);
  for (const name of DATA_FILES) restrictMode(path.join(dataDir, name), PRIVATE_FILE_MODE);
  for (const name of DATA_SUBFOLDERS) {
    const folder = path.join(dataDir, name);
    if (!restrictMode(folder, PRIVATE_DIR_MODE)) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile()) restrictMode(path.join(folder, entry.name), PRIVATE_FILE_MODE);
    }
  }
}
