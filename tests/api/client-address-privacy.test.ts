import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/core/mail/signing.js';
import { pruneSessionsJob } from '../../src/jobs/prune-sessions.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS, type DbKind } from '../helpers/databases.js';
import { createQueueRow, createUser, PASSWORD } from '../helpers/factories.js';

const MINUTE = 60_000;
const rate = {
  login: { max: 3, windowMs: MINUTE },
  register: { max: 2, windowMs: 60 * MINUTE },
  booking: { max: 2, windowMs: 60 * MINUTE },
  tracking: { max: 2, windowMs: MINUTE },
  analytics: { max: 2, windowMs: MINUTE },
};

/** Every table of the database (SQLite's internal ones aside). */
async function tablesOf(db: Knex, kind: DbKind): Promise<string[]> {
  if (kind === 'sqlite') {
    const rows = (await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) as Array<{
      name: string;
    }>;
    return rows.map((r) => r.name);
  }
  const rows = await db('information_schema.tables')
    .where({ table_schema: db.raw('current_schema()'), table_type: 'BASE TABLE' })
    .select('table_name');
  return rows.map((r: { table_name: string }) => r.table_name);
}

/** `table.column: rows` of every column of every table whose text holds `needle`. */
async function placesHolding(db: Knex, kind: DbKind, needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await tablesOf(db, kind)) {
    for (const column of Object.keys(await db(table).columnInfo())) {
      const row = await db(table)
        .whereRaw('CAST(?? AS TEXT) LIKE ?', [column, `%${needle}%`])
        .count({ n: '*' })
        .first();
      const n = Number(row?.n ?? 0);
      if (n > 0) found[`${table}.${column}`] = n;
    }
  }
  return found;
}

/**
 * No table keeps a client's raw address (issue: `rate_limit_hits` stored the address of every limited
 * request, the analytics beacon's included): the rate limits, login attempts, sessions and the e-mail
 * events keep a keyed hash of it. The limits still count per IPv4 address and per IPv6 /64, and the
 * prune job deletes ended windows.
 */
describe.each(DB_KINDS)('client addresses on %s: keyed, never stored raw', (kind) => {
  const clock = manualClock(new Date('2026-11-22T09:00:30Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock, limits: { rate } });
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST', url: string, ip: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: ip, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

  async function queuedMail(): Promise<number> {
    const now = clock.now();
    return createQueueRow(t.database.db, {
      message_id: `<privacy-${Math.random().toString(36).slice(2)}@test>`,
      country_code: 'CZ',
      kind: 'campaign',
      bulk: true,
      to_email: 'prijemce@example.cz',
      subject: 'Zpráva',
      status: 'sent',
      at: now,
      sent_at: now,
    });
  }

  it('after logins, a session, e-mail opens and page views, limited or not, no table holds the address', async () => {
    const db = t.database.db;
    const before = await placesHolding(db, kind, '127.0.0.1');
    const user = await createUser(t.core, 'customer');
    const ip = '127.0.0.1';
    // a failed login (an attempt), a session, then the limit
    expect((await send('POST', '/api/auth/login', ip, { email: user.email, password: 'spatne-heslo-1' })).statusCode).toBe(401);
    expect((await send('POST', '/api/auth/login', ip, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/login', ip, { email: user.email, password: 'spatne-heslo-2' })).statusCode).toBe(401);
    expect((await send('POST', '/api/auth/login', ip, { email: user.email, password: PASSWORD })).statusCode).toBe(429);
    // the open pixel (an e-mail event) and the analytics beacon, each up to its limit and over it
    const open = `/t/o/${signToken(TEST_SECRET, 'open', await queuedMail())}`;
    expect((await send('GET', open, ip)).statusCode).toBe(200);
    expect((await send('GET', open, ip)).statusCode).toBe(200);
    expect((await send('GET', open, ip)).statusCode).toBe(429);
    const view = { path: '/salony', referrer: '', width: 1280 };
    expect((await send('POST', '/api/analytics/event', ip, view)).statusCode).toBe(204);
    expect((await send('POST', '/api/analytics/event', ip, view)).statusCode).toBe(204);
    expect((await send('POST', '/api/analytics/event', ip, view)).statusCode).toBe(429);

    expect(Number((await db('rate_limit_hits').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    expect(Number((await db('login_attempts').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    expect(Number((await db('email_events').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    // nothing new holds the address (the seeded data may name 127.0.0.1 itself, e.g. a local SMTP host)
    expect(await placesHolding(db, kind, '127.0.0.1')).toEqual(before);
    const session = await db('sessions').where({ user_id: user.id }).first('client_key');
    expect(session.client_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('IPv6: counts per /64 and stores neither the address nor its prefix; an IPv4-mapped address is its IPv4 one', async () => {
    const db = t.database.db;
    clock.advance(MINUTE);
    const login = (ip: string) => send('POST', '/api/auth/login', ip);
    expect((await login('2001:db8:77:1::5')).statusCode).toBe(400);
    expect((await login('2001:db8:77:1:abcd::9')).statusCode).toBe(400);
    expect((await login('2001:db8:77:1:ffff:ffff:ffff:fffe')).statusCode).toBe(400);
    expect((await login('2001:db8:77:1::6')).statusCode).toBe(429); // the same /64
    expect((await login('2001:db8:77:2::5')).statusCode).toBe(400); // the next /64 counts on its own
    // IPv4 per address, written as a dual-stack socket reports it or not
    expect((await login('198.51.100.77')).statusCode).toBe(400);
    expect((await login('::ffff:198.51.100.77')).statusCode).toBe(400);
    expect((await login('198.51.100.77')).statusCode).toBe(400);
    expect((await login('::ffff:198.51.100.77')).statusCode).toBe(429);
    expect((await login('198.51.100.78')).statusCode).toBe(400);
    for (const needle of ['2001:db8', '198.51.100']) expect(await placesHolding(db, kind, needle)).toEqual({});
  });

  it('the prune job deletes the ended windows', async () => {
    const db = t.database.db;
    expect(Number((await db('rate_limit_hits').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    clock.advance(3 * 60 * MINUTE);
    const result = (await pruneSessionsJob.run(t.core)) as { rateLimitWindows: number };
    expect(result.rateLimitWindows).toBeGreaterThan(0);
    expect(Number((await db('rate_limit_hits').count({ n: '*' }).first())?.n)).toBe(0);
  });
});
