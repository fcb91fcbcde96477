import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, featuredToday } from '../../src/core/featured/rules.js';
import { logIn } from '../helpers/browser.js';
import { axeViolations, openSalonSession, poll, type SalonSession } from '../helpers/salon-browser.js';

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
  let server: SalonSession['server'];
  let session: SalonSession;
  let page: Page;
  let withDb: SalonSession['withDb'];
  let errors: string[] = [];
  let companyId = 0;
  let companyName = '';

  beforeAll(async () => {
    session = await openSalonSession({
      email: OWNER,
      password: PASSWORD,
      name: 'Klára Viditelná',
      logIn: false,
      company: (withDb) =>
        withDb(async (db) =>
          Number(
            (await db('featured_campaigns as f').join('companies as c', 'c.id', 'f.company_id').where('f.is_demo', true).first('c.id')).id,
          ),
        ),
    });
    ({ server, page, withDb, errors, companyId } = session);
    companyName = String((await withDb((db) => db('companies').where({ id: companyId }).first('name'))).name);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

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
    expect(await axeViolations(page, '[data-testid="featured-section"]')).toEqual([]);

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
