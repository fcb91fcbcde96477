import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveDatabase, newCzechPage, logIn } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { createListing, everyDay } from '../helpers/listings.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'bara.bookova@example.cz', name: 'Bára Booková', phone: '+420 603 444 555' };
const OWNER = { email: 'majitel.salonu@example.cz', name: 'Milan Majitel' };
const SUCCESS = 'Rezervace byla úspěšně odeslána! Brzy vás kontaktujeme pro potvrzení.';

/** 'YYYY-MM-DD' of `now` plus `days` in a time zone. */
const dayIn = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * A booking end to end, in Chromium against the real `marketplace serve`: a customer books from the company
 * page, the business confirms it in /firma, the customer sees it confirmed in /klient and cancels it,
 * and the time is offered again.
 *
 * The customer books logged in: a booking is tied to an account only by the session at booking time
 * (customer_id); an anonymous booking with the same e-mail never shows in /klient (it is cancelled by
 * the signed link of its confirmation mail instead).
 */
describe('booking that holds, end to end in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  let company: { id: number; slug: string; name: string; timeZone: string };
  let service: { id: number; name: string };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    await withDb(async (db) => {
      // a Czech listing of the test's own with one service, open every day 06:00-22:00, no employees (the business itself the one resource)
      const made = await createListing(db, {
        name: 'Salon Celou Cestou',
        city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
        services: [{ name: 'Pánský střih', price: 450, duration: 60 }],
        hours: everyDay('06:00', '22:00'),
      });
      const row = await db('companies').where({ id: made.id }).first('time_zone');
      company = { id: made.id, slug: made.slug, name: made.name, timeZone: String(row.time_zone) };
      service = made.services[0]!;
    });
    const customer = await runCli(
      ['users', 'create', '--email', CUSTOMER.email, '--password', PASSWORD, '--role', 'customer', '--name', CUSTOMER.name],
      env,
    );
    expect(customer.exitCode, customer.stderr).toBe(0);
    const owner = await runCli(
      [
        'users',
        'create',
        '--email',
        OWNER.email,
        '--password',
        PASSWORD,
        '--role',
        'company',
        '--company',
        String(company.id),
        '--name',
        OWNER.name,
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    await withDb((db) => db('users').where({ email: CUSTOMER.email }).update({ phone: CUSTOMER.phone }));
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const page = () => newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

  const logInAs = (p: Page, email: string, home: string) => logIn(p, server.url, email, PASSWORD, home);

  /** The booking modal of the service, opened from its button on the company page. */
  async function openModal(p: Page) {
    await p.goto(`${server.url}/firma/${company.slug}`);
    await p.locator('[data-testid="service"]', { hasText: service.name }).getByTestId('service-book').click();
    const dialog = p.getByTestId('booking-dialog');
    await dialog.waitFor();
    await poll(() => p.getByTestId('booking-service').inputValue()).toBe(String(service.id));
    await dialog.getByTestId('booking-date').first().waitFor();
    return dialog;
  }
  /** The data-… attribute of every element the locator finds. */
  const attributes = async (locator: ReturnType<Page['getByTestId']>, name: string) =>
    Promise.all((await locator.all()).map(async (el) => (await el.getAttribute(name))!));
  /** The start times the open modal offers on `date`. */
  async function timesOf(p: Page, date: string) {
    const dialog = p.getByTestId('booking-dialog');
    await dialog.locator(`[data-testid="booking-date"][data-date="${date}"]`).click();
    await dialog.getByTestId('booking-time').first().waitFor();
    return attributes(dialog.getByTestId('booking-time'), 'data-start');
  }

  it('books, is confirmed by the business, seen confirmed and cancelled by the customer, and the time is free again', async () => {
    // 1. the customer books from the service's button, two days ahead (clear of the 60-minute notice and the 2-hour cancel cut-off)
    const customer = await page();
    await logInAs(customer, CUSTOMER.email, '/klient');
    let dialog = await openModal(customer);
    const dates = await attributes(dialog.getByTestId('booking-date'), 'data-date');
    const date = dates.find((d) => d >= dayIn(company.timeZone, 2))!;
    expect(date, `dates offered: ${dates.join(', ')}`).toBeDefined();
    const day = dialog.locator(`[data-testid="booking-date"][data-date="${date}"]`);
    await day.click();
    await poll(() => day.getAttribute('aria-pressed')).toBe('true');
    const times = dialog.getByTestId('booking-time');
    await times.first().waitFor();
    const time = times.nth(Math.min(2, (await times.count()) - 1)); // not the first: a time in the middle of the day
    const start = (await time.getAttribute('data-start'))!;
    const hhmm = start.slice(11, 16);
    await poll(() => time.textContent()).toBe(hhmm);
    await time.click();
    await customer.getByTestId('booking-continue').click();
    await poll(() => customer.getByTestId('booking-name').inputValue()).toBe(CUSTOMER.name); // the account's details
    await poll(() => customer.getByTestId('booking-email').inputValue()).toBe(CUSTOMER.email);
    await poll(() => customer.getByTestId('booking-phone').inputValue()).toBe(CUSTOMER.phone);
    await poll(() => customer.getByTestId('booking-summary').textContent()).toContain(service.name);
    await customer.getByTestId('booking-submit').click();
    await poll(() => customer.getByTestId('booking-success').textContent()).toBe(SUCCESS);
    const booked = await withDb((db) =>
      db('bookings as b')
        .join('users as u', 'u.id', 'b.customer_id')
        .where({ 'u.email': CUSTOMER.email, 'b.company_id': company.id })
        .select('b.id', 'b.status', 'b.starts_at', 'b.service_id'),
    );
    expect(booked).toHaveLength(1);
    const bookingId = Number(booked[0].id);
    expect(booked[0]).toMatchObject({ status: 'pending', service_id: service.id });
    expect(new Date(booked[0].starts_at).getTime()).toBe(Date.parse(start));
    await customer.getByTestId('booking-close').click();
    await customer.getByTestId('booking-dialog').waitFor({ state: 'detached' });

    // the time is taken now: not offered on that day any more
    await openModal(customer);
    await poll(() => timesOf(customer, date)).not.toContain(start);
    await customer.keyboard.press('Escape');
    await customer.getByTestId('booking-dialog').waitFor({ state: 'detached' });

    // 2. the business, in another browser: Rezervace, the booking waiting, 'Potvrdit'
    const owner = await page();
    await logInAs(owner, OWNER.email, '/firma');
    await owner.getByTestId('salon-dashboard').waitFor();
    await owner.getByTestId('salon-nav-rezervace').click();
    await owner.waitForURL((url) => url.searchParams.get('sekce') === 'rezervace');
    await owner.getByRole('searchbox', { name: 'Hledat' }).fill(CUSTOMER.email);
    const row = owner.getByTestId('reservations-table').locator('tbody tr').filter({ hasText: CUSTOMER.email });
    await poll(() => row.count()).toBe(1);
    await poll(() => row.textContent()).toContain(hhmm);
    await poll(() => row.textContent()).toContain(service.name);
    await poll(() => row.locator('.salon-status').textContent()).toBe('Čeká na potvrzení');
    // the bell counts the bookings waiting for the business: one fewer once this one is confirmed
    const waiting = async () => {
      const label = (await owner.getByTestId('salon-bell').getAttribute('aria-label')) ?? '';
      return Number(/(\d+) rezervací/.exec(label)?.[1] ?? 0);
    };
    await poll(waiting).toBeGreaterThan(0);
    const before = await waiting();
    await row.getByTestId(`booking-${bookingId}-confirmed`).click();
    await poll(() => row.locator('.salon-status').textContent()).toBe('Potvrzeno');
    await poll(waiting).toBe(before - 1);
    await row.getByTestId(`booking-${bookingId}-cancelled`).waitFor(); // a confirmed one can still be cancelled by the business
    await poll(() => row.getByTestId(`booking-${bookingId}-confirmed`).count()).toBe(0);
    await poll(() => withDb((db) => db('bookings').where({ id: bookingId }).first('status'))).toEqual({ status: 'confirmed' });
    await owner.context().close();

    // 3. the customer: Moje rezervace shows it upcoming and confirmed; 'Zrušit', then 'Ano, zrušit'
    await customer.goto(`${server.url}/klient?tab=bookings`);
    await poll(() => customer.getByTestId('customer-tab-bookings').getAttribute('aria-selected')).toBe('true');
    const card = customer.locator(`[data-testid="customer-booking"][data-booking-id="${bookingId}"]`);
    await card.waitFor();
    await poll(() => card.getByTestId('customer-booking-status').textContent()).toBe('Nadcházející');
    await poll(() => card.getByTestId('customer-booking-confirmation').textContent()).toBe('Potvrzeno firmou');
    await poll(() => card.textContent()).toContain(company.name);
    await poll(() => card.textContent()).toContain(service.name);
    await poll(() => card.locator('time').getAttribute('datetime')).toBe(new Date(start).toISOString());
    await poll(() => card.locator('time').textContent()).toContain(hhmm);
    await card.getByTestId('customer-booking-cancel').click();
    const confirmDialog = customer.getByTestId('customer-cancel-dialog');
    await confirmDialog.waitFor();
    await poll(() => confirmDialog.getByRole('heading').textContent()).toBe('Zrušit rezervaci?');
    await confirmDialog.getByTestId('customer-cancel-yes').click();
    await confirmDialog.waitFor({ state: 'detached' });
    await poll(() => card.getByTestId('customer-booking-status').textContent()).toBe('Zrušeno');
    await poll(() => customer.getByTestId('customer-announcement').textContent()).toBe('Rezervace byla zrušena.');
    await poll(() => card.getByTestId('customer-booking-cancel').count()).toBe(0);
    await poll(() => card.getByTestId('customer-booking-confirmation').count()).toBe(0);

    // 4. the same time is offered again, and the booking is cancelled by the customer
    dialog = await openModal(customer);
    await poll(() => timesOf(customer, date)).toContain(start);
    const again = dialog.locator(`[data-testid="booking-time"][data-start="${start}"]`);
    await poll(() => again.textContent()).toBe(hhmm);
    await customer.keyboard.press('Escape');
    await customer.getByTestId('booking-dialog').waitFor({ state: 'detached' });
    const slots = (await (
      await fetch(`${server.url}/api/companies/${encodeURIComponent(company.slug)}/slots?service=${service.id}&from=${date}`)
    ).json()) as { days?: Array<{ date: string; slots: Array<{ start: string }> }> };
    expect(slots.days?.find((d) => d.date === date)?.slots.some((s) => Date.parse(s.start) === Date.parse(start))).toBe(true);
    const row4 = await withDb((db) => db('bookings').where({ id: bookingId }).first('status', 'cancelled_by'));
    expect(row4).toEqual({ status: 'cancelled', cancelled_by: 'customer' });
    await poll(() => withDb((db) => db('booking_claims').where({ booking_id: bookingId }).count({ n: '*' }).first())).toEqual({ n: 0 });
    await customer.context().close();
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
