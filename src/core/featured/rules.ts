import { DateTime } from 'luxon';
import type { FeaturedStatus } from '../../contract/featured.js';
import { FEATURED_ZONE } from './model.js';

/** The featured rules every face shares. Dates are calendar dates ('YYYY-MM-DD') in Europe/Prague, the end day included. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

export const addDays = (date: string, days: number): string => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days) + 1;
}

/** Today in Europe/Prague at `now`. */
export const featuredToday = (now: Date): string => DateTime.fromJSDate(now, { zone: FEATURED_ZONE }).toISODate()!;

/**
 * The instants of a period: the start day's Prague midnight and the Prague midnight after the end day, in
 * UTC. Across a change of summer time a day is 23 or 25 hours long; the midnights stay midnights.
 */
export function periodInstants(startsOn: string, endsOn: string): { startsAt: Date; endsAt: Date } {
  const midnight = (date: string) => DateTime.fromISO(date, { zone: FEATURED_ZONE }).startOf('day').toJSDate();
  return { startsAt: midnight(startsOn), endsAt: midnight(addDays(endsOn, 1)) };
}

/** A campaign's status at `now`: featured exactly while starts_at <= now < ends_at. */
export function featuredStatus(c: { starts_at: string; ends_at: string; cancelled_at: string | null }, now: Date): FeaturedStatus {
  if (c.cancelled_at) return 'cancelled';
  const at = now.getTime();
  if (at < Date.parse(c.starts_at)) return 'planned';
  if (at >= Date.parse(c.ends_at)) return 'finished';
  return 'active';
}

/** clicks / impressions in %, one decimal; 0 without impressions. */
export const ctrOf = (clicks: number, impressions: number): number =>
  impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0;

/**
 * The first run of days of the period on which `slots` other campaigns already run (undefined: a slot is
 * free on every day). `others`: the city and category's campaigns overlapping the period, not cancelled.
 */
export function fullDays(
  period: { starts_on: string; ends_on: string },
  others: Array<{ starts_on: string; ends_on: string }>,
  slots: number,
): { from: string; to: string } | undefined {
  let run: { from: string; to: string } | undefined;
  for (let day = period.starts_on; day <= period.ends_on; day = addDays(day, 1)) {
    const taken = others.filter((o) => o.starts_on <= day && day <= o.ends_on).length;
    if (taken >= slots) run = run ? { from: run.from, to: day } : { from: day, to: day };
    else if (run) return run;
  }
  return run;
}
