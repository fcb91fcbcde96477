import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAnalyticsResponse } from '../../src/contract/web-analytics.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague (10:00 UTC). */
const NOW = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const TABLES = ['analytics_events', 'analytics_daily', 'analytics_daily_items', 'analytics_rollups', 'analytics_salts'];

describe.each(DB_KINDS)('website analytics API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);
  const companies: Array<{ id: number; slug: string; name: string }> = [];

  const view = (
    options: { path?: string; referrer?: string; width?: number; ip?: string; ua?: string; country?: string } = {},
    app = t.app,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/analytics/event${options.country ? `?country=${options.country}` : ''}`,
      remoteAddress: options.ip ?? '203.0.113.1',
      headers: { 'user-agent': options.ua ?? BROWSER },
      payload: { path: options.path ?? '/', referrer: options.referrer ?? '', width: options.width ?? 1280 },
    });

  const report = async (query = '') => {
    const res = await t.app.inject({ url: `/api/analytics${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const clear = async () => {
    await emptyTables(t.database.db, ...TABLES);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const rows = await t.database
      .db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      .orderBy('id')
      .limit(2)
      .select('id', 'slug', 'name');
    companies.push(...rows.map((r) => ({ id: Number(r.id), slug: String(r.slug), name: String(r.name) })));
  });
  afterAll(() => t?.close());

  it('counts 50 views from 5 visitors as 5 visitors, their sessions and no bounce', async () => {
    await clear();
    for (let i = 0; i < 10; i++) {
      for (let v = 1; v <= 5; v++) expect((await view({ ip: `203.0.113.${v}`, path: `/katalog?i=${i}` })).statusCode).toBe(204);
      clock.advance(MINUTE);
    }
    clock.set(NOW);
    const { analytics } = await report('?period=7d');
    expect(analytics.totalPageViews).toBe(50);
    expect(analytics.uniqueVisitors).toBe(5);
    expect(analytics.avgSessionDuration).toBe(9 * 60);
    expect(analytics.bounceRate).toBe(0);
    expect(analytics.topPages).toEqual([{ page: '/katalog', views: 50 }]);
    expect(analytics.deviceBreakdown).toEqual({ desktop: 50, mobile: 0, tablet: 0 });
  });

  it('stores no address and no user agent: only the hash of the day', async () => {
    const rows = await t.database.db('analytics_events').select('*');
    expect(rows).toHaveLength(50);
    const text = JSON.stringify(rows);
    for (let v = 1; v <= 5; v++) expect(text).not.toContain(`203.0.113.${v}`);
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain('Chrome');
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(5);
    // one salt, today's
    expect(await t.database.db('analytics_salts').select('day')).toEqual([{ day: '2026-11-26' }]);
  });

  it('ignores bots and requests without a user agent', async () => {
    await clear();
    expect((await view({ ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).statusCode).toBe(204);
    expect((await view({ ua: 'curl/8.5.0' })).statusCode).toBe(204);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      headers: { 'user-agent': '' },
      payload: { path: '/', width: 400 },
    });
    expect(bare.statusCode).toBe(204);
    expect(Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('answers the issue shape: devices, referrers, sessions with bounces, the chart of every day', async () => {
    await clear();
    await view({ width: 375, referrer: 'https://www.google.com/search?q=kadernictvi', ip: '198.51.100.1' });
    clock.advance(45 * MINUTE); // a new session of the same visitor (gap over 30 minutes)
    await view({ width: 375, referrer: 'http://localhost/', path: '/katalog', ip: '198.51.100.1' });
    await view({ width: 800, referrer: 'https://facebook.com/', ip: '198.51.100.2' });
    clock.set(NOW);
    const body = await report('?period=7d');
    expect(() => webAnalyticsResponse.strict().parse(body)).not.toThrow();
    expect(Object.keys(body.analytics).sort()).toEqual(
      ['avgSessionDuration', 'bounceRate', 'deviceBreakdown', 'topPages', 'topReferrers', 'totalPageViews', 'uniqueVisitors'].sort(),
    );
    expect(Object.keys(body.companies).sort()).toEqual(['activeCompanies', 'byCategory', 'byRegion', 'topCompanies', 'totalCompanies']);
    expect(body.analytics.deviceBreakdown).toEqual({ desktop: 0, mobile: 2, tablet: 1 });
    expect(body.analytics.topReferrers).toEqual([
      { source: 'facebook.com', visits: 1 },
      { source: 'google.com', visits: 1 },
    ]);
    expect(body.analytics.bounceRate).toBe(100); // three sessions of one view each
    expect(body.analytics.avgSessionDuration).toBe(0);
    expect(body.chartData).toHaveLength(7);
    expect(body.chartData[6]).toEqual({ date: '2026-11-26', pageViews: 3, uniqueVisitors: 2 });
    expect(body.chartData[0].date).toBe('2026-11-20');
    expect(body.companies.totalCompanies).toBeGreaterThan(0);
    expect(body.companies.byCategory.length).toBeGreaterThan(0);
    expect(body.companies.topCompanies.length).toBeLessThanOrEqual(10);
    expect(body.email).toMatchObject({ totalEmails: expect.any(Number), openRate: expect.any(Number) });
    expect((await t.app.inject({ url: '/api/analytics?period=14d', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/analytics' })).statusCode).toBe(401);
  });

  it('filters by period and country, also over rolled-up days', async () => {
    await clear();
    clock.set(new Date(NOW.getTime() - 10 * DAY)); // 16 November: in 30d, not in 7d
    await view({ ip: '192.0.2.10' });
    await view({ ip: '192.0.2.11', country: 'SK' });
    clock.set(new Date(NOW.getTime() - 100 * DAY)); // in 365d only
    await view({ ip: '192.0.2.12' });
    clock.set(NOW);
    await view({ ip: '192.0.2.13', country: 'SK' });
    const check = async () => {
      expect((await report('?period=7d')).analytics.totalPageViews).toBe(1);
      expect((await report('?period=30d')).analytics.totalPageViews).toBe(3);
      expect((await report('?period=90d')).analytics.totalPageViews).toBe(3);
      expect((await report('?period=365d')).analytics.totalPageViews).toBe(4);
      expect((await report('?period=365d&country=SK')).analytics.totalPageViews).toBe(2);
      expect((await report('?period=30d&country=CZ')).analytics.totalPageViews).toBe(1);
      expect((await report('?period=7d&country=CZ')).analytics.totalPageViews).toBe(0);
    };
    await check();
    const before = await report('?period=365d');
    // the job rolls the closed days up (all in one transaction) and prunes their raw views past the kept days (35)
    const result = await t.core.webAnalytics.rollUp();
    expect(result.rolledUp).toBe(2);
    expect(result.pruned).toBe(1);
    expect(Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n)).toBe(3);
    await check();
    // the same figures from the aggregates as from the raw views: views, visitors, sessions, bounces, pages, devices
    expect(await report('?period=365d')).toEqual(before);
    const chart = (await report('?period=30d&country=SK')).chartData;
    expect(chart.find((d: { date: string }) => d.date === '2026-11-16')).toEqual({ date: '2026-11-16', pageViews: 1, uniqueVisitors: 1 });
  });

  it('counts a company page for its listing; a company sees only its own views', async () => {
    await clear();
    const [a, b] = companies;
    for (let i = 0; i < 3; i++) await view({ path: `/firma/${a!.slug}`, ip: `192.0.2.${20 + i}` });
    await view({ path: `/firma/${b!.slug}`, ip: '192.0.2.30' });
    const top = (await report('?period=7d')).companies.topCompanies;
    expect(top[0]).toMatchObject({ id: a!.id, name: a!.name, views: 3 });
    expect(top[1]).toMatchObject({ id: b!.id, views: 1 });
    const user = await createUser(t.core, 'company', { company_id: a!.id });
    const token = (await login(t.app, user.email)).json().token as string;
    const res = await t.app.inject({ url: '/api/company/profile-views?period=7d', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ views: 3, visitors: 3 });
    expect(res.json().chartData).toHaveLength(7);
    // a company id in the request changes nothing: the session's company counts
    const other = await t.app.inject({
      url: `/api/company/profile-views?companyId=${b!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.json().views).toBe(3);
    expect((await t.app.inject({ url: '/api/analytics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });

  it('refuses malformed and oversized bodies', async () => {
    for (const payload of [{ path: 'bez-lomitka', width: 1 }, { path: '/', width: -1 }, { path: '/', width: 'x' }, { width: 1 }, []]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/event', headers: { 'user-agent': BROWSER }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      headers: { 'user-agent': BROWSER },
      payload: { path: '/', width: 1, referrer: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    // odd but valid text is stored harmlessly: control characters (NUL, which PostgreSQL refuses) are dropped
    const before = Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n);
    const odd = await view({ path: '/katalog\u0000/ž\u0007/', referrer: 'javascript:alert(1)', width: 0 });
    expect(odd.statusCode).toBe(204);
    const stored = await t.database.db('analytics_events').orderBy('id', 'desc').first('path', 'referrer', 'device');
    expect(stored).toEqual({ path: '/katalog/ž', referrer: '', device: 'mobile' });
    expect(Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n)).toBe(before + 1);
  });
});

describe.each(DB_KINDS)('website analytics off and limited on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { webAnalytics: { enabled: false }, limits: { rate: { analytics: { max: 2, windowMs: MINUTE } } } });
  });
  afterAll(() => t?.close());

  it('MARKETPLACE_ANALYTICS=off answers 204 and stores nothing; the web app is told', async () => {
    const before = Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      headers: { 'user-agent': BROWSER },
      payload: { path: '/', width: 1000 },
    });
    expect(res.statusCode).toBe(204);
    expect(Number((await t.database.db('analytics_events').count({ n: '*' }).first())?.n)).toBe(before);
    expect((await t.app.inject({ url: '/api/edition' })).json().pageViews).toBe(false);
  });

  it('limits page views per address (MARKETPLACE_RATE_LIMIT_ANALYTICS)', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        remoteAddress: '198.51.100.77',
        headers: { 'user-agent': BROWSER },
        payload: { path: '/', width: 1000 },
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
  });
});
