import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { launchChromium, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OAUTH_EMAIL = 'olga.oauth@example.cz';

/**
 * Accounts of the public site in Chromium against the real `marketplace serve`: customer
 * registration, the two-step company registration and the phone completion of social sign-in accounts.
 */
describe('registration and profile completion in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };

  beforeAll(async () => {
    const res = await runCli(
      ['users', 'create', '--email', OAUTH_EMAIL, '--password', PASSWORD, '--role', 'customer', '--name', 'Olga Oauthová'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    // what a Google sign-in leaves behind: an account of another provider, without a phone
    const db = openDatabase({ client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true });
    try {
      expect(await db('users').where({ email: OAUTH_EMAIL }).update({ auth_provider: 'google', phone: null })).toBe(1);
    } finally {
      await db.destroy();
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const page = () => newCzechPage(browser);

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
  const text = (p: Page, testId: string) => p.getByTestId(testId).textContent();

  it('registers a customer: required fields, password rules, landing on /klient and a taken e-mail', async () => {
    const policy = (await (await fetch(`${server.url}/api/auth/password-policy`)).json()) as { minLength: number };
    const p = await page();
    await p.goto(`${server.url}/registrace`);
    const submit = p.getByTestId('register-submit');
    await submit.click();
    await poll(() => text(p, 'register-name-error')).toBe('Jméno je povinné');
    await poll(() => text(p, 'register-email-error')).toBe('Email je povinný');
    await poll(() => text(p, 'register-phone-error')).toBe('Telefon je povinný');
    await poll(() => text(p, 'register-password-error')).toBe('Heslo je povinné');
    await poll(() => p.getByLabel('Jméno a příjmení').getAttribute('aria-invalid')).toBe('true');
    await poll(() => new URL(p.url()).pathname).toBe('/registrace');

    const name = 'Radka Registrovaná';
    const email = 'radka.registrovana@example.cz';
    await p.getByLabel('Jméno a příjmení').fill(name);
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Telefon').fill('+420 777 111 222');
    await p.getByLabel('Heslo', { exact: true }).fill('kratke');
    await p.getByLabel('Potvrzení hesla').fill('kratke');
    await submit.click();
    await poll(() => text(p, 'register-password-error')).toBe(`Heslo musí mít alespoň ${policy.minLength} znaků`);
    await poll(() => p.getByTestId('register-name-error').count()).toBe(0);

    await p.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await p.getByLabel('Potvrzení hesla').fill(`${PASSWORD}x`);
    await submit.click();
    await poll(() => text(p, 'register-confirm-error')).toBe('Hesla se neshodují');
    await poll(() => p.getByTestId('register-password-error').count()).toBe(0);

    await p.getByLabel('Potvrzení hesla').fill(PASSWORD);
    await submit.click();
    await p.waitForURL((url) => url.pathname === '/klient');
    await poll(() => text(p, 'header-user-name')).toBe(name);
    await p.context().close();

    // the same e-mail once more, from another browser
    const q = await page();
    await q.goto(`${server.url}/registrace`);
    await q.getByLabel('Jméno a příjmení').fill('Jiná Radka');
    await q.getByLabel('Email').fill(email);
    await q.getByLabel('Telefon').fill('777 333 444');
    await q.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await q.getByLabel('Potvrzení hesla').fill(PASSWORD);
    await q.getByTestId('register-submit').click();
    await poll(() => text(q, 'register-email-error')).toBe('Tento email je již zaregistrován');
    await poll(() => text(q, 'register-error')).toBe('Registrace se nezdařila. Zkuste to znovu.');
    await poll(() => new URL(q.url()).pathname).toBe('/registrace');
    await poll(() => q.getByTestId('header-login-link').count()).toBe(1);
    await q.context().close();
  });

  it('registers a company in two steps and keeps the new listing unpublished', async () => {
    const p = await page();
    await p.goto(`${server.url}/registrace-firmy`);
    const stepTitle = p.getByTestId('company-reg-step-title');
    await poll(() => stepTitle.textContent()).toBe('Základní informace');

    // step 1
    await p.getByTestId('company-reg-next').click();
    await poll(() => text(p, 'company-reg-name-error')).toBe('Název firmy je povinný');
    await poll(() => text(p, 'company-reg-contact-error')).toBe('Kontaktní osoba je povinná');
    await poll(() => text(p, 'company-reg-email-error')).toBe('Email je povinný');
    await poll(() => text(p, 'company-reg-phone-error')).toBe('Telefon je povinný');
    await poll(() => text(p, 'company-reg-password-error')).toBe('Heslo je povinné');
    await poll(() => stepTitle.textContent()).toBe('Základní informace');

    const company = 'Salon Prohlížeč';
    const contact = 'Petra Prohlížečová';
    await p.getByLabel('Název firmy').fill(company);
    await p.getByLabel('Kontaktní osoba').fill(contact);
    await p.getByLabel('Email').fill('salon-prohlizec.example.cz');
    await p.getByLabel('Telefon').fill('+420 608 123 456');
    await p.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await p.getByLabel('Potvrzení hesla').fill('jine-heslo-42');
    await p.getByTestId('company-reg-next').click();
    await poll(() => text(p, 'company-reg-email-error')).toBe('Neplatný email');
    await poll(() => text(p, 'company-reg-confirm-error')).toBe('Hesla se neshodují');
    await poll(() => p.getByTestId('company-reg-name-error').count()).toBe(0);

    const email = 'salon@prohlizec.example.cz';
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Potvrzení hesla').fill(PASSWORD);
    await p.getByTestId('company-reg-next').click();
    await poll(() => stepTitle.textContent()).toBe('Informace o firmě');
    await poll(() => p.getByTestId('company-reg-email').count()).toBe(0);

    // step 2
    const submit = p.getByTestId('company-reg-submit');
    await poll(() => submit.textContent()).toBe('Dokončit registraci');
    await submit.click();
    await poll(() => text(p, 'company-reg-category-error')).toBe('Kategorie je povinná');
    await poll(() => text(p, 'company-reg-subcategory-error')).toBe('Podkategorie je povinná');
    await poll(() => text(p, 'company-reg-city-error')).toBe('Město je povinné');
    await poll(() => text(p, 'company-reg-address-error')).toBe('Adresa je povinná');
    await poll(() => text(p, 'company-reg-description-error')).toBe('Popis je povinný');
    await poll(() => p.getByTestId('company-reg-website-error').count()).toBe(0);

    const category = p.getByTestId('company-reg-category');
    const subcategory = p.getByTestId('company-reg-subcategory');
    await poll(() => subcategory.isDisabled()).toBe(true);
    await category.selectOption('krasa');
    await poll(() => subcategory.isDisabled()).toBe(false);
    await subcategory.selectOption('kadernictvi');
    await poll(() => subcategory.inputValue()).toBe('kadernictvi');
    await category.selectOption('wellness');
    await poll(() => subcategory.inputValue()).toBe('');
    const subcategoryValues = async () =>
      (await subcategory.locator('option').evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value))).filter(
        Boolean,
      );
    await poll(subcategoryValues).not.toContain('kadernictvi');
    await poll(async () => (await subcategoryValues()).length).toBeGreaterThan(0);
    await category.selectOption('krasa');
    await subcategory.selectOption('kadernictvi');
    await p.getByTestId('company-reg-city').selectOption('Brno');
    await p.getByLabel('Adresa').fill('Masarykova 1');
    await p.getByLabel('Popis firmy').fill('Kadeřnictví v centru Brna, registrované testem v prohlížeči.');
    await p.getByLabel('Webové stránky (volitelné)').fill('https://prohlizec.example.cz');

    // back to step 1: the values are kept, and so are the ones of step 2
    // (a click landing while step 2 re-renders its city list can be lost under load: clicked again until step 1 shows)
    await poll(async () => {
      const title = await stepTitle.textContent();
      if (title !== 'Základní informace')
        await p
          .getByTestId('company-reg-back')
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      return title;
    }).toBe('Základní informace');
    await poll(() => p.getByLabel('Název firmy').inputValue()).toBe(company);
    await poll(() => p.getByLabel('Kontaktní osoba').inputValue()).toBe(contact);
    await poll(() => p.getByLabel('Email').inputValue()).toBe(email);
    await p.getByTestId('company-reg-next').click();
    await poll(() => stepTitle.textContent()).toBe('Informace o firmě');
    await poll(() => subcategory.inputValue()).toBe('kadernictvi');
    await poll(() => p.getByLabel('Adresa').inputValue()).toBe('Masarykova 1');

    // submit: the request is held until the busy state has been seen
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/api/companies/register', async (route) => {
      await held;
      await route.continue();
    });
    const answer = p.waitForResponse((response) => response.url().includes('/api/companies/register'));
    await submit.click();
    await poll(() => submit.textContent()).toBe('Registruji firmu...');
    await poll(() => submit.isDisabled()).toBe(true);
    release();
    const body = (await (await answer).json()) as { success: boolean; company: { slug: string; status: string } };
    expect(body.success).toBe(true);
    await p.waitForURL((url) => url.pathname === '/firma');
    // logged in, in the salon dashboard of the new company
    await poll(() => text(p, 'salon-user-name')).toBe(contact);

    // the listing waits for verification: not public yet
    expect(body.company.status).toBe('unverified');
    expect((await fetch(`${server.url}/api/companies/${encodeURIComponent(body.company.slug)}`)).status).toBe(404);
    await p.context().close();
  });

  it('asks a social sign-in account without a phone for one, and then lets it in', async () => {
    const p = await page();
    await p.goto(`${server.url}/prihlaseni`);
    await p.getByLabel('Email').fill(OAUTH_EMAIL);
    await p.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await p.getByRole('button', { name: 'Přihlásit se' }).click();

    const screen = p.getByTestId('profile-completion');
    await screen.waitFor();
    await poll(() => p.locator('header').count()).toBe(0); // the screen stands in for the whole page
    await poll(() => text(p, 'profile-name')).toBe('Olga Oauthová');
    await poll(() => text(p, 'profile-email')).toBe(OAUTH_EMAIL);
    const phone = p.getByTestId('profile-phone');
    const submit = p.getByTestId('profile-submit');
    await poll(() => submit.isDisabled()).toBe(true);

    await phone.pressSequentially('12345');
    await poll(() => phone.inputValue()).toBe('123 45');
    await submit.click();
    await poll(() => text(p, 'profile-phone-error')).toBe('Zadejte platné telefonní číslo');
    await screen.waitFor();

    await phone.fill('');
    await phone.pressSequentially('777123456');
    await poll(() => phone.inputValue()).toBe('777 123 456');
    await phone.fill('');
    await phone.pressSequentially('+420777123456');
    await poll(() => phone.inputValue()).toBe('+420 777 123 456');
    await phone.pressSequentially('99999');
    await poll(() => phone.inputValue()).toBe('+420 777 123 456'); // at most 17 characters
    await submit.click();
    await screen.waitFor({ state: 'detached' });
    await p.waitForURL((url) => url.pathname === '/klient');
    await poll(() => text(p, 'header-user-name')).toBe('Olga Oauthová');

    await p.reload();
    await poll(() => text(p, 'header-user-name')).toBe('Olga Oauthová');
    await poll(() => screen.count()).toBe(0);
    await p.context().close();
  });
});
