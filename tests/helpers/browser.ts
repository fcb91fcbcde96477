import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../../src/db/index.js';

/**
 * The features Playwright (1.65) switches off in every Chromium it launches. Chromium reads only the last
 * `--disable-features` of its command line, so ours must repeat them (tests/unit/browser-flags.test.ts
 * checks this list against the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's own address-bar popups, pages of its user interface that headless Chromium still loads into a
 * renderer of their own for every window (one a browser context): switched off, the browser tests' Chromium
 * spends a quarter less CPU (tests/browser/admin-companies: 52 s instead of 71 s of Chromium's CPU).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
      ...extraArgs,
    ],
  });
}

/** Runs `fn` on the embedded SQLite database of a `marketplace serve` data dir, closing it after. */
export function serveDatabase(dataDir: string) {
  const filename = path.join(dataDir, 'marketplace.sqlite');
  return async <T>(fn: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> => {
    const db = openDatabase({ client: 'sqlite', filename, embedded: true });
    try {
      return await fn(db);
    } finally {
      await db.destroy();
    }
  };
}

/**
 * A page in a context of its own, in Czech and in `timezoneId` (Prague unless told), waiting `timeout`
 * ms at most for each step; errors thrown in the page are pushed to `errors` when given. `at`: the page's
 * clock starts at that instant and goes on (Playwright's clock), as a server started `at` it (tests/helpers/cli.ts).
 */
export async function newCzechPage(
  browser: Browser,
  options: { timezoneId?: string; timeout?: number; errors?: string[]; at?: Date } = {},
): Promise<Page> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: options.timezoneId ?? 'Europe/Prague' });
  if (options.at) await context.clock.install({ time: options.at });
  const page = await context.newPage();
  page.setDefaultTimeout(options.timeout ?? 15_000);
  if (options.errors) page.on('pageerror', (e) => options.errors!.push(e.message));
  return page;
}

/** Logs in through the login form of the server at `baseUrl`, then waits until the page has left it (for `home`, when given). */
export async function logIn(page: Page, baseUrl: string, email: string, password: string, home?: string) {
  await page.goto(`${baseUrl}/prihlaseni`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => (home ? url.pathname === home : url.pathname !== '/prihlaseni'));
}
