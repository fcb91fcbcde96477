import { describe, expect, it } from 'vitest';
import { computeSlots, type OpeningInterval, type SlotQuery } from '../../src/core/booking/slots.js';

const WEEKDAYS_9_17: OpeningInterval[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }));
const EVERY_DAY = (opens: string, closes: string): OpeningInterval[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

const query = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  now: new Date('2026-11-23T06:00:00Z'), // Monday 07:00 in Prague
  timeZone: 'Europe/Prague',
  hours: WEEKDAYS_9_17,
  durationMinutes: 60,
  employeeIds: [],
  busy: [],
  ...over,
});
const times = (day: { slots: Array<{ start: string }> }) => day.slots.map((s) => s.start.slice(11, 16));

describe('slot engine', () => {
  it('offers the next 14 days on open days, every 30 minutes from opening until closing minus the duration', () => {
    const days = computeSlots(query());
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(times(days[0]!)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(days[0]!.slots[0]).toEqual({ start: '2026-11-23T09:00:00.000+01:00', end: '2026-11-23T10:00:00.000+01:00', employeeIds: [] });
    expect(times(computeSlots(query({ durationMinutes: 90 }))[0]!).at(-1)).toBe('15:30');
    expect(computeSlots(query({ durationMinutes: 9 * 60 }))[0]!.slots).toEqual([]);
  });

  it('keeps a minimum notice (60 minutes by default, per company) and never offers the past', () => {
    const at = (iso: string, minNoticeMinutes?: number) => times(computeSlots(query({ now: new Date(iso), minNoticeMinutes }))[0]!);
    expect(at('2026-11-23T09:10:00Z')[0]).toBe('11:30'); // 10:10 local + 60 min
    expect(at('2026-11-23T09:00:00Z')[0]).toBe('11:00'); // exactly at the notice is fine
    expect(at('2026-11-23T09:10:00Z', 0)[0]).toBe('10:30');
    expect(at('2026-11-23T09:10:00Z', 180)[0]).toBe('13:30');
    // from a date in the past: still from today; from a later date: from there, within the 14 days
    expect(computeSlots(query({ from: '2026-11-01' }))[0]!.date).toBe('2026-11-23');
    expect(computeSlots(query({ from: '2026-12-03' })).map((d) => d.date)).toEqual(['2026-12-03', '2026-12-04']);
  });

  it('leaves out times already taken, business-wide and per employee; anyone takes whoever is free', () => {
    const busy = [{ start: new Date('2026-11-23T09:00:00Z'), end: new Date('2026-11-23T10:00:00Z'), employeeId: null }]; // 10:00-11:00 local
    expect(times(computeSlots(query({ busy }))[0]!)).not.toEqual(expect.arrayContaining(['09:30', '10:00', '10:30']));
    expect(times(computeSlots(query({ busy }))[0]!)).toEqual(expect.arrayContaining(['09:00', '11:00']));

    const team = {
      employeeIds: [7, 8],
      busy: [{ start: new Date('2026-11-23T09:00:00Z'), end: new Date('2026-11-23T10:00:00Z'), employeeId: 7 }],
    };
    const anyone = computeSlots(query(team))[0]!.slots.find((s) => s.start.includes('T10:00'))!;
    expect(anyone.employeeIds).toEqual([8]);
    expect(times(computeSlots(query({ ...team, employeeId: 7 }))[0]!)).not.toContain('10:00');
    expect(times(computeSlots(query({ ...team, employeeId: 8 }))[0]!)).toContain('10:00');
    expect(computeSlots(query({ ...team, employeeId: 99 }))).toEqual([]);
    const bothBusy = [...team.busy, { ...team.busy[0]!, employeeId: 8 }];
    expect(times(computeSlots(query({ employeeIds: [7, 8], busy: bothBusy }))[0]!)).not.toContain('10:00');
    // time off of the whole business blocks everyone
    const closedAfternoon = [{ start: new Date('2026-11-23T12:00:00Z'), end: new Date('2026-11-23T16:00:00Z'), employeeId: null }];
    expect(times(computeSlots(query({ employeeIds: [7, 8], busy: closedAfternoon }))[0]!).at(-1)).toBe('12:00');
  });

  it('handles split opening hours (a lunch break) and a close at midnight', () => {
    const hours: OpeningInterval[] = [
      { weekday: 1, opens: '08:00', closes: '12:00' },
      { weekday: 1, opens: '13:00', closes: '15:00' },
    ];
    expect(times(computeSlots(query({ hours, now: new Date('2026-11-23T05:00:00Z') }))[0]!)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
    ]);
    const late = times(
      computeSlots(query({ hours: [{ weekday: 1, opens: '22:00', closes: '24:00' }], now: new Date('2026-11-23T05:00:00Z') }))[0]!,
    );
    expect(late).toEqual(['22:00', '22:30', '23:00']);
  });

  it('has no slot at a wall time that does not exist when clocks go forward', () => {
    // Europe/Prague: 2027-03-28 02:00 -> 03:00
    const days = computeSlots(query({ now: new Date('2027-03-27T12:00:00Z'), hours: EVERY_DAY('00:00', '06:00'), durationMinutes: 30 }));
    const day = days.find((d) => d.date === '2027-03-28')!;
    expect(times(day)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
    expect(day.slots.find((s) => s.start.includes('T03:00'))!.start).toBe('2027-03-28T03:00:00.000+02:00');
    expect(day.slots.find((s) => s.start.includes('T01:30'))!.end).toBe('2027-03-28T03:00:00.000+02:00'); // 30 real minutes
  });

  it('offers each wall time once when clocks go back, and durations are real minutes', () => {
    // Europe/Prague: 2026-10-25 03:00 -> 02:00
    const days = computeSlots(query({ now: new Date('2026-10-24T12:00:00Z'), hours: EVERY_DAY('01:00', '04:00'), durationMinutes: 60 }));
    const day = days.find((d) => d.date === '2026-10-25')!;
    expect(times(day)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00']);
    expect(new Set(day.slots.map((s) => s.start)).size).toBe(day.slots.length);
    expect(day.slots[2]).toMatchObject({ start: '2026-10-25T02:00:00.000+02:00', end: '2026-10-25T02:00:00.000+01:00' });
  });

  it('works in each edition zone and across a week boundary', () => {
    for (const timeZone of ['Europe/Prague', 'Europe/Bratislava', 'Europe/Warsaw']) {
      const days = computeSlots(query({ timeZone, hours: EVERY_DAY('10:00', '12:00'), durationMinutes: 30 }));
      expect(days).toHaveLength(14);
      expect(days[0]!.slots[0]!.start).toBe('2026-11-23T10:00:00.000+01:00');
    }
    const sundayOnly = computeSlots(query({ hours: [{ weekday: 0, opens: '10:00', closes: '11:00' }] }));
    expect(sundayOnly.map((d) => d.date)).toEqual(['2026-11-29', '2026-12-06']);
  });
});
