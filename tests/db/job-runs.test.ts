import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src/core/index.js';
import { createJobRunRepository } from '../../src/core/job-runs/job-runs.repository.js';
import { createJobRunService, type JobRunService } from '../../src/core/job-runs/job-runs.service.js';
import { createUnitOfWork } from '../../src/core/unit-of-work.js';
import { createWebAnalyticsRepository } from '../../src/core/web-analytics/web-analytics.repository.js';
import { openDatabase, type Db } from '../../src/db/index.js';
import { runScheduledJob, type Job, type JobLog } from '../../src/jobs/index.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const clock = { now: () => NOW };
const quietLog: JobLog = { debug() {}, info() {}, warn() {}, error() {} };

/** What runScheduledJob uses of an instance's core: its job runs, on the instance's own connection pool. */
const instanceCore = (db: Db) => ({ jobRuns: createJobRunService({ repo: createJobRunRepository(db), clock }) }) as unknown as Core;

const job = (name: string, run: Job['run']): Job => ({ name, schedule: '*/10 * * * * *', run });

/**
 * Scheduled jobs once across instances: two instances are two connection pools (two `serve` processes) on one
 * database; each runs the scheduler's code for the same tick.
 */
describe.each(DB_KINDS)('job runs on %s', (kind) => {
  let database: TestDatabase;
  let otherDb: Db;
  let a: Core;
  let b: Core;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    otherDb = openDatabase(database.config);
    a = instanceCore(database.db);
    b = instanceCore(otherDb);
  });
  afterAll(async () => {
    await a?.jobRuns.close();
    await b?.jobRuns.close();
    await otherDb?.destroy();
    await database?.drop();
  });
  const runs = (core: Core, name: string) => (core.jobRuns as JobRunService).runsOf(name, 100);

  it('runs a tick once when both instances fire it at the same moment, and records who ran it and how it ended', async () => {
    let count = 0;
    const counted = job('rollup', async () => {
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { days: 1 };
    });
    const tick = '2026-11-20T10:00:00.000Z';
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runScheduledJob(i % 2 ? a : b, counted, quietLog, { record: { instance: i % 2 ? 'host-a:3003' : 'host-b:3003', tick } }),
      ),
    );
    expect(count).toBe(1);
    const [run, ...others] = await runs(a, 'rollup');
    expect(others).toEqual([]);
    expect(run).toMatchObject({ job: 'rollup', tick, outcome: 'ok', detail: '{"days":1}', startedAt: NOW.toISOString() });
    expect(['host-a:3003', 'host-b:3003']).toContain(run!.instance);

    // the next tick runs again, on whichever instance fires first
    await runScheduledJob(b, counted, quietLog, { record: { instance: 'host-b:3003', tick: '2026-11-20T10:00:10.000Z' } });
    await runScheduledJob(a, counted, quietLog, { record: { instance: 'host-a:3003', tick: '2026-11-20T10:00:10.000Z' } });
    expect(count).toBe(2);
    expect((await runs(b, 'rollup'))[0]).toMatchObject({ instance: 'host-b:3003', tick: '2026-11-20T10:00:10.000Z' });
  });

  it('records a failure with its message and a shortfall with its counts, and frees the job for the next tick', async () => {
    await runScheduledJob(
      a,
      job('probe', () => Promise.reject(new Error('spojení odmítnuto'))),
      quietLog,
      {
        record: { instance: 'host-a:3003', tick: '2026-11-20T10:01:00.000Z' },
      },
    );
    await runScheduledJob(
      b,
      job('probe', async () => ({ checked: 1, shortfall: 'Nesynchronizováno: účet Obchod' })),
      quietLog,
      {
        record: { instance: 'host-b:3003', tick: '2026-11-20T10:01:10.000Z' },
      },
    );
    expect((await runs(a, 'probe')).map((r) => [r.outcome, r.detail, r.instance])).toEqual([
      ['shortfall', '{"checked":1,"shortfall":"Nesynchronizováno: účet Obchod"}', 'host-b:3003'],
      ['failed', 'spojení odmítnuto', 'host-a:3003'],
    ]);
    expect((await a.jobRuns.latest()).find((r) => r.job === 'probe')).toMatchObject({ outcome: 'shortfall', durationMs: 0 });
  });

  it.runIf(kind === 'postgres')('never runs one job on two instances at once: a later tick waits for the run in hand', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const ran: string[] = [];
    const slow = job('inbox', async () => {
      ran.push('slow');
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { synced: 1 };
    });
    const first = runScheduledJob(a, slow, quietLog, { record: { instance: 'host-a:3003', tick: '2026-11-20T10:02:00.000Z' } });
    await running;
    // the next tick on the other instance finds the job's lock taken: it does nothing, and takes no row
    const fast = job('inbox', async () => (ran.push('fast'), { synced: 0 }));
    await runScheduledJob(b, fast, quietLog, { record: { instance: 'host-b:3003', tick: '2026-11-20T10:03:00.000Z' } });
    expect(ran).toEqual(['slow']);
    release();
    await first;
    // once the run has ended the lock is free again
    await runScheduledJob(b, fast, quietLog, { record: { instance: 'host-b:3003', tick: '2026-11-20T10:04:00.000Z' } });
    expect(ran).toEqual(['slow', 'fast']);
    expect((await runs(a, 'inbox')).map((r) => [r.tick, r.instance, r.outcome])).toEqual([
      ['2026-11-20T10:04:00.000Z', 'host-b:3003', 'ok'],
      ['2026-11-20T10:02:00.000Z', 'host-a:3003', 'ok'],
    ]);
  });

  it('keeps the last day of runs and each job’s latest whatever its age', async () => {
    const old = createJobRunService({ repo: createJobRunRepository(database.db), clock: { now: () => new Date('2026-11-10T07:00:00Z') } });
    await (await old.startManual('backup-old', 'host-a:cli')).finish('ok', '{}');
    await (await old.startManual('backup-old', 'host-a:cli')).finish('ok', '{}');
    await (await old.startManual('another', 'host-a:cli')).finish('ok', '{}');
    expect(await a.jobRuns.prune()).toBe(1);
    expect((await runs(a, 'backup-old')).length).toBe(1);
    expect((await runs(a, 'another')).length).toBe(1);
    expect((await runs(a, 'rollup')).length).toBe(2);
  });

  it('rolls one day of website analytics up twice at once (cron beside serve) with the figures of one rollup', async () => {
    const day = '2020-01-15'; // a day the demo's views do not reach
    const views = Array.from({ length: 30 }, (_, i) => ({
      atMs: Date.parse(`${day}T10:00:00Z`) + i * 60_000,
      day,
      country: i % 3 ? 'CZ' : 'SK',
      path: `/stranka-${i % 4}`,
      referrer: '',
      screenWidth: 1280,
      device: 'desktop' as const,
      listingId: null,
      visitor: `visitor-${i % 7}`,
    }));
    await createWebAnalyticsRepository(database.db).insert(views);
    // each rollup in its own transaction, as the analytics service runs it, from two connections
    const [uowA, uowB] = [createUnitOfWork(database.db), createUnitOfWork(otherDb)];
    const rollUp = (uow: typeof uowA) => uow.write((tx) => tx.webAnalytics.rollUp([day], NOW));
    await Promise.all([rollUp(uowA), rollUp(uowB), rollUp(uowA), rollUp(uowB)]);
    const daily = await database.db('analytics_daily').where({ day }).orderBy('country_code').select('country_code', 'views');
    expect(daily.map((r) => [r.country_code, Number(r.views)])).toEqual([
      ['CZ', 20],
      ['SK', 10],
    ]);
    const items = await database.db('analytics_daily_items').where({ day, kind: 'page' }).sum({ views: 'views' }).first();
    expect(Number(items?.views)).toBe(30);
  });
});
