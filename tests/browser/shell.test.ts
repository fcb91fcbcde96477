import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';

describe('web shell in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const env = { MARKETPLACE_DATA_DIR: tempDataDir() };

  beforeAll(async () => {
    // serve seeds the demo on first start; the company account manages one of its listings
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    const listings = await runCli(['listings', 'list', '--state', 'verified', '--limit', '1', '--json'], env);
    expect(listings.exitCode, listings.stderr).toBe(0);
    const listingId = String(JSON.parse(listings.stdout)[0].id);
    for (const [role, email, name, ...extra] of [
      ['admin', 'admin@example.cz', 'Alena Adminová'],
      ['customer', 'zakaznik@example.cz', 'Karel Zákazník'],
      ['company', 'firma@example.cz', 'Filip Firma', '--company', listingId],
    ]) {
      const res = await runCli(
        ['users', 'create', '--email', email!, '--password', PASSWORD, '--role', role!, '--name', name!, ...extra],
        env,
      );
      expect(res.exitCode, res.stderr).toBe(0);
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const page = () => newCzechPage(browser);
  const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });

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
    await poll(() => p.getByRole('contentinfo').getByRole('link', { name: 'Praha' }).getAttribute('href')).toBe('/praha');
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
    // an address under a section that names no screen is not found (every section is built), inside the shell
    for (const path of ['/admin/webhosting/x', '/admin/neexistuje']) {
      await p.goto(`${server.url}${path}`);
      await poll(() => p.getByTestId('admin-not-found').textContent(), path).toContain('Sekce administrace nenalezena.');
      expect(await p.getByText('Připravujeme').count()).toBe(0);
    }
    await p.getByRole('link', { name: 'Zpět do administrace' }).click();
    await p.waitForURL((url) => url.pathname === '/admin');
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
    await poll(() => new URL(p.url()).pathname).toBe('/prihlaseni');
    await p.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const p = await page();
    await p.goto(`${server.url}/tohle/neexistuje`);
    await p.getByText('Je nám líto, ale požadovaná stránka nebyla nalezena.').waitFor();
    for (const href of ['/', '/search', '/mesta', '/katalog', '/registrace']) {
      await poll(() => p.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await p.context().close();
  });

  it('has a login page with a live clock, show/hide password and no social buttons when no provider is configured', async () => {
    const p = await page();
    const providers = p.waitForResponse((r) => r.url().includes('/api/auth/oauth/providers'));
    await p.goto(`${server.url}/prihlaseni`);
    const clock = p.getByTestId('live-clock');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
    const password = p.getByLabel('Heslo', { exact: true });
    await poll(() => password.getAttribute('type')).toBe('password');
    await p.getByRole('button', { name: 'Zobrazit' }).click();
    await poll(() => password.getAttribute('type')).toBe('text');
    await p.getByRole('button', { name: 'Skrýt' }).click();
    await poll(() => password.getAttribute('type')).toBe('password');
    expect(await (await providers).json()).toEqual({ success: true, providers: [] });
    await poll(() => p.getByTestId('social-login').count()).toBe(0);
    await p.context().close();
  });

  it('switches the theme, keeps it after a reload, and follows the system in system mode', async () => {
    const p = await page();
    await p.emulateMedia({ colorScheme: 'light' });
    await p.goto(`${server.url}/`);
    const theme = () => p.locator('html').getAttribute('data-theme');
    await p.getByTestId('theme-dark').first().click();
    await poll(() => theme()).toBe('dark');
    await p.reload();
    await expect.poll(theme).toBe('dark');
    await p.getByTestId('theme-system').first().click();
    await poll(() => theme()).toBe('light');
    await p.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(theme).toBe('dark');
    await p.context().close();
  });

  it('shows the footer error text when the cities cannot be loaded', async () => {
    const p = await page();
    await p.route('**/api/cities**', (route) => route.fulfill({ status: 500, body: '{"success":false}' }));
    await p.goto(`${server.url}/`);
    await p.getByRole('contentinfo').getByText('Města nedostupná').waitFor();
    await p.context().close();
  });

  it('opens the mobile menu on a small screen and serves the Slovak edition in Slovak', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const p = await context.newPage();
    await p.goto(`${server.url}/?country=SK`);
    const toggle = p.getByTestId('menu-toggle');
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await p.getByTestId('mobile-menu').getByRole('link', { name: 'Prihlásiť sa' }).waitFor();
    await p.getByRole('contentinfo').getByRole('link', { name: 'Bratislava' }).waitFor();
    await context.close();
  });

  it('shows the crash screen when rendering fails, with details only on a local host or with debug=1', async () => {
    const port = new URL(server.url).port;
    const remote = await launchChromium(['--host-resolver-rules=MAP firmy.test 127.0.0.1']);
    try {
      const p = await remote.newPage();
      // a broken answer makes the app fail while rendering
      await p.route('**/api/edition**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"edition":null,"editions":null}' }),
      );
      await p.goto(`http://firmy.test:${port}/`);
      const crash = p.getByTestId('crash-screen');
      await crash.waitFor();
      await crash.getByRole('button', { name: 'Obnovit stránku' }).waitFor();
      await poll(() => crash.locator('pre').count()).toBe(0); // no details on a public host
      await crash.getByRole('button', { name: /podrobnosti/i }).click();
      await p.waitForURL((url) => url.searchParams.get('debug') === '1');
      await p.getByTestId('crash-screen').locator('pre').first().waitFor();

      const local = await browser.newPage();
      await local.route('**/api/edition**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"edition":null}' }),
      );
      await local.goto(`${server.url}/`);
      await local.getByTestId('crash-screen').locator('pre').first().waitFor(); // local host: details shown
      await local.close();
    } finally {
      await remote.close();
    }
  });
});
