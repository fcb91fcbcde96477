import type { Core } from '../core/index.js';

/** A scheduled job: runs inside `serve` on its schedule, or once with `marketplace jobs run NAME`. */
export interface Job {
  name: string;
  description: string;
  /** cron expression (seconds field first) */
  schedule: string;
  run(core: Core, options?: JobOptions): Promise<Record<string, number | string>>;
}

/** Options of a one-off run (`marketplace jobs run NAME --limit N --lease S`). */
export interface JobOptions {
  limit?: number;
  leaseSeconds?: number;
  /** asks the run to stop early: it finishes the item in hand (the queue: the message being sent) and answers */
  signal?: AbortSignal;
}
