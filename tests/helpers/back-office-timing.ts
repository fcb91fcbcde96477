import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { isEmailPath } from '../../web/src/pages/admin/admin-nav.js';
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

/**
 * Every admin screen of the sidebar (its main nav, then its Email submenu, in order) as the sidebar opens it,
 * with the API call each shows first (the demo's edition is CZ).
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin', api: '/admin/prospects?country=CZ&page=1&limit=50', data: '[data-testid=company-row]' },
  { path: '/admin/listings', api: '/admin/listings?page=1&limit=25', data: '[data-testid=listing-row]' },
  { path: '/admin/web-projects', api: '/web_projects?page=1', data: '[data-testid=web-project-row]' },
  { path: '/admin/webhosting', api: '/webhosting_projects?page=1', data: '[data-testid=hosting-row]' },
  { path: '/admin/analytics', api: '/analytics?period=30d', data: '[data-testid=web-analytics-totalPageViews-value]' },
  { path: '/admin/webserver', api: '/server-stats', data: '[data-testid=webserver-card-cpu-value]' },
  { path: '/admin/tasks', api: '/admin/tasks?limit=500', data: '[data-testid=task-card]' },
  { path: '/admin/eshop', api: '/admin/shop/products?page=1', data: '[data-testid=eshop-product-row]' },
  { path: '/admin/social', api: '/admin/social/cart', data: '[data-testid^=social-cart-item-]' },
  { path: '/admin/email', api: '/emails?folder=inbox&page=1&limit=50', data: '[data-testid=mail-inbox-row]' },
  { path: '/admin/templates', api: '/admin/templates', data: '[data-testid=template-card]' },
  { path: '/admin/campaigns', api: '/email_campaigns?page=1&limit=50', data: '[data-testid=campaign-row]' },
  { path: '/admin/email-analytics', api: '/email_analytics?period=7', data: '[data-testid=email-analytics-totalEmails-value]' },
  { path: '/admin/settings', api: '/admin/app-settings', data: '[data-testid=settings-general-siteName]' },
];

export interface SalonScreen {
  section: string;
  api: string | null;
  data: string;
}

/** Every salon section, in the sidebar's order, with the API call each shows first where it is one. */
export const SALON_SCREENS: readonly SalonScreen[] = [
  // a figure card, not today's list: which of today's demo bookings still show actions depends on the hour
  { section: 'nastenka', api: '/company/dashboard', data: '[data-testid=card-clients-value]' },
  { section: 'kalendar', api: '/company/calendar', data: '[data-testid=week-grid] [data-testid^=block-]' },
  { section: 'rezervace', api: '/company/reservations?when=upcoming&page=1&limit=25', data: '[data-testid=reservations-table] tbody tr' },
  { section: 'klienti', api: '/company/clients?page=1&limit=25', data: '[data-testid=clients-table] tbody tr' },
  { section: 'sluzby', api: '/company/services', data: '[data-testid=services-list] li' },
  { section: 'zamestnanci', api: '/company/employees', data: '[data-testid=employees-list] li' },
  { section: 'ulohy', api: '/company/tasks?limit=500', data: '[data-testid=task-card]' },
  { section: 'emaily', api: '/emails?folder=inbox&page=1&limit=50', data: '[data-testid=mail-inbox-row]' },
  { section: 'socialni-site', api: '/company/social/cart', data: '[data-testid^=social-cart-item-]' },
  { section: 'eshop', api: '/shop/products?sort=name&limit=24', data: '[data-testid=product-card]' },
  { section: 'finance', api: '/company/finance?period=month', data: '[data-testid=finance-card-total-value]' },
  { section: 'reporty', api: null, data: '[data-testid=report-row]' },
  { section: 'marketing', api: '/company/promotions?limit=100', data: '[data-testid=promotions-table] tbody tr' },
  { section: 'kampane', api: '/company/featured-campaigns?limit=100', data: '[data-testid=featured-campaign]' },
  { section: 'outdoor', api: '/company/outdoor/contracts?limit=100', data: '[data-testid=outdoor-contract]' },
  { section: 'predmety', api: '/shop/promo-items', data: '[data-testid=promo-item]' },
  { section: 'ai-pravnik', api: '/company/documents', data: '[data-testid^=legal-doc-]' },
  { section: 'pobocky', api: '/company/branches', data: '[data-testid=branches-list] li' },
  { section: 'nastaveni', api: '/company/settings', data: '[data-testid=profile-name]' },
];

/** Milliseconds from `navigate` starting to the first row of the screen's data being visible. */
export async function msToFirstRow(page: Page, data: string, navigate: () => Promise<unknown>): Promise<number> {
  await page.evaluate("document.querySelectorAll('#main > *').forEach((element) => element.setAttribute('data-stale', ''))");
  const started = performance.now();
  await navigate();
  await page.locator(fresh(data)).first().waitFor({ state: 'visible', timeout: 30_000 });
  return Math.round(performance.now() - started);
}

/**
 * The first rows' times of every admin screen: /admin loaded, then each other screen by its sidebar link (the
 * Email submenu opened first when the screens move into it: it is closed on the other screens until toggled).
 */
export async function timeAdminScreens(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  let previous: string | null = null;
  for (const screen of ADMIN_SCREENS) {
    const openSubmenu = previous !== null && isEmailPath(screen.path) && !isEmailPath(previous);
    times[screen.path] =
      screen.path === '/admin'
        ? await msToFirstRow(page, screen.data, () => page.goto(`${baseUrl}/admin`))
        : await msToFirstRow(page, screen.data, async () => {
            if (openSubmenu) await page.getByTestId('admin-email-toggle').click();
            // the click waits for the link to be visible (the submenu opened)
            await page.getByTestId('admin-sidebar').locator(`a[href="${screen.path}"]`).click();
            await page.waitForURL((url) => url.pathname === screen.path);
          });
    previous = screen.path;
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
