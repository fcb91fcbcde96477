import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/index.js';
import { buildApp } from '../../src/server/app.js';
import { manualClock, startTestApp, TEST_LIMITS, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

const MINUTE = 60_000;
const rate = {
  login: { max: 2, windowMs: MINUTE },
  register: { max: 2, windowMs: 60 * MINUTE },
  booking: { max: 2, windowMs: 60 * MINUTE },
  tracking: { max: 3, windowMs: MINUTE },
  analytics: { max: 3, windowMs: MINUTE },
  orders: { max: 2, windowMs: MINUTE },
};

/** Per-address limits of login, registrations, bookings and the links in e-mails (database store). */
describe.each(DB_KINDS)('per-address rate limits on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-22T09:00:30Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock, limits: { rate } });
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST', url: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, remoteAddress: ip, headers, ...(method === 'POST' ? { payload: {} } : {}) });

  const expectLimited = (res: Awaited<ReturnType<typeof send>>, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ success: false, code: 'rate_limited', error: expect.stringMatching(message) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits logins per address with the API error shape, a Czech message and Retry-After', async () => {
    // bodies are refused (400) but count: the limit acts before the body is read
    expect((await send('POST', '/api/auth/login', '198.51.100.1')).statusCode).toBe(400);
    expect((await send('POST', '/api/auth/login', '198.51.100.1')).statusCode).toBe(400);
    const limited = await send('POST', '/api/auth/login', '198.51.100.1');
    expectLimited(limited, /^Příliš mnoho pokusů o přihlášení z této adresy\. Zkuste to prosím znovu za 1 minutu\.$/);
    expect(Number(limited.headers['retry-after'])).toBe(30);
    // another address has its own count
    expect((await send('POST', '/api/auth/login', '198.51.100.2')).statusCode).toBe(400);
    // the next window opens again
    clock.advance(MINUTE);
    expect((await send('POST', '/api/auth/login', '198.51.100.1')).statusCode).toBe(400);
  });

  it('counts both registrations together, and bookings, per address', async () => {
    expect((await send('POST', '/api/auth/register', '198.51.100.3')).statusCode).toBe(400);
    expect((await send('POST', '/api/companies/register', '198.51.100.3')).statusCode).toBe(400);
    expectLimited(
      await send('POST', '/api/companies/register', '198.51.100.3'),
      /^Příliš mnoho registrací z této adresy\. Zkuste to prosím znovu za \d+ minut/,
    );
    expectLimited(await send('POST', '/api/auth/register', '198.51.100.3'), /^Příliš mnoho registrací/);

    expect((await send('POST', '/api/bookings', '198.51.100.3')).statusCode).toBe(400);
    expect((await send('POST', '/api/bookings', '198.51.100.3')).statusCode).toBe(400);
    expectLimited(
      await send('POST', '/api/bookings', '198.51.100.3'),
      /^Příliš mnoho rezervací z této adresy\. Zkuste to prosím znovu za \d+ minut/,
    );
    // other routes are not limited
    expect((await send('GET', '/api/health', '198.51.100.3')).statusCode).toBe(200);
  });

  it('limits the open pixel, click and unsubscribe links per address, in one count', async () => {
    expect((await send('GET', '/t/o/nonsense', '198.51.100.4')).statusCode).toBe(404);
    expect((await send('GET', '/t/c/nonsense', '198.51.100.4')).statusCode).toBe(404);
    expect((await send('GET', '/u/nonsense', '198.51.100.4')).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/t/o/nonsense'],
      ['GET', '/t/c/nonsense'],
      ['GET', '/u/nonsense'],
      ['POST', '/u/nonsense'],
    ] as const) {
      expectLimited(await send(method, url, '198.51.100.4'), /^Příliš mnoho požadavků z této adresy\./);
    }
  });

  it('ignores X-Forwarded-For unless MARKETPLACE_TRUST_PROXY trusts the sender', async () => {
    clock.advance(MINUTE);
    for (const forwarded of ['192.0.2.1', '192.0.2.2']) {
      expect((await send('POST', '/api/auth/login', '127.0.0.1', { 'x-forwarded-for': forwarded })).statusCode).toBe(400);
    }
    expectLimited(await send('POST', '/api/auth/login', '127.0.0.1', { 'x-forwarded-for': '192.0.2.3' }), /^Příliš mnoho pokusů/);
  });

  it('counts in the database: a second server process over the same database shares the count', async () => {
    clock.advance(MINUTE);
    const core = createCore({ db: t.database.db, clock, config: { version: 'x', domains: {}, secret: TEST_SECRET, limits: TEST_LIMITS } });
    const second = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web'), limits: { rate } }, { logger: false });
    try {
      expect((await send('POST', '/api/auth/login', '198.51.100.5')).statusCode).toBe(400);
      expect((await second.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.5', payload: {} })).statusCode).toBe(
        400,
      );
      expectLimited(await send('POST', '/api/auth/login', '198.51.100.5'), /^Příliš mnoho pokusů/);
      expect((await second.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.5', payload: {} })).statusCode).toBe(
        429,
      );
    } finally {
      await second.close();
    }
  });

  it('prunes ended windows in the prune job', async () => {
    const db = t.database.db;
    expect(Number((await db('rate_limit_hits').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    clock.advance(3 * 60 * MINUTE);
    const result = await t.core.rateLimits.prune();
    expect(result).toBeGreaterThan(0);
    expect(Number((await db('rate_limit_hits').count({ n: '*' }).first())?.n)).toBe(0);
  });
});

describe.each(DB_KINDS)('trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { limits: { rate }, trustProxy: ['loopback'] });
  });
  afterAll(() => t?.close());

  const login = (remoteAddress: string, forwarded: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'x-forwarded-for': forwarded }, payload: {} });

  it('counts the forwarded client address from a trusted proxy, and only from it', async () => {
    expect((await login('127.0.0.1', '192.0.2.10')).statusCode).toBe(400);
    expect((await login('127.0.0.1', '192.0.2.10')).statusCode).toBe(400);
    expect((await login('127.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    expect((await login('127.0.0.1', '192.0.2.11')).statusCode).toBe(400);
    // not from loopback: the header is the client's own claim and is ignored
    expect((await login('198.51.100.9', '192.0.2.12')).statusCode).toBe(400);
    expect((await login('198.51.100.9', '192.0.2.13')).statusCode).toBe(400);
    expect((await login('198.51.100.9', '192.0.2.14')).statusCode).toBe(429);
  });
});
