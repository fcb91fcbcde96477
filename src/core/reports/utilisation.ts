import { DateTime } from 'luxon';
import type { ReportDto } from '../../contract/reports.js';
import { minutesOf, wallTime, type BusyInterval, type OpeningInterval } from '../booking/slots.js';
import { REPORT_TEXTS } from './model.js';
import type { ReportPeriod } from './period.js';
import type { ReportBooking } from './reports.repository.js';
import { percentOf, table, type Row } from './table.js';

type Span = [number, number];

/** Wall-minute spans of a weekday: the business's hours, narrowed to the employee's own hours when they have any. */
function workingSpans(weekday: number, business: OpeningInterval[], own: OpeningInterval[] | undefined): Span[] {
  const spansOf = (list: OpeningInterval[]) =>
    list
      .filter((h) => h.weekday === weekday)
      .map((h): Span => [minutesOf(h.opens) ?? 0, minutesOf(h.closes) ?? 0])
      .filter(([a, b]) => a < b);
  const open = spansOf(business);
  if (!own?.length) return open;
  const mine = spansOf(own);
  return open.flatMap(([a, b]) => mine.map(([c, d]): Span => [Math.max(a, c), Math.min(b, d)]).filter(([x, y]) => x < y));
}

/** The instant of a wall time of a local day; 24:00 is the next midnight, a skipped wall time the moment the clock jumps. */
function instantOf(day: DateTime, minutes: number): number {
  if (minutes >= 24 * 60) return day.plus({ days: 1 }).toMillis();
  return (wallTime(day, minutes) ?? day.set({ hour: Math.floor(minutes / 60) + 1, minute: 0 })).toMillis();
}

/** Real milliseconds of `spans` not covered by `off`. */
function minusOff(spans: Span[], off: Span[]): number {
  let total = 0;
  for (const [start, end] of spans) {
    const cuts = off.filter(([a, b]) => a < end && start < b).sort((x, y) => x[0] - y[0]);
    let at = start;
    for (const [a, b] of cuts) {
      if (a > at) total += a - at;
      at = Math.max(at, b);
      if (at >= end) break;
    }
    if (at < end) total += end - at;
  }
  return total;
}

/**
 * Booked minutes against working minutes per employee. Working time is each local day's opening
 * hours (narrowed to the employee's own hours, as the slots are), in real minutes (a day the clock
 * goes back has 25 hours), less the employee's and the whole business's time off. Booked time is the
 * real length of the employee's bookings starting in the period that held their time (not cancelled).
 * Bookings without an employee are the row 'Bez zaměstnance' against the opening hours.
 */
export function utilisationReport(
  period: ReportPeriod,
  input: {
    employees: Array<{ id: number; name: string }>;
    business: OpeningInterval[];
    employeeHours: Record<number, OpeningInterval[]>;
    timeOff: BusyInterval[];
    bookings: ReportBooking[];
  },
): ReportDto {
  const people: Array<{ id: number | null; name: string }> = [...input.employees];
  if (!people.length || input.bookings.some((b) => b.employeeId === null)) people.push({ id: null, name: REPORT_TEXTS.noEmployee });
  const days = period.days.map((d) => DateTime.fromISO(d, { zone: period.zone }).startOf('day'));
  const rows: Row[] = people.map((person) => {
    const off = input.timeOff
      .filter((t) => t.employeeId === null || t.employeeId === person.id)
      .map((t): Span => [t.start.getTime(), t.end.getTime()]);
    let workingMs = 0;
    for (const day of days) {
      const spans = workingSpans(day.weekday % 7, input.business, person.id === null ? undefined : input.employeeHours[person.id]);
      workingMs += minusOff(
        spans.map(([a, b]): Span => [instantOf(day, a), instantOf(day, b)]),
        off,
      );
    }
    const bookedMs = input.bookings
      .filter((b) => b.employeeId === person.id)
      .reduce((total, b) => total + Math.max(0, b.end.getTime() - b.start.getTime()), 0);
    const working = Math.round(workingMs / 60_000);
    const booked = Math.round(bookedMs / 60_000);
    return { employee: person.name, working_minutes: working, booked_minutes: booked, utilisation: percentOf(booked, working) };
  });
  const working = rows.reduce((a, r) => a + Number(r.working_minutes), 0);
  const booked = rows.reduce((a, r) => a + Number(r.booked_minutes), 0);
  return table('utilisation', period, ['employee', 'working_minutes', 'booked_minutes', 'utilisation'], rows, {
    working_minutes: working,
    booked_minutes: booked,
    utilisation: percentOf(booked, working),
  });
}
