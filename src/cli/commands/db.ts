import type { Command } from 'commander';
import { migrateLatest, migrateRollback, migrationStatus } from '../../db/migrate.js';
import { runSeeds } from '../../db/seed.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

export function registerDbCommands(program: Command) {
  const db = program.command('db').description('database migrations and seed data');

  db.command('migrate')
    .description('apply pending migrations')
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const applied = await migrateLatest(ctx.db);
        printResult(flags, { applied }, applied.length ? applied.map((m) => `applied ${m}`) : 'already up to date');
      } finally {
        await ctx.close();
      }
    });

  db.command('rollback')
    .description('undo the last batch of migrations')
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const undone = await migrateRollback(ctx.db);
        printResult(flags, { undone }, undone.length ? undone.map((m) => `rolled back ${m}`) : 'nothing to roll back');
      } finally {
        await ctx.close();
      }
    });

  db.command('status')
    .description('list applied and pending migrations')
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext();
      try {
        const status = await migrationStatus(ctx.db);
        printResult(flags, { ...status, client: ctx.config.database.client }, [
          ...status.completed.map((m) => `applied  ${m}`),
          ...status.pending.map((m) => `pending  ${m}`),
        ]);
      } finally {
        await ctx.close();
      }
    });

  db.command('seed')
    .description(
      'load reference data (countries, regions, cities, categories) and missing built-in e-mail templates; --demo adds demo companies',
    )
    .option('--demo', 'also load the deterministic demo directory (only into an empty directory)')
    .action(async (opts: { demo?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const result = await runSeeds(ctx.db, { demo: Boolean(opts.demo) });
        const r = result.reference;
        const lines = [
          `reference data: ${r.countries} countries, ${r.regions} regions, ${r.cities} cities, ${r.categories} categories`,
          `built-in e-mail templates added: ${result.templates} (existing ones, edited or not, are kept)`,
        ];
        if (result.demo) {
          lines.push(
            result.demo.skipped
              ? 'demo companies: skipped (the directory already has companies)'
              : `demo companies: ${result.demo.companies}`,
          );
        }
        printResult(flags, result, lines);
      } finally {
        await ctx.close();
      }
    });
}
