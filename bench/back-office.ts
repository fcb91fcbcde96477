/**
 * The back office: milliseconds from a navigation to the first row of a screen's data, in Chromium
 * against the real `marketplace serve` on the demo with the built web app (run `npm run build` first),
 * for every timed admin screen and salon section (tests/helpers/back-office-timing.ts), as the p95 over
 * the screens; against the p95 of the same screens' API answer times (fetch, same run) as the baseline.
 * Prints one JSON line.
 */
import { ADMIN_SCREENS, openBackOffice, SALON_SCREENS, timeAdminScreens, timeSalonScreens } from '../tests/helpers/back-office-timing.js';

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const office = await openBackOffice();
try {
  const url = office.session.server.url;
  const screens = { ...(await timeAdminScreens(office.adminPage, url)), ...(await timeSalonScreens(office.salonPage, url)) };
  // the API calls the screens show first, answered once more (warm, as the screens' were)
  const answers: number[] = [];
  for (const { api } of ADMIN_SCREENS) if (api) answers.push(await office.apiMs(api, 'admin'));
  for (const { api } of SALON_SCREENS) if (api) answers.push(await office.apiMs(api, 'owner'));
  const figure = percentile(Object.values(screens), 95);
  const baseline = percentile(answers, 95);
  console.log(
    JSON.stringify({
      bench: 'back-office',
      metric: 'ms_to_first_row',
      figure,
      baseline,
      ratio: Number((figure / baseline).toFixed(1)),
      screens,
    }),
  );
} finally {
  await office.session.close();
}
