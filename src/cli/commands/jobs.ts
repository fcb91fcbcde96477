import { InvalidArgumentError, type Command } from 'commander';
import { instanceName } from '../../config/index.js';
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
      const ctx = await openContext({ migrated: true });
      try {
        const latest = new Map((await ctx.core.jobRuns.latest()).map((run) => [run.job, run]));
        const list = JOBS.map(({ name, schedule }) => {
          const run = latest.get(name);
          const lastRun = run
            ? { startedAt: run.startedAt, durationMs: run.durationMs, outcome: run.outcome, instance: run.instance, detail: run.detail }
            : null;
          return { name, schedule, description: T.jobs[name] ?? name, lastRun };
        });
        printResult(
          flags,
          list,
          list.flatMap((j) => [
            `${j.name.padEnd(18)} ${j.schedule.padEnd(16)} ${j.description}`,
            `${' '.repeat(19)}${j.lastRun ? T.lastRun(j.lastRun) : T.neverRun}`,
          ]),
        );
      } finally {
        await ctx.close();
      }
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
      const record = await ctx.core.jobRuns.startManual(name, instanceName(ctx.config, 'cli'));
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
        const shortfall = typeof result.shortfall === 'string';
        await record.finish(shortfall ? 'shortfall' : 'ok', JSON.stringify(result));
        // printed above with the counts; the error makes the exit code 1 and says why on stderr
        if (shortfall) throw new DomainError('unavailable', String(result.shortfall));
      } catch (error) {
        await record.finish('failed', error instanceof Error ? error.message : String(error));
        throw error;
      } finally {
        dispose();
        await ctx.close();
      }
    });
}
