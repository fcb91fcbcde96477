import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveDatabase, newCzechPage, logIn } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { createEmployee, createListing, everyDay } from '../helpers/listings.js';

const PASSWORD = 'silne-heslo-42';
const CUSTOMER = { email: 'karel.klient@example.cz', name: 'Karel Klient', phone: '+420 602 111 222' };
const SUCCESS = 'Rezervace byla úspěšně odeslána! Brzy vás kontaktujeme pro potvrzení.';
const TAKEN = 'Tento termín už je obsazený. Vyberte prosím jiný.';

/**
 * The booking modal in Chromium against the real `marketplace serve` and its demo data: a visitor books
 * a service from its 'Rezervovat' button; a logged-in customer (prefilled, in another time zone) picking
 * the same time a moment later gets the 409 message and the reloaded times, then books another.
 */
describe('booking modal in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  let company: { id: number; slug: string };
  let services: Array<{ id: number; name: string }>;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const created = await runCli(
      ['users', 'create', '--email', CUSTOMER.email, '--password', PASSWORD, '--role', 'customer', '--name', CUSTOMER.name],
      env,
    );
    expect(created.exitCode, created.stderr).toBe(0);
    await withDb(async (db) => {
      // a Czech listing of the test's own with two services, open every day 06:00-22:00, no employees (the business itself the one resource)
      const made = await createListing(db, {
        name: 'Salon Modální',
        city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
        services: [
          { name: 'Dámský střih', price: 550, duration: 60 },
          { name: 'Barvení vlasů', price: 1200, duration: 90 },
        ],
        hours: everyDay('06:00', '22:00'),
      });
      company = { id: made.id, slug: made.slug };
      services = made.services;
      await db('users').where({ email: CUSTOMER.email }).update({ phone: CUSTOMER.phone });
    });
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const page = (timezoneId: string) => newCzechPage(browser, { timezoneId });
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const disabled = (p: Page, testId: string) => p.getByTestId(testId).isDisabled();

  /**
   * Step 1 of an open modal: the date `date` (else the second one offered, a whole day ahead: late in
   * the day, today's last slots may be too few for two bookings) and the time `start` (else the first).
   */
  async function pickSlot(p: Page, date?: string, start?: string) {
    const dialog = p.getByTestId('booking-dialog');
    await dialog.getByTestId('booking-date').first().waitFor();
    await poll(() => dialog.getByTestId('booking-date').count()).toBeLessThanOrEqual(8); // the first 8 dates
    const day = date ? dialog.locator(`[data-testid="booking-date"][data-date="${date}"]`) : dialog.getByTestId('booking-date').nth(1);
    const chosenDate = (await day.getAttribute('data-date'))!;
    await day.click();
    await poll(() => day.getAttribute('aria-pressed')).toBe('true');
    await poll(() => disabled(p, 'booking-continue')).toBe(true); // a date, but no time yet
    const time = start ? dialog.locator(`[data-testid="booking-time"][data-start="${start}"]`) : dialog.getByTestId('booking-time').first();
    const chosenStart = (await time.getAttribute('data-start'))!;
    // shown in the business's zone, whatever the visitor's clock says
    await poll(() => time.textContent()).toBe(chosenStart.slice(11, 16));
    await time.click();
    await poll(() => disabled(p, 'booking-continue')).toBe(false);
    return { date: chosenDate, start: chosenStart };
  }

  it('books from a service button, then refuses the same time to a second visitor with the 409 message', async () => {
    // visitor A (anonymous, in Prague) opens the modal from the second service's button
    const a = await page('Europe/Prague');
    const errors: string[] = [];
    a.on('pageerror', (e) => errors.push(e.message));
    await a.goto(`${server.url}/firma/${company.slug}`);
    await a.getByTestId('service-book').nth(1).click();
    const dialogA = a.getByTestId('booking-dialog');
    await dialogA.waitFor();
    await poll(() => dialogA.getAttribute('open')).not.toBeNull();
    await poll(() => a.getByTestId('booking-service').inputValue()).toBe(String(services[1]!.id));
    await poll(() =>
      a.evaluate(
        () =>
          (
            globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }
          ).document.activeElement?.getAttribute('data-testid') ?? null,
      ),
    ).toBe('booking-step-title');
    await poll(() => disabled(a, 'booking-continue')).toBe(true);
    const chosen = await pickSlot(a);

    // customer B (logged in, in New York) opens the general book button and picks the same service and time
    const b = await page('America/New_York');
    await logIn(b, server.url, CUSTOMER.email, PASSWORD);
    await b.goto(`${server.url}/firma/${company.slug}`);
    await b.getByTestId('company-book').click();
    await b.getByTestId('booking-dialog').waitFor();
    await poll(() => b.getByTestId('booking-service').inputValue()).toBe(''); // no service given: the visitor chooses
    await b.getByTestId('booking-service').selectOption(String(services[1]!.id));
    await pickSlot(b, chosen.date, chosen.start);
    await b.getByTestId('booking-continue').click();
    await poll(() => b.getByTestId('booking-name').inputValue()).toBe(CUSTOMER.name);
    await poll(() => b.getByTestId('booking-email').inputValue()).toBe(CUSTOMER.email);
    await poll(() => b.getByTestId('booking-phone').inputValue()).toBe(CUSTOMER.phone);

    // A: step 2, the enabled rules, 'Rezervuji...' while the request is on its way, then the success text
    await a.getByTestId('booking-continue').click();
    await poll(() => a.getByTestId('booking-summary').textContent()).toContain(services[1]!.name);
    await poll(() => disabled(a, 'booking-submit')).toBe(true);
    await poll(() => a.getByLabel('Telefon *').getAttribute('type')).toBe('tel');
    await poll(() => a.getByLabel('Email *').getAttribute('type')).toBe('email');
    await a.getByLabel('Jméno a příjmení *').fill('Alena Anonymní');
    await poll(() => disabled(a, 'booking-submit')).toBe(true);
    await a.getByLabel('Telefon *').fill('+420 777 000 111');
    await poll(() => disabled(a, 'booking-submit')).toBe(true);
    await a.getByLabel('Email *').fill('alena@example.cz');
    await poll(() => disabled(a, 'booking-submit')).toBe(false); // the note stays optional
    await a.getByLabel('Poznámka (volitelné)').fill('Poprvé u vás');
    // the back button returns to step 1 with the choice kept
    await a.getByTestId('booking-back').click();
    await poll(() => a.locator(`[data-testid="booking-time"][data-start="${chosen.start}"]`).getAttribute('aria-pressed')).toBe('true');
    await a.getByTestId('booking-continue').click();
    await poll(() => a.getByLabel('Jméno a příjmení *').inputValue()).toBe('Alena Anonymní');

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const keys: string[] = [];
    await a.route('**/api/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await held;
      await route.continue();
    });
    await a.getByTestId('booking-submit').click();
    await poll(() => a.getByTestId('booking-submit').textContent()).toBe('Rezervuji...');
    await poll(() => disabled(a, 'booking-submit')).toBe(true);
    release();
    await poll(() => a.getByTestId('booking-success').textContent()).toBe(SUCCESS);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);

    const booked = await withDb((db) => db('bookings').where({ company_id: company.id, email: 'alena@example.cz' }).select('*'));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      name: 'Alena Anonymní',
      phone: '+420 777 000 111',
      note: 'Poprvé u vás',
      service_id: services[1]!.id,
      status: 'pending',
      customer_id: null,
      idempotency_key: keys[0],
    });
    expect(new Date(booked[0].starts_at).getTime()).toBe(Date.parse(chosen.start));
    await a.getByTestId('booking-close').click();
    await a.getByTestId('booking-dialog').waitFor({ state: 'detached' });

    // B submits the same time: the server's 409 message, back at the times, reloaded without that time
    await b.getByTestId('booking-submit').click();
    await poll(() => b.getByTestId('booking-pick-error').textContent()).toBe(TAKEN);
    await b.locator(`[data-testid="booking-date"][data-date="${chosen.date}"]`).waitFor();
    await poll(() => b.locator(`[data-testid="booking-time"][data-start="${chosen.start}"]`).count()).toBe(0);
    await poll(() => disabled(b, 'booking-continue')).toBe(true);
    const other = await pickSlot(b, chosen.date);
    expect(other.start).not.toBe(chosen.start);
    await b.getByTestId('booking-continue').click();
    await poll(() => b.getByTestId('booking-name').inputValue()).toBe(CUSTOMER.name); // the details are kept
    await b.getByTestId('booking-submit').click();
    await poll(() => b.getByTestId('booking-success').textContent()).toBe(SUCCESS);
    const mine = await withDb((db) =>
      db('bookings as b').join('users as u', 'u.id', 'b.customer_id').where('u.email', CUSTOMER.email).select('b.starts_at', 'b.email'),
    );
    expect(mine).toHaveLength(1);
    expect(new Date(mine[0].starts_at).getTime()).toBe(Date.parse(other.start));
    await b.keyboard.press('Escape'); // Escape closes
    await b.getByTestId('booking-dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await a.context().close();
    await b.context().close();
  });

  it('offers a choice of who when the business has employees, anyone by default', async () => {
    const names = ['Petra Stříhalová', 'Marek Holič'];
    await withDb(async (db) => {
      for (const [i, name] of names.entries()) await createEmployee(db, company.id, { name }, i);
    });
    const p = await page('Europe/Prague');
    await p.goto(`${server.url}/firma/${company.slug}`);
    await p.getByTestId('service-book').first().click();
    const who = p.getByTestId('booking-employee');
    await who.waitFor();
    await poll(() => who.inputValue()).toBe(''); // anyone
    await poll(() => who.locator('option').allTextContents()).toEqual(['Kdokoli', ...names]);
    await who.selectOption({ label: names[1] });
    await pickSlot(p);
    await p.getByTestId('booking-continue').click();
    await poll(() => p.getByTestId('booking-summary').textContent()).toContain(names[1]);
    await p.getByLabel('Jméno a příjmení *').fill('Cyril Cizí');
    await p.getByLabel('Telefon *').fill('+420 777 000 333');
    await p.getByLabel('Email *').fill('cyril@example.cz');
    await p.getByTestId('booking-submit').click();
    await poll(() => p.getByTestId('booking-success').textContent()).toBe(SUCCESS);
    const row = await withDb((db) => db('bookings').where({ email: 'cyril@example.cz' }).first());
    expect(row.employee_name).toBe(names[1]);
    await p.context().close();
  });

  it("shows the server's field errors at their fields, and retries a lost request with the same key", async () => {
    const p = await page('Europe/Prague');
    await p.goto(`${server.url}/firma/${company.slug}`);
    await p.getByTestId('service-book').first().click();
    await pickSlot(p);
    await p.getByTestId('booking-continue').click();
    await p.getByLabel('Jméno a příjmení *').fill('Bohdan Bez Emailu');
    await p.getByLabel('Telefon *').fill('+420 777 000 222');
    await p.getByLabel('Email *').fill('bez-zavinace');
    await p.getByTestId('booking-submit').click();
    const error = p.getByTestId('booking-email-error');
    await poll(() => error.textContent()).toBe('Neplatný email');
    const email = p.getByLabel('Email *');
    await poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await poll(() => email.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));

    // a request lost on the network is retried with the same Idempotency-Key: one booking
    await email.fill('bohdan@example.cz');
    const keys: string[] = [];
    await p.route('**/api/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (keys.length === 1) await route.abort('failed');
      else await route.continue();
    });
    await p.getByTestId('booking-submit').click();
    await poll(() => p.getByTestId('booking-form-error').textContent()).toBe('Rezervaci se nepodařilo odeslat. Zkuste to prosím znovu.');
    await p.getByTestId('booking-submit').click();
    await poll(() => p.getByTestId('booking-success').textContent()).toBe(SUCCESS);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await poll(() => withDb((db) => db('bookings').where({ email: 'bohdan@example.cz' }).select('idempotency_key'))).toEqual([
      { idempotency_key: keys[0] },
    ]);
    await p.context().close();
  });
});
