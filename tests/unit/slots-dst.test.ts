import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { computeSlots, type OpeningInterval, type SlotDay } from '../../src/core/booking/slots.js';

/**
 * Proofs of the slot engine against an independent computation (Intl, not luxon): every 30-minute start
 * 00:00-23:30 on and around every clock change of 2026-2028 in Prague and Warsaw, the closing-minus-duration
 * edge, closed days and the minimum notice. luxon only finds the change days and the test's 'now'.
 */

const ZONES = ['Europe/Prague', 'Europe/Warsaw'] as const;
const YEARS = [2026, 2027, 2028];
const DURATIONS = [15, 30, 45, 60, 90, 120, 240];
const MIN = 60_000;
const everyDay = (opens: string, closes: string): OpeningInterval[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (text: string) => (text === '24:00' ? 1440 : Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)));

/** Local calendar date and wall minutes of an instant, by Intl. */
function wall(ms: number, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every instant (on the 30-minute UTC grid; these zones' offsets are whole hours) whose wall time is on `date`: first occurrence per wall time. */
const clocks = new Map<string, Map<number, number>>();
function wallClock(date: string, zone: string): Map<number, number> {
  const known = clocks.get(`${zone} ${date}`);
  if (known) return known;
  const first = new Map<number, number>();
  clocks.set(`${zone} ${date}`, first);
  const base = Date.parse(`${date}T00:00:00Z`);
  for (let ms = base - 6 * 3_600_000; ms <= base + 30 * 3_600_000; ms += 30 * MIN) {
    const w = wall(ms, zone);
    if (w.date === date && !first.has(w.minutes)) first.set(w.minutes, ms);
  }
  return first;
}

/**
 * The starts a day should offer on `date`: every existing 30-minute wall time from opening, ending by closing in
 * real minutes, not before `earliest`.
 */
function expected(
  date: string,
  zone: string,
  opens: string,
  closes: string,
  duration: number,
  earliest = -Infinity,
): Array<{ wall: string; start: number; end: number }> {
  const clock = wallClock(date, zone);
  // a closing time the clock skips (spring): the moment the clock jumps, i.e. the first wall time after it
  const after = (c: number) => clock.get(c) ?? Math.min(...[...clock].filter(([m]) => m > c).map(([, ms]) => ms));
  const closing = closes === '24:00' ? wallClock(nextDate(date), zone).get(0)! : after(toMinutes(closes));
  const out: Array<{ wall: string; start: number; end: number }> = [];
  for (let m = toMinutes(opens); m < toMinutes(closes); m += 30) {
    const start = clock.get(m);
    if (start === undefined || start < earliest) continue;
    if (start + duration * MIN <= closing) out.push({ wall: hhmm(m), start, end: start + duration * MIN });
  }
  return out;
}

/** What the engine offered on `date`, in the same shape, checking each slot's own consistency on the way. */
function offered(days: SlotDay[], date: string, zone: string, duration: number) {
  const day = days.find((d) => d.date === date);
  if (!day) return undefined;
  return day.slots.map((slot) => {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    expect(end - start, slot.start).toBe(duration * MIN); // real minutes
    expect(wall(start, zone), slot.start).toEqual({ date, minutes: toMinutes(slot.start.slice(11, 16)) }); // the string's wall time is the zone's
    return { wall: slot.start.slice(11, 16), start, end };
  });
}

/** Days on which the zone's UTC offset changes, found by luxon (not hard-coded). */
function changeDays(zone: string, year: number): string[] {
  const days: string[] = [];
  for (let d = DateTime.fromObject({ year, month: 1, day: 1 }, { zone }); d.year === year; d = d.plus({ days: 1 })) {
    if (d.startOf('day').offset !== d.endOf('day').offset) days.push(d.toISODate()!);
  }
  return days;
}

const startOfDay = (date: string, zone: string) => DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
const around = (date: string): [string, string, string] => {
  const before = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [before, date, nextDate(date)];
};

describe('slot engine across clock changes', () => {
  for (const zone of ZONES) {
    for (const year of YEARS) {
      const changes = changeDays(zone, year);

      it(`${zone} ${year}: two clock changes, one in March, one in October`, () => {
        expect(changes.map((d) => d.slice(5, 7))).toEqual(['03', '10']);
      });

      for (const change of changes) {
        it(`${zone} ${change}: every existing 30-minute start 00:00-23:30 once, for every duration, on the day and around it`, () => {
          const [before, , after] = around(change);
          for (const duration of DURATIONS) {
            const days = computeSlots({
              now: startOfDay(before, zone),
              timeZone: zone,
              hours: everyDay('00:00', '24:00'),
              durationMinutes: duration,
              employeeIds: [],
              busy: [],
              minNoticeMinutes: 0,
              days: 3,
            });
            expect(days.map((d) => d.date)).toEqual(around(change));
            for (const date of [before, change, after]) {
              const got = offered(days, date, zone, duration)!;
              expect(got, `${date} ${duration} min`).toEqual(expected(date, zone, '00:00', '24:00', duration));
              expect(new Set(got.map((s) => s.wall)).size).toBe(got.length); // each wall time once
            }
          }
          // the shape of the change day itself, for 30 minutes: 46 starts in spring (no 02:xx), 48 in autumn (02:xx once, at its first pass)
          const day = offered(
            computeSlots({
              now: startOfDay(before, zone),
              timeZone: zone,
              hours: everyDay('00:00', '24:00'),
              durationMinutes: 30,
              employeeIds: [],
              busy: [],
              minNoticeMinutes: 0,
              days: 3,
            }),
            change,
            zone,
            30,
          )!;
          const spring = change.slice(5, 7) === '03';
          expect(day).toHaveLength(spring ? 46 : 48);
          expect(day.some((s) => s.wall === '02:00' || s.wall === '02:30')).toBe(!spring);
          if (!spring) {
            const twoAm = day.find((s) => s.wall === '02:00')!;
            expect(twoAm.start).toBe(wallClock(change, zone).get(120)); // the first pass
            expect(day.find((s) => s.wall === '03:00')!.start - twoAm.start).toBe(120 * MIN); // 02:00 -> 03:00 is two real hours
          } else {
            expect(day.find((s) => s.wall === '03:00')!.start - day.find((s) => s.wall === '01:30')!.start).toBe(30 * MIN);
          }
        });

        it(`${zone} ${change}: a start is offered exactly when it ends by closing, with closing inside and beside the change`, () => {
          const [before] = around(change);
          for (const [opens, closes] of [
            ['00:00', '03:00'],
            ['01:00', '04:00'],
            ['01:30', '05:00'],
            ['00:00', '02:00'],
            ['03:00', '06:00'],
            ['20:00', '24:00'],
          ] as const) {
            for (const duration of [...DURATIONS, 25, 50, 150, 180]) {
              const days = computeSlots({
                now: startOfDay(before, zone),
                timeZone: zone,
                hours: everyDay(opens, closes),
                durationMinutes: duration,
                employeeIds: [],
                busy: [],
                minNoticeMinutes: 0,
                days: 3,
              });
              expect(offered(days, change, zone, duration), `${opens}-${closes} ${duration} min`).toEqual(
                expected(change, zone, opens, closes, duration),
              );
            }
          }
        });

        it(`${zone} ${change}: the minimum notice holds in real minutes across the change`, () => {
          const clock = wallClock(change, zone);
          for (const fromWall of [0, 60, 90, 120, 150, 180]) {
            const now = clock.get(fromWall) ?? clock.get(fromWall + 60)!; // an hour that does not exist: the one after it
            for (const notice of [0, 1, 29, 30, 60, 90, 120]) {
              const days = computeSlots({
                now: new Date(now),
                timeZone: zone,
                hours: everyDay('00:00', '24:00'),
                durationMinutes: 60,
                employeeIds: [],
                busy: [],
                minNoticeMinutes: notice,
                days: 2,
              });
              expect(offered(days, change, zone, 60), `${hhmm(fromWall)} +${notice}`).toEqual(
                expected(change, zone, '00:00', '24:00', 60, now + notice * MIN),
              );
            }
          }
        });
      }
    }
  }
});

describe('slot engine edges on ordinary days', () => {
  const zone = 'Europe/Prague';
  const monday = '2026-11-23';
  const now = startOfDay(monday, zone);

  it('offers a start exactly when start + duration <= closing, for durations on and off the 30-minute grid', () => {
    for (let duration = 5; duration <= 8 * 60 + 30; duration += 5) {
      const days = computeSlots({
        now,
        timeZone: zone,
        hours: everyDay('09:00', '17:00'),
        durationMinutes: duration,
        employeeIds: [],
        busy: [],
        minNoticeMinutes: 0,
        days: 1,
      });
      const got = offered(days, monday, zone, duration)!;
      expect(got, `${duration} min`).toEqual(expected(monday, zone, '09:00', '17:00', duration));
      const last = 17 * 60 - duration;
      expect(got.at(-1)?.wall, `${duration} min`).toBe(last >= 9 * 60 ? hhmm(9 * 60 + Math.floor((last - 9 * 60) / 30) * 30) : undefined);
    }
  });

  it('offers nothing on closed days: they are not among the dates at all', () => {
    const hours: OpeningInterval[] = [
      { weekday: 1, opens: '09:00', closes: '12:00' },
      { weekday: 3, opens: '09:00', closes: '12:00' },
      { weekday: 6, opens: '10:00', closes: '11:00' },
    ];
    const days = computeSlots({ now, timeZone: zone, hours, durationMinutes: 30, employeeIds: [], busy: [], minNoticeMinutes: 0 });
    const weekdays = days.map((d) => DateTime.fromISO(d.date, { zone }).weekday % 7);
    expect(new Set(weekdays)).toEqual(new Set([1, 3, 6]));
    expect(days).toHaveLength(6); // two weeks of Monday, Wednesday, Saturday
    for (const day of days) expect(day.slots.length).toBeGreaterThan(0);
    expect(computeSlots({ now, timeZone: zone, hours: [], durationMinutes: 30, employeeIds: [], busy: [], minNoticeMinutes: 0 })).toEqual(
      [],
    );
  });

  it('keeps the minimum notice to the minute: a start at now + notice is offered, a minute earlier is not', () => {
    for (const notice of [0, 15, 30, 60, 120, 24 * 60]) {
      for (const nowWall of ['08:59', '09:00', '09:01', '10:29', '10:30', '16:00']) {
        const at = DateTime.fromISO(`${monday}T${nowWall}`, { zone }).toMillis();
        const days = computeSlots({
          now: new Date(at),
          timeZone: zone,
          hours: everyDay('09:00', '17:00'),
          durationMinutes: 30,
          employeeIds: [],
          busy: [],
          minNoticeMinutes: notice,
          days: 2,
        });
        for (const date of [monday, nextDate(monday)]) {
          expect(offered(days, date, zone, 30) ?? [], `${nowWall} +${notice} ${date}`).toEqual(
            expected(date, zone, '09:00', '17:00', 30, at + notice * MIN),
          );
        }
      }
    }
    // exactly at the boundary
    const at = DateTime.fromISO(`${monday}T09:30`, { zone }).toMillis();
    const first = (notice: number) =>
      offered(
        computeSlots({
          now: new Date(at),
          timeZone: zone,
          hours: everyDay('09:00', '17:00'),
          durationMinutes: 30,
          employeeIds: [],
          busy: [],
          minNoticeMinutes: notice,
          days: 1,
        }),
        monday,
        zone,
        30,
      )![0]!.wall;
    expect(first(60)).toBe('10:30');
    expect(first(61)).toBe('11:00');
  });
});
