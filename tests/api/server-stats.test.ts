import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverStatsResponse } from '../../src/contract/monitoring.js';
import { ALERT_MIN_REQUESTS, createCore, MONITORING_TEXTS } from '../../src/core/index.js';
import { conditionsOf } from '../../src/core/monitoring/alerts.service.js';
import { createMonitoringRepository } from '../../src/core/monitoring/monitoring.repository.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createQueueRow, emptyTables, removeQueueRows, userWithToken } from '../helpers/factories.js';
import { fakeHost } from '../helpers/fake-host.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(DB_KINDS)('server monitoring API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);
  const { host, figures } = fakeHost();
  let stop: (() => void) | undefined;
  /** the demo seed's minutes (the template database is seeded with the demo), counted before the tests empty the table */
  let demoMinutes = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, host });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    demoMinutes = Number((await t.database.db('server_stats_minutes').where({ demo: true }).count({ n: '*' }).first())?.n);
  });
  afterAll(async () => {
    stop?.();
    await t?.close();
  });
  beforeEach(async () => {
    stop?.();
    stop = undefined;
    clock.set(NOW);
    figures.cpuPercent = 12.34;
    await emptyTables(t.database.db, 'server_stats_minutes', 'monitoring_alerts', 'email_notifications');
    await removeQueueRows(t.database.db, { status: 'unknown' });
  });

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
  /** the sampler as `serve` runs it (writing the history), its timer too slow to fire: the test samples */
  const startWriting = async () => {
    stop = t.core.monitoring.sampler.start(DAY);
    await t.core.monitoring.sampler.sample();
  };
  /** one sample at each of the next `minutes` minutes */
  const sampleMinutes = async (minutes: number) => {
    for (let i = 0; i < minutes; i++) {
      clock.advance(MINUTE);
      await t.core.monitoring.sampler.sample();
    }
  };
  const alerts = () => t.database.db('email_notifications').whereNull('company_id').orderBy('id').pluck('title');

  it('starts the demo with 6 hours of minute history', () => {
    expect(demoMinutes).toBe(6 * 60);
  });

  it('answers the latest sample to admins only, in the contract shape', async () => {
    expect((await get('/api/server-stats', {})).statusCode).toBe(401);
    const res = await get('/api/server-stats');
    expect(res.statusCode, res.body).toBe(200);
    const body = serverStatsResponse.parse(res.json());
    // `usage` is the same figure under the original API's name
    expect(body.cpu).toEqual({ percent: 12.3, usage: 12.3, cores: 4, load: [0.5, 0.3, 0.1] });
    expect(body.memory).toEqual({ total: 8_000_000_000, used: 2_000_000_000, percent: 25, usage: 25 });
    expect(body.disks.map((d) => [d.mount, d.percent])).toEqual([
      ['/', 40],
      ['/data', 20],
    ]);
    // the disk of `/` in the original API's names
    const root = body.disks[0]!;
    expect(body.disk).toEqual({ mount: '/', usage: 40, free: root.size - root.used, total: root.size });
    expect(body.network).toEqual({
      rx_per_s: 1000,
      tx_per_s: 501,
      status: 'online',
      interfaces: [
        {
          name: 'eth0',
          addresses: ['192.0.2.10', '2001:db8::10'],
          up: true,
          rx_bytes: 123456789,
          tx_bytes: 98765432,
          rx_per_s: 1000,
          tx_per_s: 501,
        },
      ],
    });
    expect(body).toMatchObject({ online: true, uptime: 3600, processes: 123, system: { hostname: 'test-host', distro: 'Debian 13' } });
    expect(body.app).toMatchObject({ version: '0.0.0-test', db: kind === 'sqlite' ? 'sqlite' : 'postgres' });
    expect(body.app.queue).toEqual(expect.objectContaining({ unknown: 0 }));
  });

  it('counts the last whole minute’s requests and 5xx, and reads the process count at most once a minute', async () => {
    clock.set(new Date(NOW.getTime() + 7 * MINUTE));
    const calls = figures.processCalls;
    for (let i = 0; i < 3; i++) await get('/api/nothing-here');
    clock.advance(MINUTE);
    const stats = await t.core.monitoring.sampler.sample();
    expect(stats.app.requests_per_min).toBe(3);
    expect(stats.app.errors_per_min).toBe(0);
    await t.core.monitoring.sampler.sample();
    await t.core.monitoring.sampler.sample();
    expect(figures.processCalls - calls).toBe(1);
  });

  it('keeps one history row per minute, answers the last N minutes, prunes after 7 days', async () => {
    await startWriting();
    await sampleMinutes(3);
    const res = await get('/api/server-stats/history?minutes=10');
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json().history;
    expect(history.map((m: { minute: string }) => m.minute)).toEqual([
      '2026-11-26T10:00:00.000Z',
      '2026-11-26T10:01:00.000Z',
      '2026-11-26T10:02:00.000Z',
    ]);
    expect(history[0]).toMatchObject({ cpu_percent: 12.3, memory_percent: 25, disk_percent: 40, rx_per_s: 1000 });
    expect((await get('/api/server-stats/history?minutes=1')).json().history.map((m: { minute: string }) => m.minute)).toEqual([
      '2026-11-26T10:02:00.000Z',
    ]);
    expect((await get('/api/server-stats/history?minutes=0')).statusCode).toBe(400);

    // the same instance restarted, writing the same minute again, adds no row
    const other = createCore({ db: t.database.db, clock, host, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    const stopOther = other.monitoring.sampler.start(DAY);
    await other.monitoring.sampler.sample();
    clock.advance(MINUTE);
    await other.monitoring.sampler.sample();
    await t.core.monitoring.sampler.sample();
    stopOther();
    const rows = await t.database.db('server_stats_minutes').count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(4);

    // 7 days and a minute later, the first minutes are gone
    clock.set(new Date(NOW.getTime() + 7 * DAY + 2 * MINUTE));
    await t.core.monitoring.sampler.sample();
    clock.advance(MINUTE);
    await t.core.monitoring.sampler.sample();
    const left = await t.database.db('server_stats_minutes').orderBy('minute').pluck('minute');
    expect(left.slice(0, 2)).toEqual(['2026-11-26T10:03:00.000Z', '2026-11-26T10:04:00.000Z']);
  });

  it('notifies a CPU above 90 % once it has held 5 minutes, once per episode, and not again after a restart', async () => {
    await startWriting();
    figures.cpuPercent = 95;
    await sampleMinutes(5); // minutes 10:01..10:04 closed above 90 % (4 minutes): nothing yet
    expect(await alerts()).toEqual([]);
    await sampleMinutes(1); // 10:05 closes the fifth minute
    expect(await alerts()).toEqual([MONITORING_TEXTS.cpu]);
    await sampleMinutes(3);
    expect(await alerts()).toHaveLength(1);

    // a restarted server (a new core on the same database) does not notify the same episode again
    const restarted = createCore({ db: t.database.db, clock, host, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    const stopRestarted = restarted.monitoring.sampler.start(DAY);
    await restarted.monitoring.sampler.sample();
    clock.advance(MINUTE);
    await restarted.monitoring.sampler.sample();
    stopRestarted();
    expect(await alerts()).toHaveLength(1);

    // the episode ends with a minute under the threshold; the next one notifies again
    figures.cpuPercent = 20;
    await sampleMinutes(2);
    expect(await t.database.db('monitoring_alerts').pluck('condition')).toEqual([]);
    figures.cpuPercent = 99;
    await sampleMinutes(6);
    expect(await alerts()).toEqual([MONITORING_TEXTS.cpu, MONITORING_TEXTS.cpu]);
  });

  it('notifies unknown queue rows at once and 5xx above 1 % only over enough requests', async () => {
    await startWriting();
    await createQueueRow(t.database.db, {
      message_id: '<unknown-monitoring@example.cz>',
      to_email: 'a@example.cz',
      status: 'unknown',
      at: clock.now(),
    });
    await sampleMinutes(1);
    await sampleMinutes(1);
    expect(await alerts()).toEqual([MONITORING_TEXTS.queueUnknown]);
    await removeQueueRows(t.database.db, { status: 'unknown' });

    // conditionsOf: the floor of requests
    const minute = { minute: '', cpu_percent: 0, memory_percent: 0, disk_percent: 0, rx_per_s: 0, tx_per_s: 0, queue_pending: 0 };
    expect(conditionsOf({ ...minute, requests: ALERT_MIN_REQUESTS - 1, errors: 5 }, 0).has('errors')).toBe(false);
    expect(conditionsOf({ ...minute, requests: 1000, errors: 10 }, 0).has('errors')).toBe(false);
    expect(conditionsOf({ ...minute, requests: 1000, errors: 11 }, 0).has('errors')).toBe(true);
  });

  it('keeps each instance apart: its own minutes, summed in the history, listed with the answering one named, alerts per host', async () => {
    const second = fakeHost();
    const beta = createCore({ db: t.database.db, clock, host: second.host, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    stop = t.core.monitoring.sampler.start(DAY, undefined, 'alfa:3003');
    const stopBeta = beta.monitoring.sampler.start(DAY, undefined, 'beta:3003');
    try {
      /** a minute on both: alfa answers 200 requests (half of them 5xx when asked), beta 20 */
      const minute = async (alfaErrors = 0) => {
        for (let i = 0; i < 200; i++) t.core.monitoring.requests.record(i < alfaErrors ? 500 : 200);
        for (let i = 0; i < 20; i++) beta.monitoring.requests.record(200);
        clock.advance(MINUTE);
        await t.core.monitoring.sampler.sample();
        await beta.monitoring.sampler.sample();
      };
      await t.core.monitoring.sampler.sample();
      await beta.monitoring.sampler.sample();
      await minute();
      await minute();
      // the minute 10:01 was written by both: 220 requests, where the first writer alone used to count
      const history = (await get('/api/server-stats/history?minutes=5')).json().history as Array<{ minute: string; requests: number }>;
      expect(history.find((m) => m.minute === '2026-11-26T10:01:00.000Z')?.requests).toBe(220);
      const rows = await t.database.db('server_stats_minutes').where({ minute: '2026-11-26T10:01:00.000Z' }).orderBy('instance');
      expect(rows.map((r) => [r.instance, Number(r.requests)])).toEqual([
        ['alfa:3003', 200],
        ['beta:3003', 20],
      ]);
      const stats = serverStatsResponse.parse((await get('/api/server-stats')).json());
      expect(stats.instance).toBe('alfa:3003');
      // each with its latest minute as the sample found it (the sample reads them before it writes its own)
      expect(stats.instances.map((i) => [i.instance, i.minute])).toEqual([
        ['alfa:3003', '2026-11-26T10:00:00.000Z'],
        ['beta:3003', '2026-11-26T10:00:00.000Z'],
      ]);
      expect(stats.instances[1]?.requests).toBe(20);

      // a hot host beside a cool one: the hot one's episode runs its 5 minutes and notifies once
      figures.cpuPercent = 97;
      second.figures.cpuPercent = 10;
      for (let i = 0; i < 6; i++) await minute();
      expect(await alerts()).toEqual([MONITORING_TEXTS.cpu]);
      const note = await t.database.db('email_notifications').whereNull('company_id').first('data');
      expect(String(note?.data)).toContain('alfa:3003');
      figures.cpuPercent = 12;

      // half of one host's answers 5xx for 10 minutes beside a healthy host: one notification, not one a minute
      for (let i = 0; i < 10; i++) await minute(100);
      expect((await alerts()).filter((title) => title === MONITORING_TEXTS.errors)).toHaveLength(1);
      expect(await t.database.db('monitoring_alerts').where({ condition: 'errors' }).pluck('instance')).toEqual(['alfa:3003']);

      // an instance that stopped writing leaves the list after 2 minutes
      stopBeta();
      for (let i = 0; i < 4; i++) {
        clock.advance(MINUTE);
        await t.core.monitoring.sampler.sample();
      }
      const later = serverStatsResponse.parse((await get('/api/server-stats')).json());
      expect(later.instances.map((i) => i.instance)).toEqual(['alfa:3003']);
    } finally {
      stopBeta();
    }
  });

  it('runs the health checks of Stav systému', async () => {
    expect((await get('/api/system-health', {})).statusCode).toBe(401);
    await removeQueueRows(t.database.db, { status: 'pending' });
    const checks = async () => {
      const res = await get('/api/system-health');
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(res.json().checks.map((c: { name: string; ok: boolean; detail: string }) => [c.name, c]));
    };
    const first = await checks();
    expect(Object.keys(first)).toEqual([
      'Databáze',
      'Migrace databáze',
      'Fronta e-mailů',
      'Místo na disku',
      'Odesílání e-mailů',
      'Synchronizace schránky',
      'Zálohy databáze',
    ]);
    expect(first['Databáze'].ok).toBe(true);
    expect(first['Migrace databáze']).toMatchObject({ ok: true, detail: 'Schéma je aktuální' });
    expect(first['Fronta e-mailů'].ok).toBe(true);
    expect(first['Místo na disku']).toMatchObject({ ok: true, detail: '/ 40 %, /data 20 %' });
    // the test app has no SMTP: mail is only kept in the database (the outbox)
    expect(first['Odesílání e-mailů']).toMatchObject({ ok: false, detail: 'SMTP není nastaveno: e-maily se ukládají jen do databáze' });
    // no daily backup in the test's data dir yet
    expect(first['Zálohy databáze']).toMatchObject({
      ok: false,
      detail: 'Zatím žádná záloha (marketplace backup nebo úloha backup-database)',
    });

    const disks = figures.disks;
    figures.disks = [{ mount: '/', size: 100, used: 95 }];
    await createQueueRow(t.database.db, {
      message_id: '<stuck-health@example.cz>',
      to_email: 'a@example.cz',
      at: clock.now(),
      send_after: new Date(clock.now().getTime() - 20 * MINUTE),
    });
    const second = await checks();
    figures.disks = disks;
    await removeQueueRows(t.database.db, { message_id: '<stuck-health@example.cz>' });
    expect(second['Místo na disku']).toMatchObject({ ok: false, detail: 'Téměř plný disk: / 95 %' });
    expect(second['Fronta e-mailů']).toMatchObject({ ok: false, detail: 'Zprávy čekající déle než 15 minut: 1' });
  });

  it('samples standalone (marketplace monitor): requests per minute from the history a server writes, nothing written', async () => {
    const minute = { cpu_percent: 1, memory_percent: 1, disk_percent: 1, rx_per_s: 0, tx_per_s: 0, queue_pending: 0 };
    // a minute of a server's history, as its sampler writes it
    await createMonitoringRepository(t.database.db).insertMinute(
      { ...minute, minute: '2026-11-26T09:59:00.000Z', requests: 42, errors: 1 },
      'alfa:3003',
    );
    const standalone = t.core.monitoring.standalone();
    const stats = await standalone.sample();
    expect(stats.app).toMatchObject({ requests_per_min: 42, errors_per_min: 1 });
    clock.advance(2 * MINUTE);
    await standalone.sample();
    expect(await t.database.db('server_stats_minutes').pluck('minute')).toEqual(['2026-11-26T09:59:00.000Z']);
    // a history that stopped (no server running) counts no requests
    clock.advance(10 * MINUTE);
    expect((await standalone.sample()).app.requests_per_min).toBe(0);
  });
});
