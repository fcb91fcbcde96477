import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { openSessionConnection } from '../../db/index.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { JobOutcome, JobRun } from './model.js';

interface JobRunRow {
  id: number;
  job: string;
  tick: string | null;
  instance: string;
  outcome: string;
  detail: string | null;
  started_at: unknown;
  finished_at: unknown;
  duration_ms: number | null;
}

const toRun = (r: JobRunRow): JobRun => ({
  id: Number(r.id),
  job: r.job,
  tick: r.tick,
  instance: r.instance,
  outcome: r.outcome as JobOutcome,
  detail: r.detail,
  startedAt: toIso(r.started_at)!,
  finishedAt: toIso(r.finished_at),
  durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
});

/**
 * PostgreSQL's session advisory locks of the running jobs, all on one connection of their own: a job holds its
 * lock while it runs, so that a run of one instance never overlaps the same job's run on another, and a crashed
 * instance's locks end with its connection. Kept apart from knex's pool so that a running job holds no pooled
 * connection (at a full minute a dozen jobs start at once; the pool has 10). SQLite: one process, no locks.
 */
function sessionLocks(db: Knex) {
  let session: Knex | undefined; // opened on the first lock
  const statement = async (sql: string, key: string) =>
    (await (session ??= openSessionConnection(db)).raw(sql, [key])) as { rows: Array<{ ok: boolean }> };
  return {
    async tryLock(key: string): Promise<boolean> {
      const result = await statement('SELECT pg_try_advisory_lock(hashtext(?)) AS ok', key);
      return result.rows[0]?.ok === true;
    },
    async unlock(key: string): Promise<void> {
      await statement('SELECT pg_advisory_unlock(hashtext(?)) AS ok', key);
    },
    /** Closes the connection (every lock released first: the scheduler has stopped). */
    async close(): Promise<void> {
      const held = session;
      session = undefined;
      await held?.destroy();
    },
  };
}

/** The job_runs table (migrations/20261204010000_create_job_runs.ts) and the jobs' locks. */
export function createJobRunRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const locks = dialect.name === 'postgres' ? sessionLocks(db) : undefined;
  const lockKey = (job: string) => `marketplace:job:${job}`;
  return {
    /** Takes the job's lock (PostgreSQL); false when another instance is running the job. */
    lock: async (job: string): Promise<boolean> => (locks ? locks.tryLock(lockKey(job)) : true),
    unlock: async (job: string): Promise<void> => locks?.unlock(lockKey(job)),
    closeLocks: async (): Promise<void> => locks?.close(),

    /** Inserts the run of `tick` unless a row of it exists: its id, or undefined when the tick was taken. */
    async claimTick(job: string, tick: string, instance: string, startedAt: string): Promise<number | undefined> {
      const rows: Array<{ id: number } | number> = await db('job_runs')
        .insert({ job, tick, instance, outcome: 'running', started_at: startedAt })
        .onConflict(['job', 'tick'])
        .ignore()
        .returning('id');
      const row = rows[0];
      return row === undefined ? undefined : Number(typeof row === 'object' ? row.id : row);
    },

    async insertManual(job: string, instance: string, startedAt: string): Promise<number> {
      const [row] = await db('job_runs').insert({ job, tick: null, instance, outcome: 'running', started_at: startedAt }).returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    async finish(id: number, outcome: JobOutcome, detail: string | null, finishedAt: string, durationMs: number): Promise<void> {
      await db('job_runs').where({ id }).update({ outcome, detail, finished_at: finishedAt, duration_ms: durationMs });
    },

    /** The latest run of each job. */
    async latest(): Promise<JobRun[]> {
      const rows: JobRunRow[] = await db('job_runs').whereIn('id', db('job_runs').max('id').groupBy('job'));
      return rows.map(toRun);
    },

    /** The runs of one job, newest first. */
    async runsOf(job: string, limit: number): Promise<JobRun[]> {
      const rows: JobRunRow[] = await db('job_runs').where({ job }).orderBy('id', 'desc').limit(limit);
      return rows.map(toRun);
    },

    /** Deletes runs started before `before`, except each job's latest. */
    async pruneBefore(before: string): Promise<number> {
      return db('job_runs').where('started_at', '<', before).whereNotIn('id', db('job_runs').max('id').groupBy('job')).delete();
    },
  };
}

export type JobRunRepository = ReturnType<typeof createJobRunRepository>;
