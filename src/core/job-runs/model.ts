/** How a job's run ended: `shortfall` ran but did not do all it was to do (it says why). */
export type JobOutcome = 'running' | 'ok' | 'shortfall' | 'failed';

/** One run of a scheduled job (a row of job_runs). */
export interface JobRun {
  id: number;
  job: string;
  /** the schedule's instant the run belongs to (ISO, whole seconds); null when started by hand */
  tick: string | null;
  /** which instance ran it (MARKETPLACE_INSTANCE, or host name and port; `…:cli` from the command line) */
  instance: string;
  outcome: JobOutcome;
  /** the run's counts as JSON, or the failure's message */
  detail: string | null;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
}

/** How long job runs are kept (each job's latest is kept whatever its age). */
export const JOB_RUNS_KEPT_HOURS = 24;

/**
 * The schedule's instant a tick belongs to: the whole second it fired in. Every instance's cron fires at the
 * same schedule instant (just after it, never before), so instances agree on it with clocks within a second.
 */
export const tickOf = (firedAt: Date): string => new Date(Math.floor(firedAt.getTime() / 1000) * 1000).toISOString();
