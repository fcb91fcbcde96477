import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository } from '../../src/core/demo/repository.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

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
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let companyId = 0;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const demo = await withDb((db) => createDemoRepository(db).richestListing());
    companyId = demo!.id;
    const owner = await runCli(
      [
        'users',
        'create',
        '--email',
        OWNER,
        '--password',
        PASSWORD,
        '--role',
        'company',
        '--company',
        String(companyId),
        '--name',
        'Renata Reportová',
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors });
    await logIn(page, server.url, OWNER, PASSWORD, '/firma');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 250 });
  const open = async () => {
    await page.goto(`${server.url}/firma?sekce=reporty`);
    await page.getByTestId('reports-section').waitFor();
  };
  const rows = () => page.getByTestId('report-row').count();

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
    expect(await axeViolations('[data-testid="reports-section"]')).toEqual([]);
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
    expect(await axeViolations('[data-testid="reports-section"]')).toEqual([]);
    await page.getByTestId('report-tab-reviews').click();
    await page.getByTestId('report-panel-reviews').waitFor();
    await poll(rows).toBeGreaterThan(3);
    await page.getByTestId('report-tab-profile-views').click();
    await page.getByTestId('report-panel-profile-views').waitFor();
    await poll(rows).toBe(30);
    await page.getByTestId('report-chart').waitFor();
    expect(await page.getByTestId('report-empty').count()).toBe(0);
    expect(await axeViolations('[data-testid="reports-section"]')).toEqual([]);
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

  it('a preset changes the period; a plan without advanced analytics shows the upgrade hint, the bookings report still answers', async () => {
    await open();
    await poll(rows).toBe(30);
    await page.getByTestId('report-preset-lastMonth').click();
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
      expect(await axeViolations('[data-testid="reports-section"]')).toEqual([]);
    } finally {
      await withDb((db) => db('companies').where({ id: companyId }).update({ plan: 'professional' }));
    }
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
  });
});
