import type { Command } from 'commander';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { DB_TEXTS as T } from '../texts.js';

export function registerDbCommands(program: Command) {
  const db = program.command('db').description(T.description);

  db.command('migrate')
    .description(T.migrate)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const { migrateLatest } = await import('../../db/migrate.js');
        const applied = await migrateLatest(ctx.db);
        printResult(flags, { applied }, applied.length ? applied.map(T.applied) : T.upToDate);
      } finally {
        await ctx.close();
      }
    });

  db.command('rollback')
    .description(T.rollback)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const { migrateRollback } = await import('../../db/migrate.js');
        const undone = await migrateRollback(ctx.db);
        printResult(flags, { undone }, undone.length ? undone.map(T.rolledBack) : T.nothingToRollBack);
      } finally {
        await ctx.close();
      }
    });

  db.command('status')
    .description(T.status)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const { migrationStatus } = await import('../../db/migrate.js');
        const status = await migrationStatus(ctx.db);
        printResult(flags, { ...status, client: ctx.config.database.client }, [
          ...status.completed.map(T.statusApplied),
          ...status.pending.map(T.statusPending),
        ]);
      } finally {
        await ctx.close();
      }
    });

  db.command('seed')
    .description(T.seed)
    .option('--demo', T.seedDemo)
    .action(async (opts: { demo?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const { runSeeds } = await import('../../db/seed.js');
        const result = await runSeeds(ctx.db, { demo: Boolean(opts.demo) });
        const r = result.reference;
        const lines = [T.reference(r), T.templates(result.templates)];
        if (result.demo) {
          lines.push(result.demo.skipped ? T.demoSkipped : T.demoCompanies(result.demo.companies));
        }
        printResult(flags, result, lines);
      } finally {
        await ctx.close();
      }
    });
}
