import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODERATION } from '../../seeds/demo-listings.js';
import { hashPassword } from '../../src/core/accounts/password.js';
import { createAccountsRepository } from '../../src/core/accounts/accounts.repository.js';
import { axeViolations } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir, TEST_SCRYPT_N } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'moderatorka@example.cz';
const OWNERS = { waiting: 'ceka@example.cz', rejected: 'zamitnuta@example.cz', suspended: 'pozastavena@example.cz' } as const;
type Kind = keyof typeof OWNERS;
interface Listing {
  id: number;
  name: string;
  slug: string;
  email: string | null;
}

/**
 * 'Zápisy firem' (/admin/listings) and the state banner of /firma in Chromium against the real
 * `marketplace serve` and its demo data (jobs off, so decision e-mails stay in the queue): every
 * decision through the screen, the reason dialog (required, labelled, keyboard), the edit dialog,
 * filters, search, empty and error states; and what each business sees about its listing.
 */
describe('listing moderation in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const listings = {} as Record<Kind, Listing>;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    // the admin and three owners straight into the database (one CLI run each would be slow on a busy machine)
    const passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
    await withDb(async (db) => {
      const pick = (status: string) =>
        db('companies').where({ country_code: 'CZ', status }).orderBy('id').first('id', 'name', 'slug', 'email');
      Object.assign(listings, { waiting: await pick('unverified'), rejected: await pick('rejected'), suspended: await pick('suspended') });
      const users = createAccountsRepository(db);
      const person = { password_hash: passwordHash, first_name: 'Marta', last_name: 'Moderátorka', phone: null };
      await users.insertUser({ ...person, email: ADMIN, role: 'admin', company_id: null }, new Date());
      for (const kind of Object.keys(OWNERS) as Kind[])
        await users.insertUser({ ...person, email: OWNERS[kind], role: 'company_owner', company_id: listings[kind].id }, new Date());
    });
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
  const stored = (id: number) => withDb((db) => db('companies').where({ id }).first('status', 'moderation_reason', 'name', 'phone'));
  const focused = (l: Locator) => l.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus'));
  const row = (p: Page, id: number) => p.locator(`[data-testid="listing-row"][data-listing-id="${id}"]`);
  const notice = (p: Page) => p.getByTestId('listings-notice-success').locator('p').textContent();

  async function ownerPage(kind: Kind) {
    const p = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    await logIn(p, server.url, OWNERS[kind], PASSWORD, '/firma');
    return p;
  }
  async function adminPage() {
    const p = await newCzechPage(browser, { timeout: 20_000, errors: pageErrors });
    await logIn(p, server.url, ADMIN, PASSWORD, '/admin');
    await p.getByRole('link', { name: 'Zápisy firem' }).click();
    await p.waitForURL((url) => url.pathname === '/admin/listings');
    await p.getByTestId('listings-table').waitFor();
    return p;
  }
  it('shows each business the real state of its listing, with the reason when rejected or suspended', async () => {
    const waiting = await ownerPage('waiting');
    const banner = waiting.getByTestId('listing-state-banner');
    await poll(() => banner.getAttribute('data-state')).toBe('unverified');
    expect(await banner.getByRole('heading').textContent()).toBe('Profil čeká na ověření');
    expect(await banner.textContent()).toContain('O výsledku vám pošleme e-mail.');

    const rejected = await ownerPage('rejected');
    const refused = rejected.getByTestId('listing-state-banner');
    await poll(() => refused.getAttribute('data-state')).toBe('rejected');
    expect(await refused.getByRole('heading').textContent()).toBe('Registrace nebyla schválena');
    expect(await refused.getByTestId('listing-state-reason').textContent()).toBe(`Důvod: ${DEMO_MODERATION.rejected}`);
    await refused.getByRole('button', { name: 'Upravit údaje v Nastavení' }).click();
    await rejected.waitForURL((url) => url.searchParams.get('sekce') === 'nastaveni');
    await rejected.getByTestId('profile-name').waitFor();

    const suspended = await ownerPage('suspended');
    const hidden = suspended.getByTestId('listing-state-banner');
    await poll(() => hidden.getAttribute('data-state')).toBe('suspended');
    expect(await hidden.getByRole('heading').textContent()).toBe('Profil je pozastavený');
    expect(await hidden.getByTestId('listing-state-reason').textContent()).toBe(`Důvod: ${DEMO_MODERATION.suspended}`);
    for (const p of [waiting, rejected, suspended]) await p.context().close();
  });

  it('lists unverified first, filters by state with counts, and verifies, rejects, suspends and reinstates', async () => {
    const p = await adminPage();
    await poll(() => p.getByTestId('listing-state').first().getAttribute('data-state')).toBe('unverified');
    expect(await p.getByTestId('listings-state-rejected').textContent()).toBe('Zamítnutá (1)');
    expect(await p.getByTestId('listings-state-suspended').textContent()).toBe('Pozastavená (1)');

    // the rejected filter: one row, with its reason
    await p.getByTestId('listings-state-rejected').click();
    await poll(() => p.getByTestId('listing-row').count()).toBe(1);
    expect(await p.getByTestId('listings-state-rejected').getAttribute('aria-pressed')).toBe('true');
    expect(await row(p, listings.rejected.id).getByTestId('listing-reason').textContent()).toBe(`Důvod: ${DEMO_MODERATION.rejected}`);

    // verify the waiting registration: public at once, e-mail queued
    await p.getByTestId('listings-state-unverified').click();
    const waiting = row(p, listings.waiting.id);
    await waiting.getByRole('button', { name: `Ověřit: ${listings.waiting.name}` }).click();
    await poll(() => notice(p)).toBe(`Firma „${listings.waiting.name}“ je ověřená a zveřejněná. E-mail pro firmu je ve frontě k odeslání.`);
    await poll(() => waiting.count()).toBe(0);
    expect((await stored(listings.waiting.id)).status).toBe('active');
    expect((await p.request.get(`${server.url}/api/companies/${listings.waiting.slug}`)).status()).toBe(200);

    // reject the next one: the reason is required; the dialog is labelled and keeps focus in it
    const next = p.getByTestId('listing-row').first();
    const id = Number(await next.getAttribute('data-listing-id'));
    const name = (await next.getByTestId('listing-name').textContent())!;
    await next.getByRole('button', { name: `Zamítnout: ${name}` }).click();
    const dialog = p.getByRole('dialog', { name: `Zamítnout registraci: ${name}` });
    await dialog.waitFor();
    const reason = dialog.getByLabel('Důvod (firma ho dostane e-mailem)');
    await poll(() => focused(reason)).toBe(true);
    await dialog.getByRole('button', { name: 'Zamítnout' }).click();
    await poll(() => p.getByTestId('reason-dialog-error').textContent()).toBe('Uveďte důvod');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect((await stored(id)).status).toBe('unverified');
    await reason.fill('Na fotografiích je jiná provozovna.');
    await dialog.getByRole('button', { name: 'Zamítnout' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => notice(p)).toContain(`Registrace firmy „${name}“ je zamítnutá.`);
    expect(await stored(id)).toMatchObject({ status: 'rejected', moderation_reason: 'Na fotografiích je jiná provozovna.' });

    // suspend by keyboard; Escape first cancels and gives focus back to the button
    await p.getByTestId('listings-state-verified').click();
    await p.getByTestId('listings-search').fill(listings.waiting.name);
    await p.keyboard.press('Enter');
    const verified = row(p, listings.waiting.id);
    const suspend = verified.getByRole('button', { name: `Pozastavit: ${listings.waiting.name}` });
    await suspend.focus();
    await p.keyboard.press('Enter');
    const suspendDialog = p.getByRole('dialog', { name: `Pozastavit firmu: ${listings.waiting.name}` });
    await suspendDialog.waitFor();
    await p.keyboard.press('Escape');
    await suspendDialog.waitFor({ state: 'detached' });
    await poll(() => focused(suspend)).toBe(true);
    await p.keyboard.press('Enter');
    await suspendDialog.waitFor();
    await poll(() => focused(suspendDialog.getByLabel('Důvod (firma ho dostane e-mailem)'))).toBe(true);
    await p.keyboard.type('Neaktuální otevírací doba');
    await suspendDialog.getByRole('button', { name: 'Pozastavit' }).click();
    await suspendDialog.waitFor({ state: 'detached' });
    await poll(async () => (await stored(listings.waiting.id)).status).toBe('suspended');
    expect((await p.request.get(`${server.url}/api/companies/${listings.waiting.slug}`)).status()).toBe(404);

    // reinstate both suspended listings from the suspended filter
    await p.getByTestId('listings-search').fill('');
    await p.keyboard.press('Enter');
    await p.getByTestId('listings-state-suspended').click();
    await poll(() => p.getByTestId('listings-state-suspended').textContent()).toBe('Pozastavená (2)');
    for (const listing of [listings.waiting, listings.suspended]) {
      await row(p, listing.id)
        .getByRole('button', { name: `Obnovit: ${listing.name}` })
        .click();
      await poll(() => notice(p)).toContain(`Firma „${listing.name}“ je znovu zveřejněná.`);
      await poll(() => row(p, listing.id).count()).toBe(0);
      expect((await stored(listing.id)).status).toBe('active');
    }
    await poll(() => p.getByTestId('listings-empty').textContent()).toBe('Žádné zápisy neodpovídají filtru.');
    // one e-mail per decision to a business with an address (the three demo owners have one; the other may not)
    const queued = await withDb((db) => db('email_queue').where({ kind: 'system' }).count({ n: '*' }).first());
    const otherHasAddress = Boolean((await withDb((db) => db('companies').where({ id }).first('email'))).email);
    expect(Number(queued?.n)).toBe(4 + (otherHasAddress ? 1 : 0));
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });

  it("edits a listing's basic fields, searches by name, and shows the empty and error states", async () => {
    const p = await adminPage();
    await p.getByTestId('listings-search').fill(listings.rejected.name);
    await p.keyboard.press('Enter');
    const target = row(p, listings.rejected.id);
    await poll(() => target.count()).toBe(1);
    await target.getByRole('button', { name: `Upravit: ${listings.rejected.name}` }).click();
    const dialog = p.getByRole('dialog', { name: `Upravit údaje firmy: ${listings.rejected.name}` });
    await dialog.waitFor();
    await dialog.getByLabel('Telefon').fill('12');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await poll(() => dialog.getByText('Zadejte platné telefonní číslo').count()).toBe(1);
    expect(await dialog.getByLabel('Telefon').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Telefon').fill('+420 606 123 456');
    await dialog.getByLabel('Název firmy').fill('Salon Opravený Zápis');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => notice(p)).toBe('Údaje firmy „Salon Opravený Zápis“ jsou uložené.');
    expect(await stored(listings.rejected.id)).toMatchObject({
      name: 'Salon Opravený Zápis',
      phone: '+420 606 123 456',
      status: 'rejected',
    });

    await p.getByTestId('listings-search').fill('opraveny zapis');
    await p.keyboard.press('Enter');
    await poll(() => p.getByTestId('listing-name').allTextContents()).toEqual(['Salon Opravený Zápis']);
    expect(await axeViolations(p, '[data-testid="listings-page"]', ['wcag2a', 'wcag2aa'])).toEqual([]);

    await p.getByTestId('listings-search').fill('takova-firma-neni');
    await p.keyboard.press('Enter');
    await poll(() => p.getByTestId('listings-empty').textContent()).toBe('Žádné zápisy neodpovídají filtru.');

    // the server fails: the error panel with the reason and 'Zkusit znovu'
    const listRoute = (u: URL) => u.pathname === '/api/admin/listings';
    await p.route(listRoute, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Databáze je dočasně nedostupná', code: 'unavailable' }),
      }),
    );
    await p.getByTestId('listings-refresh').click();
    await poll(() => p.getByTestId('listings-error').textContent()).toContain('Databáze je dočasně nedostupná');
    await p.unroute(listRoute);
    await p.getByTestId('listings-error-retry').click();
    await p.getByTestId('listings-empty').waitFor();
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });

  it('a verified business sees the link to its public profile', async () => {
    const p = await ownerPage('suspended');
    const banner = p.getByTestId('listing-state-banner');
    await poll(() => banner.getAttribute('data-state')).toBe('verified');
    expect(await banner.getByRole('heading').textContent()).toBe('Profil je ověřený a veřejný');
    await banner.getByRole('link', { name: 'Zobrazit veřejný profil' }).click();
    await p.waitForURL((url) => url.pathname === `/firma/${listings.suspended.slug}`);
    await poll(() => p.getByTestId('company-name').textContent()).toBe(listings.suspended.name);
    expect(pageErrors).toEqual([]);
    await p.context().close();
  });
});
