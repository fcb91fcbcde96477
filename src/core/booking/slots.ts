import { DateTime } from 'luxon';

/**
 * The slot engine: dates from the next 14 days on open days, start times every 30
 * minutes from opening until closing minus the service's duration, computed in the business's time zone.
 * Pure: everything it needs comes in, nothing is read from outside.
 *
 * Daylight saving: start times are wall-clock times of the day. A wall time that does not exist (the
 * hour skipped in spring) is no slot; a wall time that happens twice (the hour repeated in autumn) is
 * one slot, at its first occurrence. Durations are real minutes.
 */

export const BOOKING_DAYS = 14;
const SLOT_STEP_MINUTES = 30;
const DEFAULT_MIN_NOTICE_MINUTES = 60;

/** One opening interval; weekday 0 = Sunday .. 6 = Saturday (as stored); times 'HH:MM', '24:00' allowed as a close. */
export interface OpeningInterval {
  weekday: number;
  opens: string;
  closes: string;
}

/** Time taken: an existing booking or time off, of one employee or (null) of the whole business. */
export interface BusyInterval {
  start: Date;
  end: Date;
  employeeId: number | null;
}

export interface SlotQuery {
  now: Date;
  timeZone: string;
  hours: OpeningInterval[];
  durationMinutes: number;
  /** the business's employees who can do the service; empty: the business itself is the one resource */
  employeeIds: number[];
  /** only this employee's free times (else: anyone free) */
  employeeId?: number | null;
  busy: BusyInterval[];
  minNoticeMinutes?: number;
  /** first local date to look at (YYYY-MM-DD), default today in the zone; never before today */
  from?: string;
  days?: number;
  /** employees' working hours (weekday, opens, closes); one with none listed works whenever the business is open */
  employeeHours?: Record<number, OpeningInterval[]>;
}

interface Slot {
  /** ISO 8601 with the zone's UTC offset, e.g. 2026-11-23T09:00:00.000+01:00 */
  start: string;
  end: string;
  /** who is free then (empty when the business has no employees) */
  employeeIds: number[];
}

export interface SlotDay {
  date: string;
  slots: Slot[];
}

export const minutesOf = (hhmm: string): number | undefined => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return undefined;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : undefined;
};

/** The wall time `minutes` after midnight of `day`, or undefined when that wall time does not exist. */
export function wallTime(day: DateTime, minutes: number): DateTime | undefined {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const dt = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: day.zone });
  if (!dt.isValid || dt.hour !== hour || dt.minute !== minute) return undefined;
  const earlier = dt.minus({ hours: 1 }); // the same wall time an hour earlier: the repeated hour's first pass
  return earlier.hour === hour && earlier.minute === minute ? earlier : dt;
}

export function computeSlots(query: SlotQuery): SlotDay[] {
  const zone = query.timeZone;
  const now = DateTime.fromJSDate(query.now, { zone });
  const earliestMs = now.toMillis() + (query.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES) * 60_000;
  const today = now.startOf('day');
  const requested = query.from ? DateTime.fromISO(query.from, { zone }).startOf('day') : today;
  const first = requested.isValid && requested > today ? requested : today;
  const last = today.plus({ days: (query.days ?? BOOKING_DAYS) - 1 });
  const staff = query.employeeId ? query.employeeIds.filter((id) => id === query.employeeId) : query.employeeIds;
  if (query.employeeId && !staff.length) return []; // not one of the people who do this service
  // busy time as epoch milliseconds, by whom (null: the whole business): a slot looks only at its own lists
  const busyOf = new Map<number | null, Array<[number, number]>>();
  for (const b of query.busy) {
    const [from, to] = [b.start.getTime(), b.end.getTime()];
    if (!(from < to)) continue;
    const list = busyOf.get(b.employeeId);
    if (list) list.push([from, to]);
    else busyOf.set(b.employeeId, [[from, to]]);
  }
  const overlaps = (list: Array<[number, number]> | undefined, from: number, to: number) =>
    list !== undefined && list.some(([s, e]) => s < to && from < e);
  const free = (from: number, to: number, employeeId: number | null) =>
    employeeId === null
      ? ![...busyOf.values()].some((list) => overlaps(list, from, to))
      : !overlaps(busyOf.get(null), from, to) && !overlaps(busyOf.get(employeeId), from, to);
  /** whether the employee's hours (if any) hold [from, to) minutes of a weekday */
  const works = (employeeId: number, weekday: number, from: number, to: number) => {
    const own = query.employeeHours?.[employeeId];
    return (
      !own?.length || own.some((h) => h.weekday === weekday && (minutesOf(h.opens) ?? 1440) <= from && to <= (minutesOf(h.closes) ?? -1))
    );
  };

  const result: SlotDay[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    const intervals = query.hours.filter((h) => h.weekday === day.weekday % 7);
    if (!intervals.length) continue;
    const slots: Slot[] = [];
    const seen = new Set<number>();
    // a day without a clock change (all but two a year): wall minutes are plain arithmetic, no zone lookups
    const midnight = day.toMillis();
    const nextMidnight = day.plus({ days: 1 }).toMillis();
    const steady = nextMidnight - midnight === 86_400_000 && day.offset === DateTime.fromMillis(nextMidnight - 1, { zone }).offset;
    const offsetText = day.toFormat('ZZ');
    const at = (minutes: number) => (steady ? midnight + minutes * 60_000 : wallTime(day, minutes)?.toMillis());
    const iso = (ms: number) =>
      steady ? `${new Date(ms + day.offset * 60_000).toISOString().slice(0, 23)}${offsetText}` : DateTime.fromMillis(ms, { zone }).toISO()!;
    for (const interval of intervals) {
      const opens = minutesOf(interval.opens);
      const closes = minutesOf(interval.closes);
      if (opens === undefined || closes === undefined || closes <= opens) continue;
      const closing = closes === 24 * 60 ? nextMidnight : at(closes);
      for (let m = opens; m < closes; m += SLOT_STEP_MINUTES) {
        const from = at(m);
        if (from === undefined || from < earliestMs || seen.has(from)) continue;
        const to = from + query.durationMinutes * 60_000;
        // ends by closing in real minutes (a day the clock change shortens or lengthens); a closing time
        // the clock skips: by its wall time
        if (closing !== undefined ? to > closing : m + query.durationMinutes > closes) continue;
        seen.add(from);
        const employeeIds = staff.filter((id) => works(id, day.weekday % 7, m, m + query.durationMinutes) && free(from, to, id));
        if (staff.length ? employeeIds.length === 0 : !free(from, to, null)) continue;
        slots.push({ start: iso(from), end: iso(to), employeeIds });
      }
    }
    slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    result.push({ date: day.toISODate()!, slots });
  }
  return result;
}
