import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { dayOf, daysBefore, DEFAULT_RAW_DAYS, deviceOf } from '../src/core/web-analytics/model.js';
import { createWebAnalyticsRepository, type PageView } from '../src/core/web-analytics/web-analytics.repository.js';
import { createRng } from './content/random.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The longest period whose every day the demo fills (website analytics shows up to 365 days). */
const DAYS = 90;
/** Raw views of the last days stay raw (as between two runs of the `analytics` job); older days are rolled up. */
const RAW_RECENT_DAYS = 2;
const COUNTRIES = ['CZ', 'CZ', 'CZ', 'CZ', 'SK', 'SK', 'PL'] as const;
const PAGES = ['/', '/katalog', '/mesta', '/pro-firmy', '/search', '/praha', '/brno', '/katalog/kadernictvi'];
const REFERRERS = ['', '', '', 'google.com', 'google.com', 'seznam.cz', 'facebook.com', 'instagram.com', 'firmy.cz'];
const WIDTHS = [390, 390, 414, 430, 820, 1024, 1280, 1440, 1920];

/**
 * Website analytics' demo: visits of the public site over the last 90 days in the three editions
 * (landing pages, company pages of real demo listings, referrers, phones, tablets and computers,
 * visitors of one to six views), more on weekdays and recently. Deterministic; never after `now`.
 * The days before the last two are rolled up into the daily aggregates and their raw views pruned
 * past the kept days, as the `analytics` job leaves them. Visitor hashes are made-up ids: the demo
 * has no addresses to hash.
 */
export async function seedDemoWebAnalytics(trx: Knex.Transaction, now: Date): Promise<{ views: number }> {
  const rng = createRng(0x5ee5);
  const slugs = new Map<string, string[]>();
  for (const country of new Set(COUNTRIES)) {
    const rows: Array<{ slug: string }> = await trx('companies')
      .where({ country_code: country, status: 'active' })
      .orderBy([{ column: 'rating', order: 'desc' }, { column: 'id' }])
      .limit(25)
      .select('slug');
    slugs.set(
      country,
      rows.map((r) => r.slug),
    );
  }
  const ids = new Map<string, number>(
    (
      await trx('companies')
        .whereIn('slug', [...slugs.values()].flat())
        .select('id', 'slug')
    ).map((r: { id: number; slug: string }) => [r.slug, Number(r.id)]),
  );
  const end = now.getTime();
  const views: PageView[] = [];
  let visitorNo = 0;
  for (let d = DAYS - 1; d >= 0; d--) {
    const weekday = new Date(end - d * DAY).getUTCDay();
    const visitors = rng.int(12, 24) + (weekday === 0 || weekday === 6 ? 0 : rng.int(4, 10)) + (d < 14 ? rng.int(5, 12) : 0);
    for (let v = 0; v < visitors; v++) {
      visitorNo += 1;
      const visitor = createHash('sha256').update(`demo-visitor-${visitorNo}`).digest('hex').slice(0, 32);
      const country = rng.pick(COUNTRIES);
      const width = rng.pick(WIDTHS);
      const companies = slugs.get(country) ?? [];
      let at = end - d * DAY - rng.int(5, 23 * 60) * MINUTE;
      const count = rng.chance(0.4) ? 1 : rng.int(2, 6);
      for (let i = 0; i < count && at < end; i++) {
        const company =
          companies.length && rng.chance(0.45)
            ? companies[Math.min(companies.length - 1, Math.floor(rng.next() ** 2 * companies.length))]
            : null;
        const path = company ? `/firma/${company}` : rng.pick(PAGES);
        views.push({
          atMs: at,
          day: dayOf(new Date(at)),
          country,
          path,
          referrer: i === 0 ? rng.pick(REFERRERS) : '',
          screenWidth: width,
          device: deviceOf(width),
          listingId: company ? (ids.get(company) ?? null) : null,
          visitor,
        });
        at += rng.int(1, 9) * MINUTE + rng.int(0, 59) * 1000;
      }
    }
  }
  const repo = createWebAnalyticsRepository(trx);
  await repo.insert(views);
  const today = dayOf(now);
  await repo.rollUp(await repo.daysToRollUp(daysBefore(today, RAW_RECENT_DAYS - 1)), now);
  await repo.pruneRawBefore(daysBefore(today, DEFAULT_RAW_DAYS));
  return { views: views.length };
}
