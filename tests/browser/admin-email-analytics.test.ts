import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'analytika.admin@example.cz';
const DAY = 86_400_000;

/**
 * E-mail analytics (/admin/email-analytics) in Chromium against the real `marketplace serve`: the cards
 * follow the period select, the trend is a chart and a table, Export downloads the CSV, and a failed
 * load shows 'Chyba připojení' with 'Zkusit znovu'. Sent mail is written into the server's database
 * (instead of the demo's), dated from the real clock (two and twenty days back, clear of any day boundary).
 */
describe('admin e-mail analytics in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];

  beforeAll(async () => {
    // serve loads the demo into the empty embedded database: its sent mail is replaced by this test's
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Anna Analytická'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    const now = Date.now();
    let n = 0;
    const sent = (ago: number, opened_count = 0, clicked_count = 0, status = 'sent') => ({
      country_code: 'CZ',
      message_id: `<analytika-${++n}@example.cz>`,
      to_email: `prijemce-${n}@example.cz`,
      subject: `Novinky ${n}`,
      status,
      sent_at: new Date(now - ago).toISOString(),
      opened_count,
      clicked_count,
    });
    await withDb(async (db) => {
      await db('sent_emails').delete();
      await db('email_suppressions').delete();
      await db('sent_emails').insert([
        // 7 days: 5 sent, 2 opened (40 %), 1 of them clicked (50 %), 1 bounced
        sent(2 * DAY, 2, 1),
        sent(2 * DAY, 1),
        sent(2 * DAY),
        sent(2 * DAY),
        sent(2 * DAY, 0, 0, 'bounced'),
        // 30 days: 5 more, 3 of them opened: 10 sent, 5 opened (50 %)
        ...[1, 1, 1, 0, 0].map((opens) => sent(20 * DAY, opens)),
      ]);
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const value = (p: Page, id: string) => async () =>
    ((await p.getByTestId(`email-analytics-${id}-value`).textContent()) ?? '').replace(/\s/g, ' ');

  it('changes the figures with the period; the trend is a chart and a table', async () => {
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}/admin/email-analytics`);
    await poll(() => p.getByTestId('email-analytics-report').getAttribute('data-period')).toBe('7');
    await poll(value(p, 'totalEmails')).toBe('5');
    await poll(value(p, 'totalOpened')).toBe('2');
    await poll(value(p, 'openRate')).toBe('40 %');
    await poll(value(p, 'clickRate')).toBe('50 %');
    await poll(value(p, 'bounces')).toBe('1');
    await poll(() => p.getByTestId('email-analytics-chart').locator('.recharts-legend-wrapper').textContent()).toContain('Otevřeno');
    await poll(() => p.getByTestId('email-analytics-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await poll(() => p.getByTestId('email-analytics-trend-row').count()).toBe(7);
    await poll(() => p.getByTestId('email-analytics-trend-table').locator('caption').textContent()).toContain('posledních 7 dní');

    await p.getByTestId('email-analytics-period').selectOption('30');
    await poll(() => p.getByTestId('email-analytics-report').getAttribute('data-period')).toBe('30');
    await poll(value(p, 'totalEmails')).toBe('10');
    await poll(value(p, 'totalOpened')).toBe('5');
    await poll(value(p, 'openRate')).toBe('50 %');
    await poll(value(p, 'clickRate')).toBe('20 %');
    // the trend stays the last 7 days whatever the period
    await poll(() => p.getByTestId('email-analytics-trend-row').count()).toBe(7);
    await p.getByTestId('email-analytics-period').selectOption('7');
    await poll(value(p, 'totalEmails')).toBe('5');
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('Export downloads the period’s figures as a CSV for Czech Excel', async () => {
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}/admin/email-analytics`);
    await p.getByTestId('email-analytics-period').selectOption('30');
    await poll(value(p, 'totalEmails')).toBe('10');
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('email-analytics-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^email-analytika-30d-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toContain('Celkem e-mailů;10');
    expect(lines).toContain('Míra otevření (%);50');
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('a failed load says Chyba připojení; Zkusit znovu loads it', async () => {
    const p = await newCzechPage(browser, { errors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    const calls = '**/api/email_analytics?**';
    await p.route(calls, (route) => route.abort('connectionrefused'));
    await p.goto(`${server.url}/admin/email-analytics`);
    const failed = p.getByTestId('email-analytics-error');
    await poll(() => failed.isVisible()).toBe(true);
    await poll(() => failed.getByRole('heading').textContent()).toBe('Chyba připojení');
    await p.unroute(calls);
    await p.getByTestId('email-analytics-error-retry').click();
    await poll(value(p, 'totalEmails')).toBe('5');
    await poll(() => failed.count()).toBe(0);
    await p.context().close();
  });
});
