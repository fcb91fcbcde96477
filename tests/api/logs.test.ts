import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileLogStore, type FileLogStore } from '../../src/adapters/logs/file-log-store.js';
import { logsResponse } from '../../src/contract/monitoring.js';
import knex from 'knex';
import { createCore } from '../../src/core/index.js';
import { startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { PASSWORD, userWithToken } from '../helpers/factories.js';

describe.each(DB_KINDS)('GET /api/logs on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let dir: string;
  let logStore: FileLogStore;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-api-logs-'));
    logStore = createFileLogStore({ dir: path.join(dir, 'logs'), maxBytes: 1024 * 1024, files: 2 });
    t = await startTestApp(kind, { logStore });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
    logStore?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const logs = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/logs${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return logsResponse.parse(res.json()).logs;
  };

  it('answers the server’s own log lines to admins, filtered, newest last, never with secrets', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/logs' })).statusCode).toBe(401);
    const start = new Date(Date.now() - 1).toISOString();
    t.app.log.info({ password: PASSWORD, note: 'Hledaný ŘÁDEK' }, 'první zpráva');
    t.app.log.warn('druhá zpráva');
    t.app.log.error('třetí zpráva');
    // a failed sign-in: its body (the password) is not logged
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nikdo@example.cz', password: 'tajne-heslo-123' } });

    const all = await logs(`?since=${encodeURIComponent(start)}`);
    const messages = all.map((e) => e.msg);
    expect(messages.indexOf('první zpráva')).toBeLessThan(messages.indexOf('třetí zpráva'));
    expect(all.find((e) => e.msg === 'první zpráva')).toMatchObject({ level: 'info', password: '[skryto]', request_id: null });
    expect(JSON.stringify(all)).not.toContain(PASSWORD);
    expect(fs.readFileSync(path.join(dir, 'logs', 'server.log'), 'utf8')).not.toContain('tajne-heslo-123');

    expect((await logs(`?level=warn&since=${encodeURIComponent(start)}`)).map((e) => e.msg)).toEqual(['druhá zpráva', 'třetí zpráva']);
    expect((await logs('?q=hledaný řádek')).map((e) => e.msg)).toEqual(['první zpráva']);
    expect((await logs('?limit=1')).length).toBe(1);
    const last = all.at(-1)!;
    expect(await logs(`?since=${encodeURIComponent(last.time)}&q=zpráva`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs?level=loud', headers: admin })).statusCode).toBe(400);
  });
});

/** A pino line as another instance's logger writes it. */
const pinoLine = (level: number, time: number, msg: string) => `${JSON.stringify({ level, time, pid: 1, hostname: 'jinde', msg })}\n`;

describe.each(DB_KINDS)('the log table of every instance on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let dir: string;
  let logStore: FileLogStore;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-api-log-table-'));
    logStore = createFileLogStore({ dir: path.join(dir, 'logs'), maxBytes: 1024 * 1024, files: 2 });
    t = await startTestApp(kind, { logStore, logTable: { instance: 'alfa:3000' } });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
    logStore?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the warnings and errors of another instance beside its own file, each line once with its instance', async () => {
    // beta: a second instance on the same database, with a log file of its own elsewhere
    const beta = createCore({ db: t.database.db, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    const betaSink = beta.monitoring.logSink({ instance: () => 'beta:3000', maxRows: 10_000, onError: (e) => expect.fail(e.message) });
    const start = Date.now() - 1;
    t.app.log.info('jen v souboru alfy');
    t.app.log.warn({ detail: 'Pomalá odpověď' }, 'varování alfy');
    betaSink.write(pinoLine(20, start + 2, 'ladění bety'));
    betaSink.write(pinoLine(50, start + 3, 'chyba bety'));
    await betaSink.flush();
    // alfa's writer flushes on its own a moment later
    await expect
      .poll(async () => (await t.database.db('log_entries').pluck('msg')).sort(), { timeout: 5000, interval: 50 })
      .toEqual(['chyba bety', 'varování alfy']);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/logs?since=${encodeURIComponent(new Date(start).toISOString())}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = logsResponse.parse(res.json()).logs.filter((l) => /alfy|bety/.test(l.msg));
    expect(lines.map((l) => [l.msg, l.level, l.instance])).toEqual(
      expect.arrayContaining([
        ['jen v souboru alfy', 'info', 'alfa:3000'],
        ['varování alfy', 'warn', 'alfa:3000'],
        ['chyba bety', 'error', 'beta:3000'],
      ]),
    );
    // beta's debug line is in no table; alfa's warning is in its file and the table, shown once
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.msg === 'varování alfy')).toMatchObject({ detail: 'Pomalá odpověď' });
    // newest last, by the time they were logged
    const times = lines.map((l) => Date.parse(l.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const only = async (query: string) =>
      logsResponse
        .parse((await t.app.inject({ method: 'GET', url: `/api/logs${query}`, headers: admin })).json())
        .logs.filter((l) => /alfy|bety/.test(l.msg))
        .map((l) => l.msg);
    expect(await only('?level=error')).toEqual(['chyba bety']);
    expect(await only('?q=BETY')).toEqual(['chyba bety']);
    expect(await only(`?since=${encodeURIComponent(new Date(start + 3).toISOString())}`)).not.toContain('chyba bety');

    // beta reads alfa's warning from the table too (it has no file of alfa's)
    expect((await beta.monitoring.logs({ level: 'warn', limit: 50 })).map((l) => [l.msg, l.instance])).toEqual(
      expect.arrayContaining([
        ['varování alfy', 'alfa:3000'],
        ['chyba bety', 'beta:3000'],
      ]),
    );
  });

  it('keeps the table to its newest rows, and a failing database costs the log nothing', async () => {
    const gamma = createCore({ db: t.database.db, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    const sink = gamma.monitoring.logSink({ instance: () => 'gama', maxRows: 3, onError: (e) => expect.fail(e.message) });
    const at = Date.now();
    for (let i = 1; i <= 5; i++) sink.write(pinoLine(50, at + i, `chyba ${i}`));
    await sink.flush();
    expect(await t.database.db('log_entries').orderBy('id').pluck('msg')).toEqual(['chyba 3', 'chyba 4', 'chyba 5']);

    // a closed database: the lines are dropped with one report, writing never throws
    const broken = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await broken.destroy();
    const reports: Array<[string, number]> = [];
    const lost = createCore({ db: broken, config: { version: 'x', domains: {}, secret: TEST_SECRET } }).monitoring.logSink({
      instance: () => 'delta',
      maxRows: 10,
      onError: (error, dropped) => reports.push([error.message, dropped]),
    });
    lost.write(pinoLine(50, at, 'první'));
    lost.write(pinoLine(60, at, 'druhá'));
    await lost.flush();
    lost.write(pinoLine(50, at, 'třetí'));
    await lost.flush();
    expect(reports.map(([, dropped]) => dropped)).toEqual([2]);
  });
});
