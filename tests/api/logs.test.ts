import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileLogStore, type FileLogStore } from '../../src/adapters/logs/file-log-store.js';
import { logsResponse } from '../../src/contract/monitoring.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
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
