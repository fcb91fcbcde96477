import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../../config/index.js';
import { UsageError } from '../errors.js';
import { isInteractive, printResult, type GlobalFlags } from '../output.js';
import { BACKUP_CLI_TEXTS as T } from '../texts.js';

const sumRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

/** Where a restore goes, as the operator knows it (the SQLite file, or the PostgreSQL database without its password). */
function targetName(config: ReturnType<typeof loadConfig>): string {
  if (config.database.client === 'sqlite') return path.resolve(config.database.filename);
  const url = new URL(config.database.connectionString);
  url.password = '';
  return url.toString();
}

async function confirmed(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(a|ano|y|yes)$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

/**
 * `marketplace backup [--out FILE]`: the whole database with its manifest in one `.tar.gz` (core/backup);
 * `marketplace restore FILE [--yes]`: into an empty database, then every table's rows checked against the manifest.
 */
export function registerBackupCommands(program: Command) {
  program
    .command('backup')
    .description(T.backup)
    .option('--out <file>', T.out)
    .action(async (o: { out?: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const config = loadConfig();
      const { openBackups } = await import('../../runtime/backup.js');
      const { backupFileName } = await import('../../core/index.js');
      const file = path.resolve(o.out ?? backupFileName(new Date()));
      if (existsSync(file)) throw new UsageError(T.exists(file));
      const made = await openBackups(config).create(file);
      printResult(flags, made, T.done(made.file, made.bytes, Object.keys(made.manifest.tables).length, sumRows(made.manifest.tables)));
    });

  program
    .command('restore <file>')
    .description(T.restore)
    .option('--yes', T.yes)
    .action(async (file: string, o: { yes?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const config = loadConfig();
      const { openBackups } = await import('../../runtime/backup.js');
      const backups = openBackups(config);
      const manifest = await backups.inspect(file);
      const target = targetName(config);
      if (!o.yes) {
        if (!isInteractive() || flags.json) throw new UsageError(T.needsYes(target));
        const summary = T.summary(
          manifest.created_at,
          manifest.engine,
          manifest.schema,
          Object.keys(manifest.tables).length,
          sumRows(manifest.tables),
        );
        if (!(await confirmed(`${summary}\n${T.question(target)}`))) throw new UsageError(T.notConfirmed);
      }
      const done = await backups.restore(file);
      printResult(
        flags,
        { file: done.file, target, manifest: done.manifest, tables: done.tables },
        T.restored(target, Object.keys(done.tables).length, sumRows(done.tables)),
      );
    });
}
