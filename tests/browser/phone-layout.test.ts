import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, serveDatabase } from '../helpers/browser.js';
import { PINNED_AT, runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.telefonu@example.cz', name: 'Petra Telefonní' };
const PHONE = { width: 390, height: 844 };

/** A screen to open as a role's demo account (null: logged out) and the element that proves it has rendered. */
interface Screen {
  role: 'admin' | 'company' | null;
  path: string;
  ready: string;
}

/** Screens with wide content (tables, charts' tables for screen readers, cards, a long button). */
const WIDE_SCREENS: readonly Screen[] = [
  { role: 'company', path: '/firma?sekce=marketing', ready: 'promotions-table' },
  { role: 'company', path: '/firma?sekce=kampane', ready: 'featured-campaigns' },
  { role: 'company', path: '/firma?sekce=finance', ready: 'finance-chart-table' },
  { role: 'admin', path: '/admin/webserver', ready: 'webserver-updated' },
  { role: 'admin', path: '/admin/email?tab=notifications', ready: 'notifications-panel-mark-all' },
  { role: 'admin', path: '/admin/email?tab=analytics', ready: 'center-card-unread' },
  { role: 'admin', path: '/admin/email-analytics', ready: 'email-analytics-trend-table' },
  { role: 'admin', path: '/admin/analytics', ready: 'web-analytics-chart-table' },
];

/** The narrowest phone (the reflow width of WCAG 1.4.10), and screens whose forms, tabs and header once widened it. */
const NARROWEST = { width: 320, height: 740 };
const NARROW_SCREENS: readonly Screen[] = [
  { role: null, path: '/search?q=kadernictvi', ready: 'search-results' },
  { role: null, path: '/katalog/krasa', ready: 'category-companies' },
  { role: 'admin', path: '/admin/settings', ready: 'settings-general' },
  { role: 'admin', path: '/admin/social', ready: 'social-create-form' },
  { role: 'admin', path: '/admin?tab=analytics', ready: 'companies-analytics' },
  { role: 'admin', path: '/admin/email', ready: 'mail-folder-drafts' },
  { role: 'admin', path: '/admin/templates', ready: 'admin-logout' },
];

/**
 * The home page and the salon settings on a 390 px phone in Chromium against the real `marketplace serve`
 * (demo data): nothing wider than the screen, side padding, a bounded page height, the photo hint not
 * covered by the description box and the opening hours titled once; the wide screens of the salon
 * dashboard and the back office (demo accounts) no wider than the screen, nor the public lists and
 * the back office on a 320 px one.
 */
describe('phone layout (390 px) in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  /** the demo, the server and the pages on a clock from PINNED_AT: Finance's month has its figures on any day the test runs */
  const pinned = { at: PINNED_AT };

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env, pinned);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    const companyId = await withDb(async (db) =>
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
      pinned,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env, pinned);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
  async function phonePage(errors: string[], viewport = PHONE): Promise<Page> {
    const context = await browser.newContext({
      locale: 'cs-CZ',
      timezoneId: 'Europe/Prague',
      viewport,
      isMobile: true,
      hasTouch: true,
    });
    await context.clock.install({ time: PINNED_AT });
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    p.on('pageerror', (e) => errors.push(e.message));
    return p;
  }

  it('shows the home page within the screen, with side padding and a compact category grid', async () => {
    const errors: string[] = [];
    const p = await phonePage(errors);
    await p.goto(`${server.url}/`);
    // rendered: the categories and the featured companies have arrived
    await poll(() => p.getByTestId('category-grid').locator('li').count()).toBeGreaterThan(4);
    await poll(() => p.getByTestId('featured-companies').getByTestId('company-card').count()).toBeGreaterThan(0);

    await poll(() => p.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    // the content keeps a margin on both sides of the screen
    const box = await p.getByTestId('category-grid').boundingBox();
    expect(box!.x).toBeGreaterThan(0);
    expect(box!.x + box!.width).toBeLessThan(PHONE.width);
    await poll(() =>
      p.evaluate<number>(
        `parseFloat(getComputedStyle(document.querySelector('[data-testid="category-grid"]').closest('.container')).paddingLeft)`,
      ),
    ).toBeGreaterThan(0);
    // two tiles a row, and the whole page a few screens high (it was 9 200 px)
    const tiles = p.getByTestId('category-grid').locator('li');
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(first!.height).toBeLessThan(100);
    await poll(() => p.evaluate<number>('document.documentElement.scrollHeight')).toBeLessThan(5000);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  /**
   * Opens each screen in a page of `viewport` (one page per role, logged in as the demo's account of
   * that role: `marketplace demo accounts`), waits for the element that proves it has rendered, and
   * answers those wider than the screen.
   */
  async function widerThanScreen(screens: readonly Screen[], viewport: typeof PHONE, errors: string[]): Promise<string[]> {
    const accounts = await runCli(['demo', 'accounts', '--json'], env, pinned);
    expect(accounts.exitCode, accounts.stderr).toBe(0);
    const demo = (JSON.parse(accounts.stdout) as { accounts: Array<{ role: string; email: string; password: string }> }).accounts;
    const wider: string[] = [];
    for (const role of new Set(screens.map((s) => s.role))) {
      const p = await phonePage(errors, viewport);
      const account = demo.find((a) => a.role === role);
      if (account) await logIn(p, server.url, account.email, account.password);
      for (const screen of screens.filter((s) => s.role === role)) {
        await p.goto(`${server.url}${screen.path}`);
        await p.getByTestId(screen.ready).first().waitFor({ state: 'attached' });
        const width = await p.evaluate<number>('document.documentElement.scrollWidth');
        if (width > viewport.width) wider.push(`${screen.path}: ${width} px`);
      }
      await p.context().close();
    }
    return wider;
  }

  it('keeps the wide screens of /firma and /admin within the screen (their tables scroll in their frames)', async () => {
    const errors: string[] = [];
    expect(await widerThanScreen(WIDE_SCREENS, PHONE, errors)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the public lists and the back office within a 320 px screen', async () => {
    const errors: string[] = [];
    expect(await widerThanScreen(NARROW_SCREENS, NARROWEST, errors)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the photo hint of the salon settings uncovered and the opening hours titled once', async () => {
    const errors: string[] = [];
    const p = await phonePage(errors);
    await logIn(p, server.url, OWNER.email, PASSWORD, '/firma');
    await p.goto(`${server.url}/firma?sekce=nastaveni`);
    const photos = p.locator('section[aria-labelledby="photos-title"]');
    const hint = photos.locator('.field-hint');
    const alt = photos.getByLabel('Popis fotografie', { exact: true });
    await hint.waitFor();
    await alt.waitFor();

    // the hint's box and the description textbox do not overlap, and the hint is not clipped
    const overlap = async () => {
      const [a, b] = [await hint.boundingBox(), await alt.boundingBox()];
      if (!a || !b) return 'missing';
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      return apart ? 'apart' : 'overlapping';
    };
    await poll(overlap).toBe('apart');
    await poll(() =>
      p.evaluate<boolean>(
        `(() => { const el = document.querySelector('section[aria-labelledby="photos-title"] .field-hint'); return el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight; })()`,
      ),
    ).toBe(true);
    await poll(() => p.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    // 'Otevírací doba' is shown once: as the section's heading (the form's legend is for screen readers only)
    await poll(() => p.getByRole('heading', { name: 'Otevírací doba', exact: true }).count()).toBe(1);
    const shown = () =>
      p.evaluate<number>(`[...document.querySelectorAll('main *')].filter((el) => {
      if (el.textContent.trim() !== 'Otevírací doba' || [...el.children].some((c) => c.textContent.trim() === 'Otevírací doba')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    }).length`);
    await poll(shown).toBe(1);
    expect(errors).toEqual([]);
    await p.context().close();
  });
});
