import { CronJob } from 'cron';
import type { Core } from '../core/index.js';
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

/**
 * One scheduled run of a job, logged: a run that did something at info, an idle one (every count
 * zero, e.g. an empty queue every 10 s) only at debug, a failure at error. Never throws.
 */
export async function runScheduledJob(core: Core, job: Job, log: JobLog, signal?: AbortSignal): Promise<void> {
  try {
    const result = await job.run(core, { signal });
    if (typeof result.shortfall === 'string') log.warn({ job: job.name, result }, 'job fell short');
    else if (didWork(result)) log.info({ job: job.name, result }, 'job finished');
    else log.debug({ job: job.name, result }, 'job finished');
  } catch (err) {
    log.error({ job: job.name, err }, 'job failed');
  }
}

/**
 * Starts every job on its schedule, read in `timeZone` (the operator's setting); a run never overlaps the
 * previous run of the same job.
 * stop() starts no further run, asks the running ones to stop after the item in hand (their
 * AbortSignal) and resolves once they have ended; bounding that wait is the caller's choice.
 */
export function startScheduler(core: Core, log: JobLog, jobs: Job[], timeZone: string) {
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
        const run = runScheduledJob(core, job, log, stopping.signal).finally(() => {
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
      crons.forEach((c) => c.stop());
      stopping.abort();
      await Promise.all([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;
