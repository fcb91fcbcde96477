import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/core/accounts/two-factor/totp.js';
import { axeViolations as axeOn } from '../helpers/admin-browser.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'dvoufazove.admin@example.cz';
const SECOND = 'druhy.admin@example.cz';

/**
 * In Chromium against the real `marketplace serve` (jobs off): an admin switches two-factor
 * authentication on in Nastavení › Zabezpečení (the key as text, confirmed by a code, the recovery codes),
 * then signs in with the password and a recovery code; with two-factor required, another admin enrols at
 * login (the key of that login, its first code, the recovery codes) before the session; the analytics 'plausible' tab frames the
 * external dashboard of MARKETPLACE_ANALYTICS_DASHBOARD_URL (a page on loopback); registration switched
 * off closes the registration pages. Axe on each.
 */
describe('Two-factor sign-in, the framed analytics dashboard and registration off in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let dashboard: Server;
  let dashboardUrl = '';
  const errors: string[] = [];
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    dashboard = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="cs"><title>Přehled</title><main><h1>Externí přehled návštěvnosti</h1></main></html>');
    });
    await new Promise<void>((resolve) => dashboard.listen(port, '127.0.0.1', resolve));
    dashboardUrl = `http://127.0.0.1:${port}/share/marketplace`;
    const env = { MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_ANALYTICS_DASHBOARD_URL: dashboardUrl };
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Dana Dvoufázová'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    const second = await runCli(
      ['users', 'create', '--email', SECOND, '--password', PASSWORD, '--role', 'admin', '--name', 'Dita Druhá'],
      env,
    );
    expect(second.exitCode, second.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => dashboard?.close(resolve));
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });

  const axeViolations = (selector: string) => axeOn(page, selector);

  it("frames the external dashboard in the analytics 'plausible' tab, with the default country", async () => {
    await page.goto(`${server.url}/admin/analytics`);
    await page.getByTestId('web-analytics-tab-plausible').click();
    const frame = page.getByTestId('web-analytics-plausible');
    await poll(() => frame.getAttribute('src')).toBe(`${dashboardUrl}?country=CZ`);
    await poll(() => page.frameLocator('[data-testid="web-analytics-plausible"]').getByRole('heading').textContent()).toBe(
      'Externí přehled návštěvnosti',
    );
    expect(await axeViolations('main')).toEqual([]);
  });

  it('switches two-factor on in the settings, then signs in with the password and a recovery code', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByTestId('settings-tab-security').click();
    await poll(() => page.getByTestId('settings-2fa-state').textContent()).toBe('Dvoufázové ověření je vypnuté.');
    await page.getByTestId('settings-2fa-start').click();
    const secret = (await page.getByTestId('two-factor-secret-key').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByTestId('two-factor-uri').getAttribute('href')).toContain(`secret=${secret}`);
    // the same link drawn as a QR code to scan
    await poll(() => page.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(await axeViolations('[data-testid="settings-2fa"]')).toEqual([]);
    await page.getByTestId('settings-2fa-code').fill(totpCode(secret, new Date()));
    await page.getByTestId('settings-2fa-confirm').click();
    await poll(() => page.getByTestId('two-factor-recovery').locator('code').count()).toBe(10);
    const recovery = (await page.getByTestId('two-factor-recovery').locator('code').first().textContent())!;
    await poll(() => page.getByTestId('settings-2fa-state').textContent()).toBe(
      'Dvoufázové ověření je zapnuté. Zbývající záložní kódy: 10.',
    );

    await page.getByTestId('admin-logout').click();
    await page.goto(`${server.url}/prihlaseni`);
    await page.getByTestId('login-email').fill(ADMIN);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await poll(() => page.getByTestId('two-factor-form').isVisible()).toBe(true);
    expect(await axeViolations('.auth-card')).toEqual([]);
    await page.getByTestId('two-factor-code').fill('000000');
    await page.getByTestId('two-factor-submit').click();
    await poll(() => page.getByTestId('two-factor-error').textContent()).toBe('Neplatný ověřovací kód');
    await page.getByTestId('two-factor-code').fill(recovery);
    await page.getByTestId('two-factor-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    expect(errors).toEqual([]);
  });

  it('makes another admin enrol at login when two-factor is required: the key, its first code, the recovery codes, then the session', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByTestId('settings-tab-security').click();
    const required = page.getByTestId('settings-security-twoFactorAuth');
    await poll(() => required.isVisible()).toBe(true);
    await required.check();
    await page.getByTestId('settings-security-save').click();
    await poll(() => page.getByTestId('settings-security-notice-success').count()).toBe(1);

    await page.getByTestId('admin-logout').click();
    await page.goto(`${server.url}/prihlaseni`);
    await page.getByTestId('login-email').fill(SECOND);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    const key = page.getByTestId('two-factor-secret-key');
    await poll(() => key.getAttribute('data-secret')).toMatch(/^[A-Z2-7]{32}$/);
    const secret = (await key.getAttribute('data-secret'))!;
    await page.getByTestId('two-factor-code').fill('000000');
    await page.getByTestId('two-factor-submit').click();
    await poll(() => page.getByTestId('two-factor-error').textContent()).toBe('Neplatný ověřovací kód');
    await page.getByTestId('two-factor-code').fill(totpCode(secret, new Date()));
    await page.getByTestId('two-factor-submit').click();
    await poll(() => page.getByTestId('two-factor-enrolled').locator('code').count()).toBe(10);
    expect(await axeViolations('.auth-card')).toEqual([]);
    await page.getByTestId('two-factor-continue').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto(`${server.url}/admin/settings`);
    await page.getByTestId('settings-tab-security').click();
    await poll(() => page.getByTestId('settings-2fa-state').textContent()).toBe(
      'Dvoufázové ověření je zapnuté. Zbývající záložní kódy: 10.',
    );
    expect(errors).toEqual([]);
  });

  it('switches registration off in Nastavení › Obecné: the registration pages say it is closed', async () => {
    await page.goto(`${server.url}/admin/settings`);
    const registration = page.getByTestId('settings-general-registrationEnabled');
    await poll(() => registration.isChecked()).toBe(true);
    await registration.uncheck();
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByTestId('settings-general-notice-success').count()).toBe(1);
    for (const path of ['/registrace', '/registrace-firmy']) {
      await page.goto(`${server.url}${path}`);
      await poll(() => page.getByTestId('registration-closed').textContent()).toContain('Registrace je momentálně uzavřená.');
      expect(await axeViolations('main')).toEqual([]);
    }
    await page.goto(`${server.url}/admin/settings`);
    await poll(() => registration.isChecked()).toBe(false);
    await registration.check();
    await page.getByTestId('settings-general-save').click();
    await poll(() => page.getByTestId('settings-general-notice-success').count()).toBe(1);
    await page.goto(`${server.url}/registrace`);
    await poll(() => page.getByTestId('register-form').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
