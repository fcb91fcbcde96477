import { readFile } from 'node:fs/promises';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.reporty@example.cz';
const ZONE = 'Europe/Prague';

/**
 * The salon's Reporty in Chromium against the real `marketplace serve` on the demo: the section opens
 * on the bookings of the last 30 days with a chart and a table, the tabs switch the report (by click
 * and by the arrow keys), every report of the demo company shows data, the busiest hours are a table
 * grid, 'Stáhnout report' downloads the CSV whose figures are the database's, a plan without advanced
 * analytics shows the upgrade hint; axe finds nothing serious.
 */
describe('salon reports in Chromium', () => {
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;

  beforeAll(async () => {
    session = await openSalonSession({ email: OWNER, password: PASSWORD, name: 'Renata Reportová' });
    ({ server, page, withDb, errors, companyId } = session);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  const open = async () => {
    await page.goto(`${server.url}/firma?sekce=reporty`);
    await page.getByTestId('reports-section').waitFor();
  };
  const rows = () => page.getByTestId('report-row').count();

  it('opens on the bookings of the last 30 days: the preset pressed, a chart and a table of 30 days with a total', async () => {
    await open();
    await page.getByTestId('report-panel-bookings').waitFor();
    await poll(rows).toBe(30);
    await page.getByTestId('report-chart').waitFor();
    expect(await page.getByTestId('report-preset-last30').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('report-tab-bookings').getAttribute('aria-selected')).toBe('true');
    await poll(() => page.getByTestId('report-total').count()).toBe(1);
    const header = await page.getByTestId('report-table').locator('thead th').allTextContents();
    expect(header).toEqual(['Den', 'Vytvořené', 'Zrušené', 'Nedostavili se', 'Dokončené']);
    expect(await axeViolations(page, '[data-testid="reports-section"]')).toEqual([]);
  });

  it('switches reports by click and by the arrow keys; every report of the demo company has data', async () => {
    await open();
    await poll(rows).toBe(30);
    await page.getByTestId('report-tab-utilisation').click();
    await page.getByTestId('report-panel-utilisation').waitFor();
    const employees = await withDb((db) => db('employees').where({ company_id: companyId, is_active: true }).count({ n: '*' }).first());
    await poll(rows).toBe(Number(employees!.n));
    await poll(() => page.getByTestId('report-table').locator('thead th').last().textContent()).toBe('Vytížení (%)');
    // the arrow key moves to the next tab and selects it
    await page.getByTestId('report-tab-utilisation').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('report-panel-clients').waitFor();
    await poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe(
      'report-tab-clients',
    );
    await poll(rows).toBe(30);
    await page.getByTestId('report-clients-totals').waitFor();
    await page.getByTestId('report-tab-busy-hours').click();
    await page.getByTestId('report-heat-map').waitFor();
    expect(await page.getByTestId('report-heat-map').locator('tbody th').allTextContents()).toEqual([
      'Pondělí',
      'Úterý',
      'Středa',
      'Čtvrtek',
      'Pátek',
      'Sobota',
      'Neděle',
    ]);
    const counts = (await page.getByTestId('report-heat-cell').allTextContents()).map(Number);
    expect(counts).toHaveLength(7 * 24);
    expect(counts.some((n) => n > 0)).toBe(true);
    expect(await axeViolations(page, '[data-testid="reports-section"]')).toEqual([]);
    await page.getByTestId('report-tab-reviews').click();
    await page.getByTestId('report-panel-reviews').waitFor();
    await poll(rows).toBeGreaterThan(3);
    await page.getByTestId('report-tab-profile-views').click();
    await page.getByTestId('report-panel-profile-views').waitFor();
    await poll(rows).toBe(30);
    await page.getByTestId('report-chart').waitFor();
    expect(await page.getByTestId('report-empty').count()).toBe(0);
    expect(await axeViolations(page, '[data-testid="reports-section"]')).toEqual([]);
  });

  it("'Stáhnout report' downloads the bookings of the period as CSV whose figures are the database's", async () => {
    await open();
    await poll(rows).toBe(30);
    const from = await page.getByTestId('report-from').inputValue();
    const to = await page.getByTestId('report-to').inputValue();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    expect(download.suggestedFilename()).toBe(`report-bookings-${from}-${to}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Den;Vytvořené;Zrušené;Nedostavili se;Dokončené');
    expect(lines).toHaveLength(31);
    expect(lines[1]!.startsWith(`${from};`)).toBe(true);
    const created = lines.slice(1).reduce((a, l) => a + Number(l.split(';')[1]), 0);
    const start = DateTime.fromISO(from, { zone: ZONE }).startOf('day').toUTC().toISO()!;
    const end = DateTime.fromISO(to, { zone: ZONE }).plus({ days: 1 }).startOf('day').toUTC().toISO()!;
    const stored = await withDb((db) =>
      db('bookings')
        .where({ company_id: companyId })
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .count({ n: '*' })
        .first(),
    );
    expect(created).toBe(Number(stored!.n));
    expect(created).toBeGreaterThan(0);
  });

  it('on the 30th the last 30 days are this month: the preset pressed is the one chosen', async () => {
    // the page's clock on 30 November in Prague (the server keeps its own): both presets are 1-30 November
    const context = await session.browser.newContext({
      locale: 'cs-CZ',
      timezoneId: ZONE,
      storageState: await page.context().storageState(),
    });
    try {
      const at30th = await context.newPage();
      await at30th.clock.install({ time: new Date('2026-11-30T10:00:00+01:00') });
      await at30th.goto(`${server.url}/firma?sekce=reporty`);
      const pressed = (preset: string) => at30th.getByTestId(`report-preset-${preset}`).getAttribute('aria-pressed');
      await poll(() => pressed('last30')).toBe('true');
      expect(await pressed('thisMonth')).toBe('false');
      expect(await at30th.getByTestId('report-from').inputValue()).toBe('2026-11-01');
      expect(await at30th.getByTestId('report-to').inputValue()).toBe('2026-11-30');
      await at30th.getByTestId('report-preset-thisMonth').click();
      await poll(() => pressed('thisMonth')).toBe('true');
      expect(await pressed('last30')).toBe('false');
      // a typed date is no preset
      await at30th.getByTestId('report-from').fill('2026-11-02');
      await poll(() => pressed('thisMonth')).toBe('false');
      expect(await pressed('last30')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('a preset changes the period; a plan without advanced analytics shows the upgrade hint, the bookings report still answers', async () => {
    await open();
    await poll(rows).toBe(30);
    await page.getByTestId('report-preset-lastMonth').click();
    await poll(() => page.getByTestId('report-preset-lastMonth').getAttribute('aria-pressed')).toBe('true');
    const from = await page.getByTestId('report-from').inputValue();
    const to = await page.getByTestId('report-to').inputValue();
    expect(from.endsWith('-01')).toBe(true);
    expect(DateTime.fromISO(to).plus({ days: 1 }).day).toBe(1);
    await poll(rows).toBe(DateTime.fromISO(to).day);
    await withDb((db) => db('companies').where({ id: companyId }).update({ plan: 'free' }));
    try {
      await open();
      await poll(rows).toBe(30);
      await page.getByTestId('report-tab-utilisation').click();
      await page.getByTestId('report-upgrade').waitFor();
      expect(await page.getByTestId('report-upgrade').textContent()).toContain('Professional');
      expect(await page.getByTestId('report-load-error').count()).toBe(0);
      expect(await page.getByTestId('report-download').isDisabled()).toBe(true);
      expect(await axeViolations(page, '[data-testid="reports-section"]')).toEqual([]);
    } finally {
      await withDb((db) => db('companies').where({ id: companyId }).update({ plan: 'professional' }));
    }
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
  });
});
