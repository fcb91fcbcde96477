import { InvalidArgumentError, type Command } from 'commander';
import { DomainError } from '../../core/names.js';
import { onStopSignal } from '../../runtime/signals.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { ERROR_TEXTS, JOBS_TEXTS as T } from '../texts.js';

function positiveInt(flag: string) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(ERROR_TEXTS.wholeNumber(flag));
    return n;
  };
}

export function registerJobCommands(program: Command) {
  const jobs = program.command('jobs').description(T.description);

  jobs
    .command('list')
    .description(T.list)
    .action(async (_o, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const { JOBS } = await import('../../runtime/jobs.js');
      const list = JOBS.map(({ name, schedule, description }) => ({ name, schedule, description }));
      printResult(
        flags,
        list,
        list.map((j) => `${j.name.padEnd(18)} ${j.schedule.padEnd(16)} ${T.jobs[j.name] ?? j.description}`),
      );
    });

  jobs
    .command('run <name>')
    .description(T.run)
    .option('--limit <n>', T.limit, positiveInt('--limit'))
    .option('--lease <seconds>', T.lease, positiveInt('--lease'))
    .action(async (name: string, o: { limit?: number; lease?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const { findJob } = await import('../../runtime/jobs.js');
      const job = findJob(name);
      if (!job) throw new DomainError('not_found', T.unknownJob(name));
      const ctx = await openContext({ migrated: true });
      // SIGTERM/SIGINT: the run takes nothing new, finishes the item in hand and reports; a second signal ends the process at once
      const stopping = new AbortController();
      const dispose = onStopSignal((signal) => {
        if (!stopping.signal.aborted) return stopping.abort();
        process.stderr.write(`marketplace: ${T.stoppedHard(signal)}\n`);
        process.exit(1);
      });
      try {
        const result = await job.run(ctx.core, { limit: o.limit, leaseSeconds: o.lease, signal: stopping.signal });
        printResult(
          flags,
          { job: name, result, ...(stopping.signal.aborted && { stopped: true }) },
          T.result(
            name,
            Object.entries(result)
              .filter(([k]) => k !== 'shortfall')
              .map(([k, v]) => `${k} ${v}`)
              .join(', '),
            stopping.signal.aborted,
          ),
        );
        // printed above with the counts; the error makes the exit code 1 and says why on stderr
        if (typeof result.shortfall === 'string') throw new DomainError('unavailable', result.shortfall);
      } finally {
        dispose();
        await ctx.close();
      }
    });
}
