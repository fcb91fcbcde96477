import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebAnalyticsDto } from '../../src/contract/web-analytics.js';
import { axeViolations, openAdminSession, poll, type AdminSession } from '../helpers/admin-browser.js';

const ADMIN = 'analytics.admin@example.cz';
/** A visitor's browser: headless Chromium says 'HeadlessChrome', which the product counts as a bot. */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const count = (n: number) => new Intl.NumberFormat('cs-CZ').format(n);

/**
 * Website analytics in Chromium against the real `marketplace serve` (jobs off, the demo's 90 days of
 * visits): a page view made by a visitor's browser counted and shown after 'Obnovit', /admin/analytics with
 * its tabs, periods and countries against the API's own figures, the top 10 companies with the score
 * colours (at least 7 green, at least 5 yellow, else red), the 'plausible' tab without a configured
 * dashboard, and the Companies screen's Analytics tab; axe on each.
 */
describe('Website analytics screens in Chromium', () => {
  let session: AdminSession;
  let browser: Browser;
  let page: Page;
  let server: AdminSession['server'];
  let errors: string[] = [];
  const report = (query: string) => session.api<WebAnalyticsDto>(`/analytics${query}`);

  beforeAll(async () => {
    session = await openAdminSession({ email: ADMIN, name: 'Aneta Analytická' });
    ({ browser, page, server, errors } = session);
  }, 120_000);
  afterAll(() => session?.close());

  it('shows the figures of the API, in tabs, for each period and country', async () => {
    await page.goto(`${server.url}/admin/analytics`);
    const body = await report('?period=30d');
    await poll(() => page.getByTestId('web-analytics-report').getAttribute('data-period')).toBe('30d');
    expect(body.analytics.totalPageViews).toBeGreaterThan(100);
    expect(await page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(body.analytics.totalPageViews));
    expect(await page.getByTestId('web-analytics-uniqueVisitors-value').textContent()).toBe(count(body.analytics.uniqueVisitors));
    expect(await page.getByTestId('web-analytics-chart').count()).toBe(1);
    expect(await page.getByTestId('web-analytics-chart-table').locator('tbody tr').count()).toBe(30);
    expect(await axeViolations(page, '[data-testid="web-analytics-page"]')).toEqual([]);

    await page.getByTestId('web-analytics-period').selectOption('7d');
    await page.getByTestId('web-analytics-country').selectOption('SK');
    await poll(() => page.getByTestId('web-analytics-report').getAttribute('data-country')).toBe('SK');
    expect(await page.getByTestId('web-analytics-report').getAttribute('data-period')).toBe('7d');
    const slovak = await report('?period=7d&country=SK');
    await poll(() => page.getByTestId('web-analytics-totalPageViews-value').textContent()).toBe(count(slovak.analytics.totalPageViews));

    await page.getByTestId('web-analytics-tab-website').click();
    await poll(() => page.getByTestId('web-analytics-pages').locator('tbody tr').count()).toBe(slovak.analytics.topPages.length);
    expect(await page.getByTestId('web-analytics-devices').locator('tbody tr').count()).toBe(3);
    expect(await axeViolations(page, '[data-testid="web-analytics-page"]')).toEqual([]);

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
    expect(await axeViolations(page, '[data-testid="web-analytics-page"]')).toEqual([]);

    await page.getByTestId('web-analytics-tab-email').click();
    await poll(() => page.getByTestId('web-analytics-totalEmails-value').textContent()).toBe(count(all.email.totalEmails));

    await page.getByTestId('web-analytics-tab-plausible').click();
    await poll(() => page.getByTestId('web-analytics-plausible-missing').isVisible()).toBe(true);
    expect(await page.getByTestId('web-analytics-plausible').count()).toBe(0);
    expect(await axeViolations(page, '[data-testid="web-analytics-page"]')).toEqual([]);
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
    expect(await axeViolations(page, '[data-testid="companies-page"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
