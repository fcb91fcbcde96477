import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn, newCzechPage } from './browser.js';
import { runCli } from './cli.js';
import { openSalonSession, type SalonSession } from './salon-browser.js';

/**
 * Times the back office's screens in Chromium: from a navigation (a page load, or a click on the
 * sidebar) to the first row of the screen's data being visible. Shared by
 * tests/browser/back-office-timing.test.ts and bench/back-office.ts.
 */

/** The elements the screen before rendered are marked stale before a navigation: only the new screen's rows count. */
const fresh = (data: string) => `#main ${data}:not([data-stale], [data-stale] *)`;

export interface AdminScreen {
  path: string;
  /** the API call the screen shows first (its answer time is the baseline), where it is one */
  api: string | null;
  /** what "the data is shown" means on the screen: the first row, item or card of its data in the demo */
  data: string;
}

/** The admin screens as the sidebar opens them, with the API call each shows first. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin', api: null, data: '[data-testid=company-row]' },
  { path: '/admin/listings', api: '/admin/listings?page=1&limit=25', data: '[data-testid=listing-row]' },
  { path: '/admin/web-projects', api: '/web_projects?page=1', data: '[data-testid=web-project-row]' },
  { path: '/admin/webhosting', api: '/webhosting_projects?page=1', data: '[data-testid=hosting-row]' },
  { path: '/admin/analytics', api: '/analytics?period=30d', data: '[data-testid=web-analytics-totalPageViews-value]' },
  { path: '/admin/webserver', api: null, data: '[data-testid=webserver-card-cpu-value]' },
  { path: '/admin/tasks', api: null, data: '[data-testid=task-card]' },
  { path: '/admin/eshop', api: null, data: '[data-testid=eshop-product-row]' },
  { path: '/admin/social', api: null, data: '[data-testid^=social-cart-item-]' },
];

export interface SalonScreen {
  section: string;
  api: string | null;
  data: string;
}

/** The salon sections, with the API call each shows first where it is one. */
export const SALON_SCREENS: readonly SalonScreen[] = [
  { section: 'nastenka', api: '/company/dashboard', data: '[data-testid=today-bookings] [data-testid^=booking-]' },
  { section: 'rezervace', api: null, data: '[data-testid=reservations-table] tbody tr' },
  { section: 'klienti', api: '/company/clients?page=1&limit=25', data: '[data-testid=clients-table] tbody tr' },
  { section: 'sluzby', api: null, data: '[data-testid=services-list] li' },
  { section: 'zamestnanci', api: '/company/employees', data: '[data-testid=employees-list] li' },
  { section: 'marketing', api: '/company/promotions?limit=100', data: '[data-testid=promotions-table] tbody tr' },
  { section: 'pobocky', api: '/company/branches', data: '[data-testid=branches-list] li' },
  { section: 'finance', api: null, data: '[data-testid=finance-card-total-value]' },
  { section: 'reporty', api: null, data: '[data-testid=report-row]' },
];

/** Milliseconds from `navigate` starting to the first row of the screen's data being visible. */
export async function msToFirstRow(page: Page, data: string, navigate: () => Promise<unknown>): Promise<number> {
  await page.evaluate("document.querySelectorAll('#main > *').forEach((element) => element.setAttribute('data-stale', ''))");
  const started = performance.now();
  await navigate();
  await page.locator(fresh(data)).first().waitFor({ state: 'visible', timeout: 30_000 });
  return Math.round(performance.now() - started);
}

/** The first rows' times of every admin screen: /admin loaded, then each other screen by its sidebar link. */
export async function timeAdminScreens(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const screen of ADMIN_SCREENS) {
    times[screen.path] =
      screen.path === '/admin'
        ? await msToFirstRow(page, screen.data, () => page.goto(`${baseUrl}/admin`))
        : await msToFirstRow(page, screen.data, async () => {
            await page.getByTestId('admin-sidebar').locator(`a[href="${screen.path}"]`).click();
            await page.waitForURL((url) => url.pathname === screen.path);
          });
  }
  return times;
}

/** The first rows' times of every salon section: /firma loaded, then each other section by its sidebar button. */
export async function timeSalonScreens(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const { section, data } of SALON_SCREENS) {
    times[`/firma?sekce=${section}`] =
      section === 'nastenka'
        ? await msToFirstRow(page, data, () => page.goto(`${baseUrl}/firma`))
        : await msToFirstRow(page, data, async () => {
            await page.getByTestId(`salon-nav-${section}`).click();
            await page.waitForURL((url) => url.searchParams.get('sekce') === section);
          });
  }
  return times;
}

export interface BackOffice {
  session: SalonSession;
  /** logged in as the demo company's owner, on /firma */
  salonPage: Page;
  /** logged in as the admin, on /admin */
  adminPage: Page;
  /** Milliseconds one API call takes to answer, as the admin or as the owner. */
  apiMs(path: string, as: 'admin' | 'owner'): Promise<number>;
}

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'spravce.casy@example.cz';
const OWNER = 'majitel.casy@example.cz';

/** The demo (seeded), its business's owner and an admin, the real `marketplace serve`, and a page for each. */
export async function openBackOffice(): Promise<BackOffice> {
  const session = await openSalonSession({
    email: OWNER,
    password: PASSWORD,
    name: 'Marek Časový',
    prepare: async (env) => {
      const admin = await runCli(
        ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Správce'],
        env,
      );
      expect(admin.exitCode, admin.stderr).toBe(0);
    },
  });
  const adminPage = await newCzechPage(session.browser, { timeout: 30_000, errors: session.errors });
  await logIn(adminPage, session.server.url, ADMIN, PASSWORD, '/admin');
  const tokenOf = async (page: Page) => (await page.evaluate<string | null>("localStorage.getItem('marketplace.token')")) ?? '';
  const tokens = { admin: await tokenOf(adminPage), owner: await tokenOf(session.page) };
  return {
    session,
    salonPage: session.page,
    adminPage,
    async apiMs(path, as) {
      const started = performance.now();
      const response = await fetch(`${session.server.url}/api${path}`, {
        headers: { Authorization: `Bearer ${tokens[as === 'admin' ? 'admin' : 'owner']}` },
      });
      await response.arrayBuffer();
      expect(response.ok, `${path}: ${response.status}`).toBe(true);
      return Math.round(performance.now() - started);
    },
  };
}
