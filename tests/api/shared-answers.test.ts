import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { portOf } from '../helpers/raw-http.js';

/** The headers that are the connection's or the moment's, not the answer's. */
const OF_THE_CONNECTION = ['date', 'connection', 'keep-alive', 'content-length'];

/**
 * The answers the same for everybody (liveness, the public settings, the public pages without data) are
 * written from the answer cache after the first (src/server/answer-cache.ts), over a real socket: the
 * same bytes and headers fastify gives, never an answer older than the settings, counted by the monitoring.
 */
describe.each(DB_KINDS)('answers shared by everybody on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  const clock = manualClock();

  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !OF_THE_CONNECTION.includes(name)));
    return { status: res.status, headers, body: await res.text() };
  };
  const saveGeneral = async (general: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings',
      headers: { authorization: `Bearer ${admin}` },
      payload: { general },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shared-answers-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="cs"><head><meta charset="UTF-8" /><title>marketplace</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(kind, { webRoot, clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${portOf(t.app.server)}`;
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the same status, headers and body as fastify, every time', async () => {
    for (const url of ['/api/health', '/api/site-settings', '/', '/mesta', '/?country=SK']) {
      const made = await t.app.inject({ method: 'GET', url, headers: { host: new URL(base).host } });
      const expected = {
        status: made.statusCode,
        headers: Object.fromEntries(
          Object.entries(made.headers)
            .filter(([name]) => !OF_THE_CONNECTION.includes(name))
            .map(([name, value]) => [name, String(value)]),
        ),
        body: made.body,
      };
      expect(expected.status, url).toBe(200);
      for (let i = 0; i < 3; i += 1) expect(await get(url), `${url} #${i}`).toEqual(expected);
    }
  });

  it('answers with the new settings as soon as they are saved', async () => {
    await saveGeneral({ siteName: 'Salony' });
    expect(JSON.parse((await get('/api/site-settings')).body).siteName).toBe('Salony');
    await saveGeneral({ siteName: 'Salony a kadeřnictví' });
    expect(JSON.parse((await get('/api/site-settings')).body).siteName).toBe('Salony a kadeřnictví');
  });

  it('holds the pages in maintenance mode although they were answered before', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    await saveGeneral({ maintenanceMode: true });
    try {
      const held = await get('/');
      expect(held.status).toBe(503);
      expect(held.headers['retry-after']).toBeDefined();
      // health stays open
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      await saveGeneral({ maintenanceMode: false });
    }
    expect((await get('/')).status).toBe(200);
  });

  it('counts the answers it writes in the server monitoring', async () => {
    clock.advance(60_000);
    for (let i = 0; i < 5; i += 1) await get('/api/site-settings');
    clock.advance(60_000);
    expect(t.core.monitoring.requests.lastMinute().requests).toBeGreaterThanOrEqual(5);
  });
});
