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
  return Array.from({ length: count }, (_, i) => localDay(today.minus({ days: count - 1 - i })));
}

/** The calendar day of `now` in `timeZone`. */
export const dayOf = (now: Date, timeZone: string): LocalDay => localDay(DateTime.fromJSDate(now).setZone(timeZone).startOf('day'));

function localDay(day: DateTime): LocalDay {
  return { date: day.toISODate()!, start: day.toJSDate(), end: day.plus({ days: 1 }).startOf('day').toJSDate() };
}

/** From the first day's start to the last day's end; undefined for no days. */
export function spanOf(days: readonly LocalDay[]): { start: Date; end: Date } | undefined {
  const first = days[0];
  const last = days.at(-1);
  return first && last ? { start: first.start, end: last.end } : undefined;
}
