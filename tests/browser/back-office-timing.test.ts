import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL_NAV, ADMIN_MAIN_NAV } from '../../web/src/pages/admin/admin-nav.js';
import { SECTIONS } from '../../web/src/pages/salon/texts.js';
import {
  ADMIN_SCREENS,
  openBackOffice,
  SALON_SCREENS,
  timeAdminScreens,
  timeSalonScreens,
  type BackOffice,
} from '../helpers/back-office-timing.js';

/**
 * The back office's screens in Chromium against the real `marketplace serve` on the demo: every admin
 * screen of the sidebar and every salon section shows its data (a row, an item, a card or its empty
 * state). The time from the navigation to the first row is printed for each screen, not asserted: it
 * depends on the machine (docs/decisions.md, "Back office: preloading", has the figures).
 */
describe('back office: time to the first row of data', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await openBackOffice();
  }, 180_000);
  afterAll(async () => {
    await office?.session.close();
  });

  it('times every screen of the sidebars', () => {
    expect(ADMIN_SCREENS.map((s) => s.path)).toEqual([...ADMIN_MAIN_NAV, ...ADMIN_EMAIL_NAV].map((item) => item.to));
    expect(SALON_SCREENS.map((s) => s.section)).toEqual(SECTIONS.map((s) => s.key));
  });

  it('shows every admin screen data', async () => {
    const times = await timeAdminScreens(office.adminPage, office.session.server.url);
    console.log(JSON.stringify({ admin_ms_to_first_row: times }));
    expect(Object.keys(times)).toEqual(ADMIN_SCREENS.map((s) => s.path));
    expect(office.session.errors).toEqual([]);
  }, 180_000);

  it('shows every salon section data', async () => {
    const times = await timeSalonScreens(office.salonPage, office.session.server.url);
    console.log(JSON.stringify({ salon_ms_to_first_row: times }));
    expect(Object.keys(times)).toEqual(SALON_SCREENS.map((s) => `/firma?sekce=${s.section}`));
    expect(office.session.errors).toEqual([]);
  }, 180_000);
});
