import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveDatabase, newCzechPage, logIn } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { createBooking } from '../helpers/bookings.js';
import { createListing } from '../helpers/listings.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'hodnotici.zakaznice@example.cz', name: 'Hana Hodnotící' };

/**
 * The customer's forms on /klient in Chromium against the real `marketplace serve`: a completed visit
 * is reviewed (refused without stars, then stored with its text, and the company's rating counts it),
 * and the profile's name, phone and notification preferences are saved and survive a reload.
 */
describe('customer dashboard forms in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  let customerId: number;
  let company: { id: number; count: number };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const created = await runCli(
      ['users', 'create', '--email', CUSTOMER.email, '--password', PASSWORD, '--role', 'customer', '--name', CUSTOMER.name],
      env,
    );
    expect(created.exitCode, created.stderr).toBe(0);
    await withDb(async (db) => {
      customerId = Number((await db('users').where({ email: CUSTOMER.email }).first('id')).id);
      await db('users').where({ id: customerId }).update({ phone: '+420 603 111 222' });
      // a Czech listing of the test's own, not reviewed yet, with one service
      const made = await createListing(db, {
        name: 'Salon Hodnocený',
        city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
        rating: 0,
        reviews: 0,
        services: [{ name: 'Manikúra', price: 400, duration: 60 }],
      });
      const row = await db('companies').where({ id: made.id }).first('id', 'reviews_count');
      company = { id: Number(row.id), count: Number(row.reviews_count ?? 0) };
      // a visit of last week, done
      await createBooking(db, {
        company_id: company.id,
        service_id: made.services[0]!.id,
        customer_id: customerId,
        name: CUSTOMER.name,
        email: CUSTOMER.email,
        phone: '+420 603 111 222',
        start: new Date(Date.now() - 7 * 86_400_000),
        status: 'completed',
        created_at: new Date(),
      });
    });
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    await logIn(page, server.url, CUSTOMER.email, PASSWORD, '/klient');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

  it('reviews a completed visit once: no stars is refused, then it is stored and counted', async () => {
    await page.getByTestId('customer-tab-bookings').click();
    const booking = page.getByTestId('customer-booking').first();
    await booking.getByTestId('customer-booking-review-open').click();
    const form = page.getByTestId('customer-review-form');
    await page.getByTestId('customer-review-submit').click();
    await poll(() => form.getByText('Vyberte hodnocení od 1 do 5 hvězdiček').count()).toBe(1);

    // the radio is visually hidden; a person clicks the star drawn in its label
    await form.locator('label', { has: page.getByTestId('customer-review-star-4') }).click();
    await poll(() => page.getByTestId('customer-review-star-4').isChecked()).toBe(true);
    await page.getByTestId('customer-review-text').fill('Příjemné prostředí, přijdu zas.');
    await page.getByTestId('customer-review-submit').click();
    await poll(() => page.getByText('Děkujeme za hodnocení!').count()).toBeGreaterThan(0);
    await poll(() => booking.getByTestId('customer-booking-review-open').count()).toBe(0);

    const review = await withDb((db) => db('reviews').where({ customer_id: customerId }).first());
    expect(review).toMatchObject({ company_id: company.id, rating: 4, text: 'Příjemné prostředí, přijdu zas.' });
    expect(Number((await withDb((db) => db('companies').where({ id: company.id }).first('reviews_count'))).reviews_count)).toBe(
      company.count + 1,
    );
  });

  it('saves the profile, refuses an empty name, and keeps the saved values after a reload', async () => {
    await page.getByTestId('customer-tab-profile').click();
    await page.getByTestId('customer-profile-name').fill('');
    await page.getByTestId('customer-profile-save').click();
    await poll(() => page.getByTestId('customer-profile-name').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('customer-profile-name').fill('Hana Nová');
    await page.getByTestId('customer-profile-phone').fill('+420 777 888 999');
    const offers = page.getByTestId('customer-profile-email_offers');
    const before = await offers.isChecked();
    await offers.setChecked(!before);
    await page.getByTestId('customer-profile-save').click();
    await poll(() => page.getByTestId('customer-profile-saved').textContent()).toBe('Změny byly uloženy.');

    const user = await withDb((db) => db('users').where({ id: customerId }).first('first_name', 'last_name', 'phone'));
    expect(`${user.first_name} ${user.last_name}`).toBe('Hana Nová');
    expect(user.phone).toBe('+420 777 888 999');
    await page.reload();
    await page.getByTestId('customer-tab-profile').click();
    await poll(() => page.getByTestId('customer-profile-name').inputValue()).toBe('Hana Nová');
    await poll(() => page.getByTestId('customer-profile-email_offers').isChecked()).toBe(!before);
    expect(pageErrors).toEqual([]);
  });
});
