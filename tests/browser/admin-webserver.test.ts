import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerStatsResponse } from '../../src/contract/monitoring.js';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';
import { logIn, newCzechPage } from '../helpers/browser.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'server.admin@example.cz';
const levelOf = (percent: number) => (percent < 50 ? 'ok' : percent < 80 ? 'warn' : 'critical');
const LEVEL_TEXT = { ok: 'V normě', warn: 'Zvýšené', critical: 'Kritické' } as const;

/**
 * The Webserver screen (/admin/webserver) in Chromium against the real `marketplace serve` (jobs off; its
 * sampler runs all the same): the instance that answered, the cards with the host's figures and their threshold levels (class
 * and words), the system and application blocks, the history charts from minute rows written into the
 * server's database, 'Stav systému' showing each health check, the log viewer's level filter and its
 * following of new lines, and the fixed Czech and English error texts when the API fails; an axe check of the screen.
 */
describe('Webserver screen in Chromium', () => {
  let session: AdminSession;
  let browser: Browser;
  let page: Page;
  let server: AdminSession['server'];
  let errors: string[] = [];
  const api = <T>(path: string) => session.api<T>(path);

  beforeAll(async () => {
    session = await openAdminSession({
      email: ADMIN,
      password: PASSWORD,
      name: 'Sára Serverová',
      env: { MARKETPLACE_LOG_LEVEL: 'debug' },
    });
    ({ browser, page, server, errors } = session);
    // the last 3 hours as minute rows: the 1 h chart draws 60 of them, the 24 h one all
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    await session.withDb(async (db) => {
      await db('server_stats_minutes').delete();
      const rows = Array.from({ length: 180 }, (_, i) => ({
        minute: new Date(now - (180 - i) * 60_000).toISOString(),
        cpu_percent: 20 + (i % 30),
        memory_percent: 60,
        disk_percent: 85,
        rx_per_s: 1000,
        tx_per_s: 500,
        requests: 30 + (i % 10),
        errors: i % 7 === 0 ? 1 : 0,
        queue_pending: 0,
      }));
      for (let i = 0; i < rows.length; i += 50) await db('server_stats_minutes').insert(rows.slice(i, i + 50));
    });
  }, 120_000);
  afterAll(() => session?.close());

  const text = (testId: string) => async () => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s/g, ' ');

  it('shows the cards with the host figures, each with its threshold level, the system info and the application figures', async () => {
    await page.goto(`${server.url}/admin/webserver`);
    await poll(() => page.getByTestId('webserver-card-cpu-value').count()).toBe(1);
    const stats = await api<ServerStatsResponse>('/server-stats');
    // the instance that answered is named (host name and port); the instances list fills as minutes are written
    expect(stats.instance).toMatch(/:\d+$/);
    await poll(text('webserver-instances')).toContain(`Tuto stránku obsloužila instance ${stats.instance}.`);
    for (const [id, percent] of [
      ['memory', stats.memory.percent],
      ['disk', Math.max(...stats.disks.map((d) => d.percent))],
    ] as const) {
      const card = page.getByTestId(`webserver-card-${id}`);
      const level = await card.getAttribute('data-level');
      // the host's figure moves a little between two samples: the level is the one of the figure shown
      const shown = Number(
        ((await card.getByTestId(`webserver-card-${id}-value`).textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'),
      );
      expect(Math.abs(shown - percent)).toBeLessThan(10);
      expect(level).toBe(levelOf(shown));
      expect(await card.getAttribute('class')).toMatch(new RegExp(`_${level}_`));
      expect(await card.textContent()).toContain(LEVEL_TEXT[level as keyof typeof LEVEL_TEXT]);
    }
    const cpu = page.getByTestId('webserver-card-cpu');
    const cpuShown = Number(
      ((await cpu.getByTestId('webserver-card-cpu-value').textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'),
    );
    expect(await cpu.getAttribute('data-level')).toBe(levelOf(cpuShown));
    expect(await text('webserver-card-cpu')()).toContain(`${stats.cpu.cores} jader`);
    await poll(text('webserver-card-status')).toMatch(stats.online ? /Online\s*Běží/ : /Offline\s*Běží/);
    await poll(text('webserver-system')).toContain(stats.system.hostname);
    expect(await text('webserver-system')()).toContain('SQLite');
    expect(await text('webserver-app-queue')()).toMatch(/Čeká \d+, Odesílá se \d+, Nejisté \d+, Selhalo \d+/);
    expect(await text('webserver-app-bookings')()).toMatch(/^\d+$/);
    // the host's network interfaces, each with its state (or the line saying there is none but loopback)
    const interfaces = page.getByTestId('webserver-interfaces');
    const none = page.getByTestId('webserver-system').getByText('Žádné síťové rozhraní kromě loopbacku');
    await poll(async () => (await interfaces.count()) + (await none.count())).toBe(1);
    if (await interfaces.count()) {
      expect(await interfaces.locator('thead th').allTextContents()).toEqual([
        'Rozhraní',
        'Adresy',
        'Stav',
        'Přijato',
        'Odesláno',
        'Rychlost',
      ]);
      expect(await interfaces.locator('tbody td:nth-child(3)').first().textContent()).toMatch(/^(Aktivní|Neaktivní)$/);
    }
    expect(await axeViolations(page, '[data-testid="webserver-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('draws the history charts of 1 hour and 24 hours from the minute history', async () => {
    await page.goto(`${server.url}/admin/webserver`);
    const usage = page.getByTestId('webserver-chart-usage');
    const traffic = page.getByTestId('webserver-chart-traffic');
    await poll(() => usage.locator('.recharts-line').count()).toBe(3);
    await poll(() => traffic.locator('.recharts-line').count()).toBe(2);
    expect(await page.getByTestId('webserver-period-1h').getAttribute('aria-pressed')).toBe('true');
    const points1h = await usage.locator('.recharts-line-curve').first().getAttribute('d');
    await page.getByTestId('webserver-period-24h').click();
    await poll(() => page.getByTestId('webserver-period-24h').getAttribute('aria-pressed')).toBe('true');
    await poll(() => usage.locator('.recharts-line-curve').first().getAttribute('d')).not.toBe(points1h);
    // 60 minutes against 180: the 24 h line has three times the points
    const d24 = (await usage.locator('.recharts-line-curve').first().getAttribute('d')) ?? '';
    expect((d24.match(/[LC]/g) ?? []).length).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });

  it('runs the health checks with Stav systému and shows each one', async () => {
    await page.goto(`${server.url}/admin/webserver`);
    await page.getByTestId('webserver-health-run').click();
    const checks = page.getByTestId('webserver-health-check');
    await poll(() => checks.count()).toBeGreaterThan(0);
    const answer = await api<{ checks: { name: string; ok: boolean }[] }>('/system-health');
    await poll(() => checks.count()).toBe(answer.checks.length);
    for (const [index, check] of answer.checks.entries()) {
      const item = checks.nth(index);
      expect(await item.textContent()).toContain(check.name);
      expect(await item.getAttribute('data-ok')).toBe(String(check.ok));
      expect(await item.textContent()).toContain(check.ok ? 'V pořádku' : 'Chyba');
    }
    expect(errors).toEqual([]);
  });

  it('filters the log by level and text and follows new lines', async () => {
    await page.goto(`${server.url}/admin/webserver`);
    const lines = page.getByTestId('webserver-log-line');
    await poll(() => lines.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('webserver-log-follow').getAttribute('data-following')).toBe('true');
    // with MARKETPLACE_LOG_LEVEL=debug each request is logged with its URL: a new one appears while the panel follows
    const marker = `sonda-${Date.now()}`;
    // searched as '/api/health?sonda=…': the log's own requests carry the text URL-encoded, so only the probe matches
    const probe = `/api/health?sonda=${marker}`;
    await page.getByTestId('webserver-log-search').fill(probe);
    await poll(() => page.getByTestId('webserver-log-empty').count()).toBe(1);
    await fetch(`${server.url}${probe}`);
    await poll(() => lines.filter({ hasText: probe }).count(), 20_000).toBeGreaterThan(0);
    // the level filter: errors and above only
    await page.getByTestId('webserver-log-search').fill('');
    await page.getByTestId('webserver-log-level').selectOption('error');
    await poll(async () => {
      const levels = await lines.evaluateAll((items) =>
        items.map((item) => (item as unknown as { getAttribute(name: string): string | null }).getAttribute('data-level')),
      );
      return levels.every((level) => level === 'error' || level === 'fatal');
    }).toBe(true);
    // a warning (a sign-in through a provider that does not exist) is shown with the instance that logged it
    expect((await fetch(`${server.url}/auth/oauth/nikdo/start`, { redirect: 'manual' })).status).toBe(303);
    await page.getByTestId('webserver-log-level').selectOption('warn');
    await page.getByTestId('webserver-log-search').fill('sign-in refused');
    const refused = lines.filter({ hasText: 'social sign-in refused' });
    await poll(() => refused.count(), 20_000).toBeGreaterThan(0);
    await poll(() => refused.first().textContent()).toContain(`:${new URL(server.url).port}: social sign-in refused`);
    expect(errors).toEqual([]);
  });

  it("shows 'Nelze načíst server statistiky…' and the log's error when the API fails, and Zkusit znovu loads again", async () => {
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.route('**/api/server-stats', (route) => route.abort('connectionrefused'));
    await p.route('**/api/logs**', (route) => route.abort('connectionrefused'));
    await p.goto(`${server.url}/admin/webserver`);
    await poll(() => p.getByTestId('webserver-error-message').textContent()).toBe(
      'Nelze načíst server statistiky. API server není dostupný.',
    );
    await poll(() => p.getByTestId('webserver-log-error').textContent()).toMatch(/^Error: .+Server logs are not available at this time\./);
    await p.unroute('**/api/server-stats');
    await p.getByTestId('webserver-error-retry').click();
    await poll(() => p.getByTestId('webserver-card-cpu-value').count()).toBe(1);
    await p.context().close();
    expect(errors).toEqual([]);
  });
});
