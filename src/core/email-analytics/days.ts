import { DateTime } from 'luxon';

/** A calendar day of a time zone and the UTC instants it starts and ends at (23 or 25 hours on a DST change). */
export interface LocalDay {
  date: string;
  start: Date;
  end: Date;
}

/**
 * The last `count` calendar days in `timeZone` up to and including the day of `now`, oldest first.
 * Each day runs from its local midnight to the next one, so a day of a DST change is 23 or 25 hours.
 */
export function lastDays(now: Date, timeZone: string, count: number): LocalDay[] {
  const today = DateTime.fromJSDate(now).setZone(timeZone).startOf('day');
  return Array.from({ length: count }, (_, i) => {
    const day = today.minus({ days: count - 1 - i });
    return { date: day.toISODate()!, start: day.toJSDate(), end: day.plus({ days: 1 }).startOf('day').toJSDate() };
  });
}
