import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';

describe('web shell in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const env = { MARKETPLACE_DATA_DIR: tempDataDir() };

  beforeAll(async () => {
    for (const [role, email, name] of [
      ['admin', 'admin@example.cz', 'Alena Adminová'],
      ['customer', 'zakaznik@example.cz', 'Karel Zákazník'],
      ['company', 'firma@example.cz', 'Filip Firma'],
    ]) {
      const res = await runCli(['users', 'create', '--email', email, '--password', PASSWORD, '--role', role, '--name', name], env);
      expect(res.exitCode, res.stderr).toBe(0);
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function page(): Promise<Page> {
    const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    return p;
  }

  async function logIn(p: Page, email: string) {
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
    await p.getByRole('button', { name: 'Přihlásit se' }).click();
  }

  it('renders the home page with header, search and footer cities from the API', async () => {
    const p = await page();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(`${server.url}/`);
    await expect.poll(() => p.locator('header').count()).toBeGreaterThan(0);
    await p.getByRole('contentinfo').getByRole('link', { name: 'Praha' }).waitFor();
    expect(await p.getByRole('contentinfo').getByRole('link', { name: 'Praha' }).getAttribute('href')).toBe('/praha');
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('sends an anonymous visitor of /admin to the login page, and an admin lands on /admin after login', async () => {
    const p = await page();
    await p.goto(`${server.url}/admin`);
    await p.waitForURL('**/prihlaseni');
    await logIn(p, 'admin@example.cz');
    await p.waitForURL((url) => url.pathname === '/admin');
    await p.getByRole('button', { name: 'Odhlásit se' }).waitFor();
    await p.getByText('Alena Adminová').first().waitFor();
    await p.getByRole('link', { name: 'Webhosting' }).waitFor();
    await p.context().close();
  });

  it('lands a customer on /klient and a company on /firma, and sends a customer away from /admin', async () => {
    const p = await page();
    await p.goto(`${server.url}/prihlaseni`);
    await logIn(p, 'zakaznik@example.cz');
    await p.waitForURL((url) => url.pathname === '/klient');
    await p.goto(`${server.url}/admin`);
    await p.waitForURL((url) => url.pathname === '/klient');
    await p.context().close();

    const q = await page();
    await q.goto(`${server.url}/prihlaseni`);
    await logIn(q, 'firma@example.cz');
    await q.waitForURL((url) => url.pathname === '/firma');
    await q.context().close();
  });

  it('shows the Czech error for wrong credentials', async () => {
    const p = await page();
    await p.goto(`${server.url}/prihlaseni`);
    await p.getByLabel('Email').fill('admin@example.cz');
    await p.getByLabel('Heslo', { exact: true }).fill('spatne-heslo');
    await p.getByRole('button', { name: 'Přihlásit se' }).click();
    await p.getByText('Neplatné přihlašovací údaje').waitFor();
    expect(new URL(p.url()).pathname).toBe('/prihlaseni');
    await p.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const p = await page();
    await p.goto(`${server.url}/tohle/neexistuje`);
    await p.getByText('Je nám líto, ale požadovaná stránka nebyla nalezena.').waitFor();
    for (const href of ['/', '/search', '/mesta', '/katalog', '/registrace']) {
      expect(await p.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await p.context().close();
  });
});
