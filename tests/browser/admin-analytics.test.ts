import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebAnalyticsDto } from '../../src/contract/web-analytics.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'analytics.admin@example.cz';
/** A visitor's browser: headless Chromium says 'HeadlessChrome', which the product counts as a bot. */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const count = (n: number) => new Intl.NumberFormat('cs-CZ').format(n);

/**
 * Website analytics in Chromium against the real `marketplace serve` (jobs off, the demo's 90 days of
 * visits): a page view made by a visitor's browser counted and shown after 'Obnovit', /admin/analytics
 * with its tabs, periods and countries against the API's own figures, the top 10 companies with the
 * spec's score colours, the 'plausible' tab without a configured dashboard, and the Companies screen's
 * Analytics tab; axe on each.
 */
describe('Website analytics screens in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const errors: string[] = [];
  let page: Page;
  let token = '';

  const report = async (query: string): Promise<WebAnalyticsDto> => {
    const response = await fetch(`${server.url}/api/analytics${query}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as WebAnalyticsDto;
    expect(response.ok, JSON.stringify(body)).toBe(true);
    return body;
  };

  beforeAll(async () => {
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Aneta Analytická'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
    token = (await page.evaluate<string | null>("localStorage.getItem('marketplace.token')")) ?? '';
    expect(token).not.toBe('');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });

  async function axeViolations(selector: string) {
    // evaluated through the debugging protocol: the page's Content-Security-Policy refuses inline scripts
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    return page.evaluate(async (within) => {
      type Violation = { id: string; impact?: string; nodes: Array<{ target: string[]; failureSummary?: string }> };
      const axe = (globalThis as unknown as { axe: { run(ctx: string, o: object): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(within, {});
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    }, selector);
  }

  it('shows the figures of the API, in tabs, for each period and country', async () => {
    await page.goto(`${server.url}/admin/analytics`);
    const body = await report('?period=30d');
    await poll(() => page.getByTestId('web-analytics-report').getAttribute('data-period')).toBe('30d');
    expect(body.analytics.totalPageViews).toBeGreaterThan(100);
    expect(await page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(body.analytics.totalPageViews));
    expect(await page.getByTestId('web-analytics-uniqueVisitors-value').textContent()).toBe(count(body.analytics.uniqueVisitors));
    expect(await page.getByTestId('web-analytics-chart').count()).toBe(1);
    expect(await page.getByTestId('web-analytics-chart-table').locator('tbody tr').count()).toBe(30);
    expect(await axeViolations('[data-testid="web-analytics-page"]')).toEqual([]);

    await page.getByTestId('web-analytics-period').selectOption('7d');
    await page.getByTestId('web-analytics-country').selectOption('SK');
    await poll(() => page.getByTestId('web-analytics-report').getAttribute('data-country')).toBe('SK');
    expect(await page.getByTestId('web-analytics-report').getAttribute('data-period')).toBe('7d');
    const slovak = await report('?period=7d&country=SK');
    await poll(() => page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(slovak.analytics.totalPageViews));

    await page.getByTestId('web-analytics-tab-website').click();
    await poll(() => page.getByTestId('web-analytics-pages').locator('tbody tr').count()).toBe(slovak.analytics.topPages.length);
    expect(await page.getByTestId('web-analytics-devices').locator('tbody tr').count()).toBe(3);
    expect(await axeViolations('[data-testid="web-analytics-page"]')).toEqual([]);

    await page.getByTestId('web-analytics-country').selectOption('');
    await page.getByTestId('web-analytics-tab-companies').click();
    const all = await report('?period=7d');
    await poll(() => page.getByTestId('web-analytics-top-company').count()).toBe(Math.min(10, all.companies.topCompanies.length));
    expect(all.companies.topCompanies.length).toBeGreaterThan(0);
    const first = all.companies.topCompanies[0]!;
    const firstRow = page.getByTestId('web-analytics-top-company').first();
    expect(await firstRow.locator('th').textContent()).toBe(first.name);
    const tone = first.score >= 7 ? 'green' : first.score >= 5 ? 'yellow' : 'red';
    expect(await firstRow.locator('.ui-badge').getAttribute('class')).toContain(`ui-badge--${tone}`);
    expect(await axeViolations('[data-testid="web-analytics-page"]')).toEqual([]);

    await page.getByTestId('web-analytics-tab-email').click();
    await poll(() => page.getByTestId('web-analytics-totalEmails-value').textContent()).toBe(count(all.email.totalEmails));

    await page.getByTestId('web-analytics-tab-plausible').click();
    await poll(() => page.getByTestId('web-analytics-plausible-missing').isVisible()).toBe(true);
    expect(await page.getByTestId('web-analytics-plausible').count()).toBe(0);
    expect(await axeViolations('[data-testid="web-analytics-page"]')).toEqual([]);
  });

  it("counts a visitor's page view made in the browser and shows it after 'Obnovit'", async () => {
    const before = (await report('?period=7d&country=CZ')).analytics.totalPageViews;
    await page.goto(`${server.url}/admin/analytics`);
    await page.getByTestId('web-analytics-period').selectOption('7d');
    await page.getByTestId('web-analytics-country').selectOption('CZ');
    await poll(() => page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(before));

    const visitorContext = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', userAgent: VISITOR_AGENT });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${server.url}/obchodni-podminky`);
      await poll(async () => (await report('?period=7d&country=CZ')).analytics.totalPageViews).toBe(before + 1);
      // no cookie and nothing stored in the visitor's browser for counting
      expect(await visitorContext.cookies()).toEqual([]);
    } finally {
      await visitorContext.close();
    }
    await page.getByTestId('web-analytics-refresh').click();
    await poll(() => page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(before + 1));
    // the back office itself is not counted
    expect((await report('?period=7d&country=CZ')).analytics.totalPageViews).toBe(before + 1);
  });

  it("shows the edition's figures and top 10 companies on the Companies screen's Analytics tab", async () => {
    await page.goto(`${server.url}/admin?tab=analytics`);
    await poll(() => page.getByTestId('companies-web-analytics-report').getAttribute('data-period')).toBe('30d');
    const body = await report('?period=30d&country=CZ');
    expect(await page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(body.analytics.totalPageViews));
    expect(await page.getByTestId('web-analytics-top-company').count()).toBe(Math.min(10, body.companies.topCompanies.length));
    await page.getByTestId('companies-web-analytics-period').selectOption('90d');
    await poll(() => page.getByTestId('companies-web-analytics-report').getAttribute('data-period')).toBe('90d');
    expect(await axeViolations('[data-testid="companies-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
