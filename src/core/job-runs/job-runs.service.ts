import type { Clock } from '../clock.port.js';
import { JOB_RUNS_KEPT_HOURS, type JobOutcome, type JobRun } from './model.js';
import type { JobRunRepository } from './job-runs.repository.js';

/** A run in hand: say how it ended (once); the job's lock is then released. */
export interface JobRunHandle {
  finish(outcome: Exclude<JobOutcome, 'running'>, detail: string | null): Promise<void>;
}

/**
 * The scheduled jobs' runs, shared by every instance on one database: a scheduled tick is run by exactly one
 * instance (the first to insert its row), and on PostgreSQL a job never runs on two instances at once (its
 * session advisory lock). A run by hand (`marketplace jobs run`) is recorded but takes neither: the operator asked
 * for it, and every job is safe when run twice at once (each claims its own work).
 */
export function createJobRunService({ repo, clock }: { repo: JobRunRepository; clock: Clock }) {
  /** told of every run that ended in this process (GET /metrics counts them) */
  const observers = new Set<(run: { job: string; outcome: Exclude<JobOutcome, 'running'>; durationMs: number }) => void>();
  const handle = (id: number, job: string, startedAt: Date, release: () => Promise<void>): JobRunHandle => {
    let done = false;
    return {
      async finish(outcome, detail) {
        if (done) return;
        done = true;
        try {
          const at = clock.now();
          const durationMs = Math.max(0, at.getTime() - startedAt.getTime());
          for (const observer of observers) {
            try {
              observer({ job, outcome, durationMs });
            } catch {
              // an observer's fault is not the run's
            }
          }
          await repo.finish(id, outcome, detail, at.toISOString(), durationMs);
        } finally {
          await release();
        }
      },
    };
  };

  return {
    /**
     * Claims `tick` of `job` for `instance`: undefined when another instance runs the job now (PostgreSQL) or has
     * already run this tick.
     */
    async claim(job: string, tick: string, instance: string): Promise<JobRunHandle | undefined> {
      if (!(await repo.lock(job))) return undefined;
      const release = () => repo.unlock(job);
      try {
        const startedAt = clock.now();
        const id = await repo.claimTick(job, tick, instance, startedAt.toISOString());
        if (id === undefined) {
          await release();
          return undefined;
        }
        return handle(id, job, startedAt, release);
      } catch (error) {
        await release().catch(() => undefined);
        throw error;
      }
    },

    /** Records a run started by hand. */
    async startManual(job: string, instance: string): Promise<JobRunHandle> {
      const startedAt = clock.now();
      const id = await repo.insertManual(job, instance, startedAt.toISOString());
      return handle(id, job, startedAt, async () => {});
    },

    /** Each job's latest run (jobs that never ran are absent). */
    latest: (): Promise<JobRun[]> => repo.latest(),

    runsOf: (job: string, limit = 20): Promise<JobRun[]> => repo.runsOf(job, limit),

    /** Deletes runs older than a day, except each job's latest. */
    prune: (): Promise<number> => repo.pruneBefore(new Date(clock.now().getTime() - JOB_RUNS_KEPT_HOURS * 3_600_000).toISOString()),

    /** Tells `observer` of every run of this process that ends, as it ends; answers the unsubscribe. */
    onFinished(observer: (run: { job: string; outcome: Exclude<JobOutcome, 'running'>; durationMs: number }) => void): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },

    /** Ends the locks' connection (the runtime's close, after the scheduler stopped). */
    close: (): Promise<void> => repo.closeLocks(),
  };
}

export type JobRunService = ReturnType<typeof createJobRunService>;
