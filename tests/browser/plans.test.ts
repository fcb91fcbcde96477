import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/accounts/password.js';
import { createAccountsRepository } from '../../src/core/accounts/accounts.repository.js';
import { planMonthOf } from '../../src/core/plans/model.js';
import { axeViolations } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { PINNED_AT, runCli, startServe, tempDataDir, TEST_SCRYPT_N } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'tarify.admin@example.cz';
const OWNER = 'tarify.majitel@example.cz';

/**
 * Plans in Chromium against the real `marketplace serve` on the demo: the business asks for another plan
 * in Nastavení › Tarif (its month's bookings against the limit shown), the operator finds the request in
 * Zápisy firem › Žádosti o tarif and confirms it, the business then sees its new plan; /pro-firmy shows the
 * plans of GET /api/plans (a price changed in the data shows there). Axe checks of the panel and the list.
 * The demo, the server and the pages run on a clock from PINNED_AT, so 'this month' is the same whenever it runs.
 */
describe('plans in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let company = { id: 0, name: '' };
  let booked = 0;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env, { at: PINNED_AT });
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
    await withDb(async (db) => {
      const row = await db('companies')
        .where({ country_code: 'CZ', status: 'active', plan: 'free' })
        .whereNull('requested_plan')
        .orderBy('id')
        .first('id', 'name');
      company = { id: Number(row.id), name: String(row.name) };
      const month = await db('plan_booking_months').where({ company_id: company.id }).orderBy('month', 'desc').first('bookings', 'month');
      booked = month && month.month === planMonthOf(PINNED_AT) ? Number(month.bookings) : 0;
      const users = createAccountsRepository(db);
      const person = { password_hash: passwordHash, first_name: 'Tereza', last_name: 'Tarifová', phone: null };
      await users.insertUser({ ...person, email: ADMIN, role: 'admin', company_id: null }, PINNED_AT);
      await users.insertUser({ ...person, email: OWNER, role: 'company_owner', company_id: company.id }, PINNED_AT);
    });
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env, { at: PINNED_AT });
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 250 });
  const stored = () => withDb((db) => db('companies').where({ id: company.id }).first('plan', 'requested_plan'));

  async function ownerSettings(): Promise<Page> {
    const p = await newCzechPage(browser, { timeout: 20_000, errors, at: PINNED_AT });
    await logIn(p, server.url, OWNER, PASSWORD, '/firma');
    await p.goto(`${server.url}/firma?sekce=nastaveni`);
    await p.getByTestId('plan-panel').waitFor();
    return p;
  }

  it('the business sees its plan and month, and asks for Business in Nastavení', async () => {
    const p = await ownerSettings();
    await poll(() => p.getByTestId('plan-current').textContent()).toBe('Váš tarif: Free');
    await poll(() => p.getByTestId('plan-bookings').textContent()).toBe(`Rezervace tento měsíc: ${booked} z 30`);
    await poll(() => p.getByTestId('plan-hints').textContent()).toContain('Pobočky jsou k dispozici od tarifu Business.');
    await poll(() => p.getByTestId('plan-select').locator('option').count()).toBe(5); // '–' and the four other plans
    await p.getByTestId('plan-select').selectOption('business');
    await p.getByTestId('plan-request').click();
    await poll(() => p.getByTestId('plan-notice-success').locator('p').textContent()).toBe(
      'Žádost o změnu tarifu jsme přijali. Změnu potvrdí provozovatel.',
    );
    await poll(() => p.getByTestId('plan-pending').textContent()).toContain('Čeká na potvrzení: změna na tarif Business');
    await poll(stored).toEqual({ plan: 'free', requested_plan: 'business' });
    expect(await axeViolations(p, '[data-testid="plan-panel"]')).toEqual([]);
    await p.context().close();
  });

  it('the operator finds the request in Zápisy firem and confirms it; the business then has Business', async () => {
    const p = await newCzechPage(browser, { timeout: 20_000, errors, at: PINNED_AT });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.goto(`${server.url}/admin/listings`);
    await p.getByTestId('listings-table').waitFor();
    await poll(() => p.getByTestId('listings-plan-requests').textContent()).toMatch(/^Žádosti o tarif \(\d+\)$/);
    await p.getByTestId('listings-plan-requests').click();
    const row = p.locator(`[data-testid="listing-row"][data-listing-id="${company.id}"]`);
    await poll(() => row.getByTestId('listing-plan-request').textContent()).toBe('Žádá o Business');
    await poll(() => row.getByTestId('listing-plan-current').textContent()).toBe('Free');
    expect(await axeViolations(p, '[data-testid="listings-table"]')).toEqual([]);
    await poll(() => row.getByTestId('listing-plan-apply').textContent()).toBe('Potvrdit');
    await row.getByTestId('listing-plan-apply').click();
    await poll(() => p.getByTestId('listings-notice-success').locator('p').textContent()).toBe(
      `Firma ${company.name} má nyní tarif Business.`,
    );
    await poll(stored).toEqual({ plan: 'business', requested_plan: null });
    await poll(() => row.count()).toBe(0); // no longer waiting
    await p.context().close();

    const owner = await ownerSettings();
    await poll(() => owner.getByTestId('plan-current').textContent()).toBe('Váš tarif: Business');
    await poll(() => owner.getByTestId('plan-bookings').textContent()).toBe(`Rezervace tento měsíc: ${booked} (bez omezení)`);
    await poll(() => owner.getByTestId('plan-hints').locator('li').count()).toBe(0);
    expect(await owner.getByTestId('plan-pending').count()).toBe(0);
    await owner.context().close();
  });

  it('/pro-firmy shows the plans of the data', async () => {
    await withDb((db) => db('plans').where({ code: 'starter' }).update({ price_czk: 390 }));
    const p = await newCzechPage(browser, { timeout: 20_000, errors, at: PINNED_AT });
    await p.goto(`${server.url}/pro-firmy`);
    await poll(() => p.getByTestId('plan-starter').getByTestId('plan-price').locator('strong').textContent()).toBe('390 Kč');
    await poll(() => p.getByTestId('plan-free').getByTestId('plan-features').getByRole('listitem').first().textContent()).toBe(
      '30 rezervací měsíčně',
    );
    await poll(() => p.getByTestId('plan-professional').getByTestId('plan-badge').textContent()).toBe('Nejoblíbenější');
    await poll(() => p.getByTestId('plan-grid').locator(':scope > li').count()).toBe(5);
    await p.goto(`${server.url}/pro-firmy?country=SK`);
    await poll(() => p.getByTestId('plan-starter').getByTestId('plan-price').locator('strong').textContent()).toBe('16 €');
    await p.context().close();
    expect(errors).toEqual([]);
  });
});
