import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { PLAN_MONTH_ZONE, planMonthOf } from '../src/core/plans/model.js';
import { toIso } from '../src/db/dialect.js';

/** The bookings a Free listing near its limit has this month in the demo (the limit is 30). */
const NEAR_LIMIT_BOOKINGS = 26;
/** A listing with this many bookings in a month (80 % of Free's 30) is on Professional in the demo. */
const FREE_LIMIT_SHARE = 24;

/**
 * Plans in the demo: the demo company (DEMO_BUSINESS_SLUG, the one the demo business account manages)
 * is on Business, so Pobočky and Reporty work; the busiest listings (24 or more bookings in a month) are on
 * Professional; a quiet Czech listing is on Free near its month's limit, with a request for Starter waiting
 * for the operator (Zápisy firem › Žádosti o tarif); a few quiet ones on Starter. The month's counters hold
 * the demo bookings created this month and the last.
 */
export async function seedDemoPlans(trx: Knex, now: Date): Promise<void> {
  const since = DateTime.fromJSDate(now, { zone: PLAN_MONTH_ZONE }).minus({ months: 1 }).startOf('month').toUTC().toISO()!;
  const rows: Array<{ company_id: number; created_at: unknown }> = await trx('bookings')
    .where('created_at', '>=', since)
    .select('company_id', 'created_at');
  const counts = new Map<string, { company_id: number; month: string; bookings: number }>();
  for (const row of rows) {
    const month = planMonthOf(new Date(toIso(row.created_at)!));
    const key = `${row.company_id}|${month}`;
    const entry = counts.get(key) ?? { company_id: Number(row.company_id), month, bookings: 0 };
    entry.bookings += 1;
    counts.set(key, entry);
  }

  const demo = await createDemoRepository(trx).demoBusiness();
  if (demo) await trx('companies').where({ id: demo.id }).update({ plan: 'business' });
  // the busiest listings take more than Free's 30 bookings a month: they are on Professional
  const month = planMonthOf(now);
  const busy = [...counts.values()].filter((c) => c.bookings >= FREE_LIMIT_SHARE && c.company_id !== demo?.id).map((c) => c.company_id);
  if (busy.length)
    await trx('companies')
      .whereIn('id', [...new Set(busy)])
      .update({ plan: 'professional' });
  const quiet = (
    await trx('companies').where({ country_code: 'CZ', status: 'active', plan: 'free' }).orderBy('id', 'desc').limit(12).select('id')
  ).map((r) => Number(r.id));
  const near = quiet[0];
  if (near !== undefined) {
    counts.set(`${near}|${month}`, { company_id: near, month, bookings: NEAR_LIMIT_BOOKINGS });
    await trx('companies')
      .where({ id: near })
      .update({ requested_plan: 'starter', plan_requested_at: new Date(now.getTime() - 86_400_000).toISOString() });
  }
  const starter = quiet.filter((_, i) => i % 4 === 2);
  if (starter.length) await trx('companies').whereIn('id', starter).update({ plan: 'starter' });

  const entries = [...counts.values()];
  await trx('plan_booking_months').delete();
  for (let i = 0; i < entries.length; i += 200) await trx('plan_booking_months').insert(entries.slice(i, i + 200));
}
