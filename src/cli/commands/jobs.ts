import type { Command } from 'commander';
import { DomainError } from '../../core/index.js';
import { JOBS, findJob } from '../../runtime/jobs.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

export function registerJobCommands(program: Command) {
  const jobs = program.command('jobs').description('scheduled jobs (they also run inside `serve`)');

  jobs
    .command('list')
    .description('list the jobs and their schedules')
    .action((_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const list = JOBS.map(({ name, schedule, description }) => ({ name, schedule, description }));
      printResult(flags, list, list.map((j) => `${j.name.padEnd(18)} ${j.schedule.padEnd(16)} ${j.description}`));
    });

  jobs
    .command('run <name>')
    .description('run one job now and exit (for system cron)')
    .action(async (name: string, _o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const job = findJob(name);
      if (!job) throw new DomainError('not_found', `unknown job "${name}" (see \`marketplace jobs list\`)`);
      const ctx = await openContext({ migrated: true });
      try {
        const result = await job.run(ctx.core);
        printResult(flags, { job: name, result }, `${name}: ${Object.entries(result).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      } finally {
        await ctx.close();
      }
    });
}
