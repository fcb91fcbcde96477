import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { DB_BACKUP_TEXTS as T } from '../texts.js';

/** pg_dump of the configured database into `file`; answers false when pg_dump is not on PATH. */
function pgDump(connectionString: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${connectionString}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(false) : reject(error)));
    child.on('close', (code) => (code === 0 ? resolve(true) : reject(new Error(T.pgDumpFailed(stderr.trim().split('\n')[0] ?? '')))));
  });
}

/** `marketplace db backup FILE`: SQLite VACUUM INTO FILE; PostgreSQL pg_dump (or the command to run). */
export function registerDbBackupCommand(db: Command) {
  db.command('backup')
    .description(T.description)
    .argument('<file>', T.file)
    .action(async (file: string, _o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (existsSync(file)) throw new Error(T.exists(file));
      const ctx = await openContext();
      try {
        const { database } = ctx.config;
        if (database.client === 'sqlite') {
          const done = await ctx.core.database.backupTo(file);
          printResult(flags, { engine: 'sqlite', ...done }, T.done(done.file, done.bytes));
          return;
        }
        if (!(await pgDump(database.connectionString, file))) throw new Error(T.noPgDump(file));
        printResult(flags, { engine: 'postgres', file: path.resolve(file) }, T.done(path.resolve(file), null));
      } finally {
        await ctx.close();
      }
    });
}
