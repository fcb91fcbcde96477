import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { dayOf, deviceOf } from '../src/core/web-analytics/model.js';
import { createWebAnalyticsRepository, type PageView } from '../src/core/web-analytics/web-analytics.repository.js';
import { createRng } from './content/random.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The days of the demo company's profile views (Reporty's longest preset is 31 days; its Nástěnka card 30). */
const DAYS = 90;
const WIDTHS = [390, 414, 820, 1280, 1440];

/**
 * Salon Reporty's demo: the demo company (the one `marketplace demo accounts` signs in as) has its
 * bookings, clients and reviews from the activity seed; here it gets what is missing: views of its
 * public page on every one of the last 90 days (raw views, never after `now`; run before the website
 * analytics seed, which rolls closed days up) and the plan Professional, so that every report shows
 * its data.
 */
export async function seedDemoReports(trx: Knex.Transaction, now: Date): Promise<{ views: number }> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return { views: 0 };
  await trx('companies').where({ id: demo.id }).update({ plan: 'professional' });
  const rng = createRng(0x4e70);
  const end = now.getTime();
  const views: PageView[] = [];
  for (let d = DAYS - 1; d >= 0; d--) {
    const weekday = new Date(end - d * DAY).getUTCDay();
    const visitors = rng.int(2, 7) + (weekday === 5 || weekday === 6 ? rng.int(2, 5) : 0);
    for (let v = 0; v < visitors; v++) {
      const visitor = createHash('sha256').update(`demo-reports-${d}-${v}`).digest('hex').slice(0, 32);
      const width = rng.pick(WIDTHS);
      let at = end - d * DAY - rng.int(5, 23 * 60) * MINUTE;
      for (let i = 0, count = rng.int(1, 3); i < count && at < end; i++) {
        views.push({
          atMs: at,
          day: dayOf(new Date(at)),
          country: 'CZ',
          path: `/firma/${demo.slug}`,
          referrer: i === 0 ? rng.pick(['', 'google.com', 'seznam.cz', 'instagram.com']) : '',
          screenWidth: width,
          device: deviceOf(width),
          listingId: demo.id,
          visitor,
        });
        at += rng.int(1, 6) * MINUTE;
      }
    }
  }
  await createWebAnalyticsRepository(trx).insert(views);
  return { views: views.length };
}
