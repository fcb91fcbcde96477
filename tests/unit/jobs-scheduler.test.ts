import { describe, expect, it } from 'vitest';
import type { Core } from '../../src/core/index.js';
import { runScheduledJob, startScheduler, type Job } from '../../src/jobs/index.js';

/** A logger that keeps what it is given, by level. */
function memoryLog() {
  const lines: Array<{ level: string; msg: string; obj: Record<string, unknown> }> = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, msg, obj: obj as Record<string, unknown> });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

// the jobs below use nothing of the core
const core = {} as Core;
const job = (name: string, run: Job['run'], schedule = '* * * * * *'): Job => ({ name, schedule, run });

describe('scheduled job runs', () => {
  it('logs a run that did nothing at debug, one that did something at info, one that fell short at warn, a failure at error', async () => {
    const log = memoryLog();
    await runScheduledJob(
      core,
      job('queue', async () => ({ sent: 0, failed: 0, unknown: 0 })),
      log,
    );
    await runScheduledJob(
      core,
      job('queue', async () => ({ sent: 3, failed: 0, unknown: 0 })),
      log,
    );
    await runScheduledJob(
      core,
      job('prune-sessions', async () => ({ sessions: 0, attempts: 2 })),
      log,
    );
    await runScheduledJob(
      core,
      job('queue', async () => Promise.reject(new Error('no database'))),
      log,
    );
    await runScheduledJob(
      core,
      job('inbox', async () => ({ configured: 2, accounts: 1, shortfall: 'Nesynchronizováno: účet Obchod' })),
      log,
    );
    expect(log.lines.map((l) => [l.level, l.msg, l.obj.job])).toEqual([
      ['debug', 'job finished', 'queue'],
      ['info', 'job finished', 'queue'],
      ['info', 'job finished', 'prune-sessions'],
      ['error', 'job failed', 'queue'],
      ['warn', 'job fell short', 'inbox'],
    ]);
    expect(log.lines[1]!.obj.result).toEqual({ sent: 3, failed: 0, unknown: 0 });
  });

  it('stop() asks the running job to stop (its signal) and resolves once it has ended; no run starts after it', async () => {
    const log = memoryLog();
    let runs = 0;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let ended = false;
    const scheduler = startScheduler(core, log, { timeZone: 'Europe/Prague' }, [
      job('slow', async (_core, options) => {
        runs += 1;
        started();
        await new Promise<void>((resolve) => options?.signal?.addEventListener('abort', () => resolve()));
        await new Promise((resolve) => setTimeout(resolve, 50)); // finishing the item in hand
        ended = true;
        return { done: 1 };
      }),
    ]);
    await running; // the next whole second
    await scheduler.stop();
    expect(ended).toBe(true);
    expect(log.lines.map((l) => [l.level, l.obj.job])).toEqual([['info', 'slow']]);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // a tick would have come by now
    expect(runs).toBe(1);
  });
  it("reads the schedules in the operator's time zone, not the machine's: '0 7 * * *' is 7:00 there", async () => {
    const hourIn = (zone: string, at: Date) =>
      Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
    for (const zone of ['Europe/Prague', 'America/New_York', 'Asia/Tokyo']) {
      const scheduler = startScheduler(core, memoryLog(), { timeZone: zone }, [job('morning', async () => ({ done: 0 }), '0 0 7 * * *')]);
      const next = scheduler.nextRuns().get('morning')!;
      await scheduler.stop();
      expect([zone, hourIn(zone, next), next.getUTCMinutes()]).toEqual([zone, 7, 0]);
    }
  });
});
