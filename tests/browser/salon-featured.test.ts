import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, featuredToday } from '../../src/core/featured/rules.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.kampane@example.cz';
const NAME = 'Letní zviditelnění';

/**
 * The salon's Reklamní kampaně in Chromium against the real `marketplace serve` on the demo: the demo
 * company is first among the home page's featured listings (its active campaign), the section lists its
 * three campaigns with their badges, buys a period (the price follows the dates, a confirmation names it,
 * the new row shows Naplánováno and the database holds it) and cancels it; axe check of the section.
 */
describe('salon featured campaigns in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let companyId = 0;
  let companyName = '';

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const demo = await withDb((db) =>
      db('featured_campaigns as f').join('companies as c', 'c.id', 'f.company_id').where('f.is_demo', true).first('c.id', 'c.name'),
    );
    companyId = Number(demo.id);
    companyName = String(demo.name);
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
        'Klára Viditelná',
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 250 });

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

  it('the demo company is first among the featured listings of the home page while its active campaign runs', async () => {
    await page.goto(`${server.url}/`);
    const first = page.getByTestId('featured-companies').getByTestId('company-card').first();
    await poll(() => first.locator('a.company-card-link').textContent()).toBe(companyName);
  });

  it('the section lists the campaigns with their badges, buys a period with a live price, and cancels it', async () => {
    await logIn(page, server.url, OWNER, PASSWORD, '/firma');
    await page.goto(`${server.url}/firma?sekce=kampane`);
    const rows = page.getByTestId('featured-campaign');
    await poll(() => rows.count()).toBe(3);
    await poll(() => page.getByTestId('featured-status').allTextContents()).toEqual(['Naplánováno', 'Aktivní', 'Dokončeno']);
    expect(await axeViolations('[data-testid="featured-section"]')).toEqual([]);

    const today = featuredToday(new Date());
    const from = addDays(today, 70);
    const to = addDays(today, 76);
    await page.getByTestId('featured-name').fill(NAME);
    await page.getByTestId('featured-starts').fill(from);
    await page.getByTestId('featured-ends').fill(to);
    await poll(() => page.getByTestId('featured-price').textContent()).toBe('Cena za období: 1\u00a0393\u00a0Kč za 7 dní');
    await page.getByTestId('featured-buy-submit').click();
    const confirm = page.getByTestId('featured-confirm');
    await poll(() => confirm.textContent()).toContain(`Objednat kampaň ${NAME}`);
    expect(await confirm.textContent()).toContain('1\u00a0393\u00a0Kč');
    await page.getByTestId('featured-confirm-ok').click();
    await confirm.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('featured-notice-success').textContent()).toContain(`Kampaň ${NAME} byla objednána.`);
    await poll(() => rows.count()).toBe(4);
    const bought = rows.filter({ hasText: NAME });
    await poll(() => bought.getByTestId('featured-status').textContent()).toBe('Naplánováno');
    const stored = await withDb((db) =>
      db('featured_campaigns').where({ company_id: companyId, name: NAME }).first('starts_on', 'ends_on', 'price'),
    );
    expect(stored).toMatchObject({ starts_on: from, ends_on: to, price: 7 * 19_900 });

    await bought.getByRole('button', { name: `Zrušit kampaň ${NAME}` }).click();
    const dialog = page.getByTestId('featured-cancel-confirm');
    await page.getByTestId('featured-cancel-confirm-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => bought.getByTestId('featured-status').textContent()).toBe('Zrušeno');
    expect(errors).toEqual([]);
  });
});
