import type { Core } from '../core/index.js';

/** A scheduled job: runs inside `serve` on its schedule, or once with `marketplace jobs run NAME`. */
export interface Job {
  /** the name `marketplace jobs run NAME` takes; its description is the CLI's text of that name (JOBS_TEXTS.jobs) */
  name: string;
  /** cron expression (seconds field first) */
  schedule: string;
  /**
   * The run's counts. A run that did not do all it was to do says why in `shortfall` (a Czech line):
   * `marketplace jobs run` then exits 1 with it, so that cron mails the operator; `serve` logs it as a warning.
   */
  run(core: Core, options?: JobOptions): Promise<Record<string, number | string>>;
}

/** Options of a one-off run (`marketplace jobs run NAME --limit N --lease S`). */
interface JobOptions {
  limit?: number;
  leaseSeconds?: number;
  /** asks the run to stop early: it finishes the item in hand (the queue: the message being sent) and answers */
  signal?: AbortSignal;
}
