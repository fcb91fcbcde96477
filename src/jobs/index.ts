import { CronJob } from 'cron';
import type { Core } from '../core/index.js';
import { pruneSessionsJob } from './prune-sessions.js';
import { sendQueueJob } from './send-queue.js';
import type { Job } from './types.js';

export type { Job } from './types.js';

/** Every job the product runs. Later capabilities add theirs here. */
export const JOBS: Job[] = [sendQueueJob, pruneSessionsJob];

export const findJob = (name: string) => JOBS.find((job) => job.name === name);

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Starts every job on its schedule; a run never overlaps the previous run of the same job. */
export function startScheduler(core: Core, log: Log, jobs: Job[] = JOBS) {
  const crons = jobs.map((job) => {
    let running = false;
    return CronJob.from({
      cronTime: job.schedule,
      start: true,
      onTick: async () => {
        if (running) return;
        running = true;
        try {
          const result = await job.run(core);
          log.info({ job: job.name, result }, 'job finished');
        } catch (err) {
          log.error({ job: job.name, err }, 'job failed');
        } finally {
          running = false;
        }
      },
    });
  });
  return { stop: () => crons.forEach((c) => c.stop()) };
}
