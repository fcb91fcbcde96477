import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = 'majitelka.pobocky@example.cz';

/**
 * The salon's Pobočky in Chromium against the real `marketplace serve` on the demo: the section lists the
 * demo business's two branches with their revenue, adds a third through the form (stored in the
 * database); the public search for a branch's city shows the business as that branch, linking to the
 * profile with the branch chosen; axe checks of the section.
 */
describe('salon branches in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let companyId = 0;
  let branch: { id: number; city: string; name: string } = { id: 0, city: '', name: '' };

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const row = await withDb((db) =>
      db('branches as b')
        .join('cities as ci', 'ci.id', 'b.city_id')
        .orderBy('b.id')
        .first('b.id', 'b.company_id', 'b.name', { city: 'ci.name' }),
    );
    companyId = Number(row.company_id);
    branch = { id: Number(row.id), city: String(row.city), name: String(row.name) };
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
        'Petra Pobočková',
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

  async function axeViolations(selector: string) {
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

  it('the section lists the branches and adds one', async () => {
    await page.goto(`${server.url}/firma?sekce=pobocky`);
    const items = page.getByTestId('branches-list').locator('li');
    await poll(() => items.count()).toBe(2);
    await poll(() => page.getByTestId(`branch-${branch.id}`).textContent()).toContain(branch.name);
    expect(await axeViolations('[data-testid="branches-section"]')).toEqual([]);

    await page.getByTestId('new-branch').click();
    const form = page.getByTestId('branch-form');
    await form.waitFor();
    await page.getByTestId('branch-name').fill('Pobočka Nová');
    await page.getByTestId('branch-address').fill('Nová 1');
    await page.getByTestId('branch-city').selectOption({ label: branch.city });
    await page.getByTestId('branch-phone').fill('+420 777 555 666');
    expect(await axeViolations('[data-testid="branch-form"]')).toEqual([]);
    await page.getByTestId('branch-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => items.count()).toBe(3);
    const stored = await withDb((db) => db('branches').where({ company_id: companyId, name: 'Pobočka Nová' }).first('address', 'phone'));
    expect(stored).toMatchObject({ address: 'Nová 1', phone: '+420 777 555 666' });
  });

  it("the public search for the branch's city shows the business as that branch, linking with ?pobocka=", async () => {
    await page.goto(`${server.url}/search?city=${encodeURIComponent(branch.city)}`);
    const link = page.locator(`a[href*="pobocka=${branch.id}"]`);
    await poll(() => link.count()).toBeGreaterThan(0);
    await link.first().click();
    await page.waitForURL(`**pobocka=${branch.id}`);
    await poll(() => page.getByTestId(`company-branch-${branch.id}`).count()).toBe(1);
    await page.getByTestId(`book-branch-${branch.id}`).click();
    await poll(() => page.getByTestId('booking-branch').inputValue()).toBe(String(branch.id));
    expect(errors).toEqual([]);
  });
});
