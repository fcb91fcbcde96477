import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newCzechPage } from '../helpers/browser.js';
import { startServe, tempDataDir } from '../helpers/cli.js';
import { startSocialProviders } from '../helpers/oauth-setup.js';
import { freePort } from '../helpers/postgres-cluster.js';

/**
 * Social sign-in in Chromium against the real `marketplace serve`, with Google configured to a real
 * OpenID provider on loopback; a second `serve` with no provider configured.
 */
describe('social sign-in in Chromium', () => {
  let browser: Browser;
  let outside: Awaited<ReturnType<typeof startSocialProviders>>;
  let server: Awaited<ReturnType<typeof startServe>>;
  let bare: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    outside = await startSocialProviders();
    const { MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID, MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET, MARKETPLACE_OAUTH_GOOGLE_ISSUER } = outside.env;
    const google = { MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID, MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET, MARKETPLACE_OAUTH_GOOGLE_ISSUER };
    [server, bare] = await Promise.all([
      startServe(['--port', String(outside.appPort), '--host', '127.0.0.1', '--no-jobs'], {
        MARKETPLACE_DATA_DIR: tempDataDir(),
        ...google,
      }),
      startServe(['--port', String(await freePort()), '--no-jobs'], { MARKETPLACE_DATA_DIR: tempDataDir() }),
    ]);
    expect(server.url).toBe(outside.appUrl);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await bare?.stop();
    await outside?.close();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

  /** The login page once its provider list has arrived and rendered. */
  async function openLogin(p: Page, baseUrl: string, query = '') {
    await Promise.all([p.waitForResponse((r) => r.url().includes('/api/auth/oauth/providers')), p.goto(`${baseUrl}/prihlaseni${query}`)]);
    await p.getByTestId('login-submit').waitFor();
    // two frames: React has rendered what the answer asked for
    await p.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  }

  const fieldsUntouched = async (p: Page) => {
    expect(await p.getByTestId('login-email').getAttribute('aria-invalid')).toBeNull();
    expect(await p.getByTestId('login-password').getAttribute('aria-invalid')).toBeNull();
    expect(await p.locator('input:user-invalid').count()).toBe(0);
  };

  it('shows only the configured provider, leaves the fields untouched on a click, and lands logged in on the phone completion', async () => {
    const email = 'gabriela.googlova@example.cz';
    outside.oidc.accounts.set(email, { sub: 'browser-g-1', email, email_verified: true, given_name: 'Gabriela', family_name: 'Googlová' });
    const p = await newCzechPage(browser);
    await openLogin(p, server.url);
    await p.getByTestId('social-google').waitFor();
    expect(await p.getByTestId('social-google').textContent()).toContain('Google');
    expect(await p.getByTestId('social-facebook').count()).toBe(0);
    expect(await p.getByTestId('social-apple').count()).toBe(0);
    expect(await p.getByTestId('social-google').getAttribute('type')).toBe('button');

    // the first way out answers 204 (the browser stays): the form the click left behind is untouched
    let asked: URL | undefined;
    await p.route('**/auth/oauth/google/start**', async (route) => {
      asked = new URL(route.request().url());
      await route.fulfill({ status: 204 });
    });
    await p.getByTestId('social-google').click();
    await poll(() => asked?.searchParams.get('next')).toBe('/dashboard');
    await poll(() => p.getByTestId('social-google').isEnabled()).toBe(false); // leaving for the provider
    await fieldsUntouched(p);
    expect(await p.getByTestId('login-error').textContent()).toBe('');
    await p.unroute('**/auth/oauth/google/start**');
    await p.reload();
    await p.getByTestId('social-google').click();

    // the provider's own login page, then back: logged in, the phone asked for first
    await p.waitForURL((url) => url.origin === outside.oidc.issuer && url.pathname.startsWith('/interaction/'));
    await p.locator('input[name="login"]').fill(email);
    await p.getByRole('button', { name: 'Sign in' }).click();
    const screen = p.getByTestId('profile-completion');
    // three redirects (provider, callback, hand-over page) and a code exchange: allow for a loaded machine,
    // and say where the browser stopped if it never gets there
    await screen.waitFor({ timeout: 45_000 }).catch(async (error: Error) => {
      throw new Error(`no profile completion; the browser is at ${p.url()}: ${(await p.locator('body').innerText()).slice(0, 300)}`, {
        cause: error,
      });
    });
    await poll(() => p.getByTestId('profile-email').textContent()).toBe(email);
    await poll(() => p.getByTestId('profile-name').textContent()).toBe('Gabriela Googlová');
    expect(new URL(p.url()).hash).toBe(''); // the hand-over code is gone from the address
    expect(await p.evaluate<string | null>("window.localStorage.getItem('marketplace.token')")).toMatch(/^[\w-]{43}$/);

    await p.getByTestId('profile-phone').pressSequentially('+420777222333');
    await p.getByTestId('profile-submit').click();
    await screen.waitFor({ state: 'detached' });
    await p.waitForURL((url) => url.pathname === '/klient');
    await poll(() => p.getByTestId('header-user-name').textContent()).toBe('Gabriela Googlová');
    await p.context().close();
  });

  it('comes back to the login page with the provider named when the sign-in is refused', async () => {
    const email = 'neovereny@example.cz';
    outside.oidc.accounts.set(email, { sub: 'browser-g-2', email, email_verified: false });
    const p = await newCzechPage(browser);
    await openLogin(p, server.url);
    await p.getByTestId('social-google').click();
    await p.waitForURL((url) => url.origin === outside.oidc.issuer);
    await p.locator('input[name="login"]').fill(email);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL((url) => url.origin === server.url && url.pathname === '/prihlaseni');
    await poll(() => p.getByTestId('login-error').textContent()).toBe('Přihlášení přes Google se nezdařilo');
    await fieldsUntouched(p);
    await p.context().close();
  });

  it('shows no social buttons when no provider is configured', async () => {
    const p = await newCzechPage(browser);
    await openLogin(p, bare.url);
    expect(await p.getByTestId('social-login').count()).toBe(0);
    expect(await p.locator('[data-testid^="social-"]').count()).toBe(0);
    await p.context().close();
  });
});
