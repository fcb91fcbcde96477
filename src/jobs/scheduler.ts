import { CronJob } from 'cron';
import { tickOf, type Core, type JobRunHandle } from '../core/index.js';
import type { Job } from './types.js';

/** Where job runs are logged (the server's pino logger fits). */
export interface JobLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A run did something when any of its counts is above zero (sent, pruned …). */
const didWork = (result: Record<string, number | string>) => Object.values(result).some((v) => typeof v === 'number' && v > 0);

/** Where a scheduled run is recorded and claimed (job_runs); without it (tests of the timing alone) nothing is. */
export interface RunRecord {
  /** this instance's name in job_runs (MARKETPLACE_INSTANCE, or host name and port) */
  instance: string;
  /** the schedule's instant (ISO, whole seconds) */
  tick: string;
}

/**
 * One scheduled run of a job, logged: a run that did something at info, an idle one (every count
 * zero, e.g. an empty queue every 10 s) only at debug, a failure at error. Never throws.
 * With `record`, the run first claims its tick in job_runs: when another instance on the same database runs the
 * job now or has run this tick, this one does nothing (debug); the outcome is written to the run's row.
 */
export async function runScheduledJob(
  core: Core,
  job: Job,
  log: JobLog,
  options: { signal?: AbortSignal; record?: RunRecord } = {},
): Promise<void> {
  let run: JobRunHandle | undefined;
  try {
    if (options.record) {
      run = await core.jobRuns.claim(job.name, options.record.tick, options.record.instance);
      if (!run) return log.debug({ job: job.name, tick: options.record.tick }, 'job run by another instance');
    }
    const result = await job.run(core, { signal: options.signal });
    const shortfall = typeof result.shortfall === 'string';
    if (shortfall) log.warn({ job: job.name, result }, 'job fell short');
    else if (didWork(result)) log.info({ job: job.name, result }, 'job finished');
    else log.debug({ job: job.name, result }, 'job finished');
    await run?.finish(shortfall ? 'shortfall' : 'ok', JSON.stringify(result));
  } catch (err) {
    log.error({ job: job.name, err }, 'job failed');
    await run?.finish('failed', err instanceof Error ? err.message : String(err)).catch((error: unknown) => {
      log.error({ job: job.name, err: error }, 'job run not recorded');
    });
  }
}

/**
 * Starts every job on its schedule, read in `timeZone` (the operator's setting); a run never overlaps the
 * previous run of the same job. With `instance`, each tick is claimed in job_runs first (runScheduledJob), so
 * that several instances on one database run it once.
 * stop() starts no further run, asks the running ones to stop after the item in hand (their
 * AbortSignal) and resolves once they have ended; bounding that wait is the caller's choice.
 */
export function startScheduler(core: Core, log: JobLog, jobs: Job[], options: { timeZone: string; instance?: string }) {
  const { timeZone, instance } = options;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const crons = jobs.map((job) => {
    let current: Promise<void> | undefined;
    return CronJob.from({
      cronTime: job.schedule,
      // '0 7 * * *' is 7:00 of the operator's zone (Nastavení › Obecné), not of each machine's clock
      timeZone,
      start: true,
      onTick: () => {
        if (current || stopping.signal.aborted) return;
        const record = instance === undefined ? undefined : { instance, tick: tickOf(new Date()) };
        const run = runScheduledJob(core, job, log, { signal: stopping.signal, record }).finally(() => {
          current = undefined;
          running.delete(run);
        });
        current = run;
        running.add(run);
      },
    });
  });
  return {
    /** When each job runs next (its name to the instant), as the schedules in `timeZone` say. */
    nextRuns(): Map<string, Date> {
      return new Map(crons.map((c, i) => [jobs[i]!.name, c.nextDate().toJSDate()]));
    },
    async stop(): Promise<void> {
      crons.forEach((c) => void c.stop());
      stopping.abort();
      await Promise.all([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;
