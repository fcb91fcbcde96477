import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveDatabase, newCzechPage, logIn } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.formulare@example.cz', name: 'Olga Majitelka' };

/**
 * The salon dashboard's forms in Chromium against the real `marketplace serve`: a service and an
 * employee are created, refused when empty (the server's Czech field message next to the field),
 * edited and deleted through the modals of /firma, a reservation is made by 'Nová rezervace', and the
 * database holds exactly what the screen says.
 */
describe('salon dashboard forms in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  let companyId: number;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    companyId = await withDb(async (db) =>
      Number((await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id')).id),
    );
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
        String(companyId),
        '--name',
        OWNER.name,
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    page.on('dialog', (dialog) => void dialog.accept()); // the delete confirmations
    await logIn(page, server.url, OWNER.email, PASSWORD, '/firma');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

  it('creates, refuses empty, edits and deletes a service', async () => {
    await page.goto(`${server.url}/firma?sekce=sluzby`);
    const list = page.getByTestId('services-list');
    await list.waitFor();

    await page.getByTestId('new-service').click();
    const form = page.getByTestId('service-form');
    await page.getByTestId('service-price').fill('450');
    await page.getByTestId('service-submit').click();
    await expect.poll(() => form.getByText('Vyplňte název').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('service-name').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('service-name').fill('Barvení melírem');
    await page.getByTestId('service-duration').fill('90');
    await page.getByTestId('service-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => list.getByText('Barvení melírem').count()).toBe(1);
    const stored = await withDb((db) => db('services').where({ company_id: companyId, name: 'Barvení melírem' }).first());
    expect(stored).toMatchObject({ duration_minutes: 90, is_active: expect.anything() });
    expect(Number(stored.price)).toBe(450);

    await page.getByRole('button', { name: 'Upravit: Barvení melírem' }).click();
    await page.getByTestId('service-price').fill('520');
    // a category (the group on the public profile) and a description
    await page.getByTestId('service-category').fill('Barvení');
    await page.getByTestId('service-description').fill('Jemné prameny a tónování pro přirozený odstín.');
    await page.getByTestId('service-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(async () => Number((await withDb((db) => db('services').where({ id: stored.id }).first('price'))).price)).toBe(520);
    await poll(() => list.getByText('Jemné prameny a tónování pro přirozený odstín.').count()).toBe(1);
    expect(await list.getByTestId('service-popularity').first().textContent()).toMatch(/^Oblíbenost: \d+ za 90 dní$/);

    // the public profile shows it under its category with its description; the booking modal shows the description
    const slug = String((await withDb((db) => db('companies').where({ id: companyId }).first('slug'))).slug);
    await page.goto(`${server.url}/firma/${slug}`);
    const group = page.getByTestId('service-group').filter({ has: page.getByRole('heading', { name: 'Barvení', exact: true }) });
    const mine = group.getByTestId('service').filter({ hasText: 'Barvení melírem' });
    await poll(() => mine.count()).toBe(1);
    expect(await mine.getByTestId('service-description').textContent()).toBe('Jemné prameny a tónování pro přirozený odstín.');
    await mine.getByTestId('service-book').click();
    await poll(() => page.getByTestId('booking-service-description').textContent()).toBe('Jemné prameny a tónování pro přirozený odstín.');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/firma?sekce=sluzby`);
    await list.waitFor();

    await page.getByRole('button', { name: 'Smazat: Barvení melírem' }).click();
    await poll(() => list.getByText('Barvení melírem').count()).toBe(0);
    await poll(() => withDb((db) => db('services').where({ id: stored.id }).first())).toBeUndefined();
  });

  it('saves the profile and the opening hours of Nastavení, and refuses the profile without a name', async () => {
    await page.goto(`${server.url}/firma?sekce=nastaveni`);
    const name = page.getByTestId('profile-name');
    await poll(() => name.inputValue()).not.toBe(''); // the stored profile has been loaded into the form
    const original = await name.inputValue();
    await name.fill('');
    await page.getByTestId('profile-submit').click();
    await poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Salon U Formuláře');
    await page.getByTestId('profile-submit').click();
    const profile = page.locator('section[aria-labelledby="profile-title"]');
    await poll(() => profile.getByRole('status').textContent()).toBe('Změny byly uloženy.');
    expect((await withDb((db) => db('companies').where({ id: companyId }).first('name'))).name).toBe('Salon U Formuláře');
    expect(original).not.toBe('Salon U Formuláře');

    await page.getByTestId('hours-submit').click();
    const hours = page.locator('section[aria-labelledby="hours-title"]');
    await poll(() => hours.getByRole('status').textContent()).toBe('Změny byly uloženy.');
  });

  it('creates an employee who does one service, refuses one without a name, and deletes them', async () => {
    const service = await withDb((db) =>
      db('services').where({ company_id: companyId, is_active: true }).orderBy('id').first('id', 'name'),
    );
    await page.goto(`${server.url}/firma?sekce=zamestnanci`);
    const list = page.getByTestId('employees-list');
    await page.getByTestId('new-employee').click();
    const form = page.getByTestId('employee-form');
    await page.getByTestId('employee-submit').click();
    await expect.poll(() => form.getByText('Vyplňte jméno').count()).toBeGreaterThan(0);

    await page.getByTestId('employee-name').fill('Iveta Stříhalová');
    await form.getByLabel(String(service.name), { exact: true }).check();
    await page.getByTestId('employee-submit').click();
    await form.waitFor({ state: 'detached' });
    await poll(() => list.getByText('Iveta Stříhalová').count()).toBe(1);
    const employee = await withDb((db) => db('employees').where({ company_id: companyId, name: 'Iveta Stříhalová' }).first('id'));
    expect(employee).toBeDefined();
    const does = await withDb((db) => db('employee_services').where({ employee_id: employee.id }).pluck('service_id'));
    expect(does.map(Number)).toEqual([Number(service.id)]);

    await page.getByRole('button', { name: /Smazat: Iveta Stříhalová/ }).click();
    await poll(() => list.getByText('Iveta Stříhalová').count()).toBe(0);
    await poll(() => withDb((db) => db('employees').where({ id: employee.id }).first())).toBeUndefined();
    await poll(() => withDb((db) => db('employee_services').where({ employee_id: employee.id }))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("refuses a reservation without a service (focused, the server's message), then creates it confirmed", async () => {
    await page.goto(`${server.url}/firma`);
    await page.getByTestId('quick-new-reservation').click();
    const form = page.getByTestId('reservation-form');
    const service = page.getByTestId('reservation-service');
    await page.getByTestId('reservation-submit').click();
    await poll(() => form.getByText('Vyberte službu').count()).toBeGreaterThan(0);
    await poll(() => service.getAttribute('aria-invalid')).toBe('true');
    await poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('reservation-service');
    expect(await form.getByText('Vyplňte jméno a příjmení').count()).toBeGreaterThan(0);

    await service.selectOption({ index: 1 });
    const time = page.getByTestId('reservation-time');
    const pragueDay = (ahead: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(Date.now() + ahead * 86_400_000));
    for (let ahead = 1; ahead <= 7 && !(await time.count()); ahead++) {
      await page.getByTestId('reservation-date').fill(pragueDay(ahead));
      await poll(async () => (await time.count()) + (await form.getByText('V tento den není volný termín.').count())).toBe(1);
    }
    await time.selectOption({ index: 1 });
    await page.getByTestId('reservation-name').fill('Renata Formulářová');
    await page.getByTestId('reservation-email').fill('renata.formularova@example.cz');
    await page.getByTestId('reservation-phone').fill('+420 777 123 456');
    await page.getByTestId('reservation-submit').click();
    await form.waitFor({ state: 'detached' });
    const booking = await withDb((db) => db('bookings').where({ company_id: companyId, email: 'renata.formularova@example.cz' }).first());
    expect(booking).toMatchObject({ status: 'confirmed', name: 'Renata Formulářová' });
    expect(pageErrors).toEqual([]);
  });
});
