import { InvalidArgumentError, type Command } from 'commander';
import { DomainError } from '../../core/index.js';
import { JOBS, findJob } from '../../runtime/jobs.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

function positiveInt(flag: string) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${flag} must be a whole number of at least 1`);
    return n;
  };
}

export function registerJobCommands(program: Command) {
  const jobs = program.command('jobs').description('scheduled jobs (they also run inside `serve`)');

  jobs
    .command('list')
    .description('list the jobs and their schedules')
    .action((_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const list = JOBS.map(({ name, schedule, description }) => ({ name, schedule, description }));
      printResult(
        flags,
        list,
        list.map((j) => `${j.name.padEnd(18)} ${j.schedule.padEnd(16)} ${j.description}`),
      );
    });

  jobs
    .command('run <name>')
    .description('run one job now and exit (for system cron)')
    .option('--limit <n>', 'process at most N items (queue)', positiveInt('--limit'))
    .option('--lease <seconds>', 'how long a claim on a queue row lasts before another worker may take it over', positiveInt('--lease'))
    .action(async (name: string, o: { limit?: number; lease?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const job = findJob(name);
      if (!job) throw new DomainError('not_found', `unknown job "${name}" (see \`marketplace jobs list\`)`);
      const ctx = await openContext({ migrated: true });
      // SIGTERM/SIGINT: the run takes nothing new, finishes the item in hand and reports; a second signal ends the process at once
      const stopping = new AbortController();
      const dispose = onStopSignal((signal) => {
        if (!stopping.signal.aborted) return stopping.abort();
        process.stderr.write(`marketplace: ${signal} again: stopped before the item in hand was finished\n`);
        process.exit(1);
      });
      try {
        const result = await job.run(ctx.core, { limit: o.limit, leaseSeconds: o.lease, signal: stopping.signal });
        printResult(
          flags,
          { job: name, result, ...(stopping.signal.aborted && { stopped: true }) },
          `${name}: ${Object.entries(result)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}${stopping.signal.aborted ? ' (stopped early)' : ''}`,
        );
      } finally {
        dispose();
        await ctx.close();
      }
    });
}
