import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailPath } from '../../web/src/pages/admin/admin-nav.js';
import { ADMIN_SCREENS, msToFirstRow, openBackOffice, SALON_SCREENS, type BackOffice } from '../helpers/back-office-timing.js';

/** Whether `url` is a call of `api`'s path (`/admin/tasks?limit=500`: `/api/admin/tasks`, any parameters). */
const samePath = (url: URL, api: URL) => url.pathname === `/api${api.pathname}`;

/** Whether `url` is the call `api` names: its path, with (at least) its parameters. */
const sameCall = (url: URL, api: URL) =>
  samePath(url, api) && [...api.searchParams].every(([name, value]) => url.searchParams.get(name) === value);

/**
 * Whether a screen shows its data from the answer its sidebar link's preload fetched: pointing at the link
 * starts the screen's first API call; once it has answered, later calls of that API path are held back
 * until the screen has shown its data (the click must find the answer in the cache under the screen's own
 * key). A prefetch under another key leaves the screen waiting on its own call: false after 30 s.
 */
async function showsPrefetched(page: Page, screen: { api: string; data: string }, link: () => Promise<void>, hover: () => Promise<void>) {
  const api = new URL(screen.api, 'http://localhost');
  const prefetched = page.waitForResponse((response) => sameCall(new URL(response.url()), api), { timeout: 15_000 });
  await hover();
  await prefetched;
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  const ofPath = (url: URL) => samePath(url, api);
  await page.route(ofPath, hold);
  try {
    await msToFirstRow(page, screen.data, link);
    return true;
  } catch {
    return false;
  } finally {
    // the held calls go on; unroute lets any held later go on too
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute(ofPath, hold);
  }
}

/**
 * The back office's preloading starts the very query each screen reads (same key, same fetcher): for every
 * screen of both sidebars with a first call, from a fresh page on another screen (nothing of the screen in
 * the cache), its data shows from the prefetched answer (docs/decisions.md, "Back office: preloading").
 */
describe('back office: the preload fills the query each screen reads', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await openBackOffice();
  }, 180_000);
  afterAll(async () => {
    await office?.session.close();
  });

  it('every admin screen of the sidebar', async () => {
    const page = office.adminPage;
    const [listings, other] = [ADMIN_SCREENS[1], ADMIN_SCREENS[2]];
    const missed: string[] = [];
    for (const screen of ADMIN_SCREENS) {
      if (!screen.api) continue;
      const start = screen === listings ? other : listings;
      await page.goto(`${office.session.server.url}${start!.path}`);
      await page.locator(`#main ${start!.data}`).first().waitFor();
      // the Email submenu is closed on the other screens
      if (isEmailPath(screen.path)) await page.getByTestId('admin-email-toggle').click();
      const link = page.getByTestId('admin-sidebar').locator(`a[href="${screen.path}"]`);
      const shown = await showsPrefetched(
        page,
        { api: screen.api, data: screen.data },
        async () => {
          await link.click();
          await page.waitForURL((url) => url.pathname === screen.path);
        },
        () => link.hover(),
      );
      if (!shown) missed.push(screen.path);
    }
    expect(missed).toEqual([]);
    expect(office.session.errors).toEqual([]);
  }, 300_000);

  it('every salon section', async () => {
    const page = office.salonPage;
    const [branches, other] = [SALON_SCREENS.find((s) => s.section === 'pobocky')!, SALON_SCREENS.find((s) => s.section === 'predmety')!];
    const missed: string[] = [];
    // Nástěnka's first query is the bell's, which the dashboard reads on every section
    for (const screen of SALON_SCREENS.filter((s) => s.section !== 'nastenka')) {
      const start = screen === branches ? other : branches;
      await page.goto(`${office.session.server.url}/firma?sekce=${start.section}`);
      await page.locator(`#main ${start.data}`).first().waitFor();
      const link = page.getByTestId(`salon-nav-${screen.section}`);
      const shown = await showsPrefetched(
        page,
        // Reporty's first call is the last 30 days' bookings report (its days are today's)
        { api: screen.api ?? '/company/reports/bookings', data: screen.data },
        async () => {
          await link.click();
          await page.waitForURL((url) => url.searchParams.get('sekce') === screen.section);
        },
        () => link.hover(),
      );
      if (!shown) missed.push(screen.section);
    }
    expect(missed).toEqual([]);
    expect(office.session.errors).toEqual([]);
  }, 300_000);
});
