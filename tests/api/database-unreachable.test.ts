import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/index.js';
import { isDatabaseUnreachable } from '../../src/db/dialect.js';
import { openDatabase } from '../../src/db/index.js';
import { buildApp } from '../../src/server/app.js';
import { TEST_SECRET } from '../helpers/app.js';
import { freePort } from '../helpers/postgres-cluster.js';

/**
 * A database that cannot be reached: every API route answers 503 with the back office's sentence naming the
 * engine ('Nelze načíst data z databáze. PostgreSQL připojení není k dispozici.'), which the screens' 'Chyba
 * připojení' shows, instead of a generic error or an empty list. Provoked for real: PostgreSQL on a loopback
 * port nothing listens on, SQLite on a file that is not a database.
 */
describe('an unreachable database', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function appOn(database: Parameters<typeof openDatabase>[0]) {
    const db = openDatabase(database, { quiet: true });
    const core = createCore({ db, config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET } });
    const app = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web') }, { logger: false });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await db.destroy();
      },
    };
  }

  const expectUnavailable = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, engine: string) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({
      success: false,
      code: 'unavailable',
      error: `Nelze načíst data z databáze. ${engine} připojení není k dispozici.`,
    });
  };

  it('PostgreSQL refusing the connection: public and admin routes answer 503 naming PostgreSQL', async () => {
    const port = await freePort();
    const t = await appOn({
      client: 'postgres',
      connectionString: `postgres://marketplace:heslo@127.0.0.1:${port}/marketplace`,
      embedded: false,
    });
    try {
      expectUnavailable(await t.app.inject({ url: '/api/companies?country=CZ' }), 'PostgreSQL');
      expectUnavailable(
        await t.app.inject({ url: '/api/prospects', headers: { authorization: 'Bearer ' + 'a'.repeat(43) } }),
        'PostgreSQL',
      );
    } finally {
      await t.close();
    }
  });

  it('SQLite on a file that is not a database: 503 naming SQLite', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-unreachable-'));
    dirs.push(dir);
    const file = path.join(dir, 'marketplace.sqlite');
    writeFileSync(file, 'toto není databáze SQLite, jen text, který se za ni vydává '.repeat(200));
    const t = await appOn({ client: 'sqlite', filename: file, embedded: false });
    try {
      expectUnavailable(await t.app.inject({ url: '/api/companies?country=CZ' }), 'SQLite');
    } finally {
      await t.close();
    }
  });

  it('tells an unreachable database from a bad statement', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('timeout'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('nothing to do with the database'))).toBe(false);
  });
});
