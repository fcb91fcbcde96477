import { describe, expect, it } from 'vitest';
import { daysBetween, featuredStatus, fullDays, periodInstants } from '../../src/core/featured/rules.js';

describe('featured campaign rules', () => {
  it('a period runs from the start day’s Prague midnight to the midnight after the end day, in winter and summer time', () => {
    expect(periodInstants('2026-12-01', '2026-12-01')).toEqual({
      startsAt: new Date('2026-11-30T23:00:00Z'),
      endsAt: new Date('2026-12-01T23:00:00Z'),
    });
    // 28 March 2027 has 23 hours, 31 October 2027 has 25
    expect(periodInstants('2027-03-28', '2027-03-28')).toEqual({
      startsAt: new Date('2027-03-27T23:00:00Z'),
      endsAt: new Date('2027-03-28T22:00:00Z'),
    });
    expect(periodInstants('2027-10-31', '2027-10-31')).toEqual({
      startsAt: new Date('2027-10-30T22:00:00Z'),
      endsAt: new Date('2027-10-31T23:00:00Z'),
    });
    expect(daysBetween('2027-03-01', '2027-03-31')).toBe(31);
  });

  it('the status follows the instant: planned, active from starts_at, finished at ends_at; cancelled stays cancelled', () => {
    const c = { starts_at: '2026-11-30T23:00:00.000Z', ends_at: '2026-12-01T23:00:00.000Z', cancelled_at: null };
    expect(featuredStatus(c, new Date('2026-11-30T22:59:59Z'))).toBe('planned');
    expect(featuredStatus(c, new Date('2026-11-30T23:00:00Z'))).toBe('active');
    expect(featuredStatus(c, new Date('2026-12-01T22:59:59Z'))).toBe('active');
    expect(featuredStatus(c, new Date('2026-12-01T23:00:00Z'))).toBe('finished');
    expect(featuredStatus({ ...c, cancelled_at: '2026-11-20T10:00:00.000Z' }, new Date('2026-12-01T12:00:00Z'))).toBe('cancelled');
  });

  it('full days: the first run of days on which every slot is taken', () => {
    const others = [
      { starts_on: '2026-12-01', ends_on: '2026-12-10' },
      { starts_on: '2026-12-05', ends_on: '2026-12-07' },
      { starts_on: '2026-12-09', ends_on: '2026-12-09' },
    ];
    expect(fullDays({ starts_on: '2026-12-01', ends_on: '2026-12-10' }, others, 2)).toEqual({ from: '2026-12-05', to: '2026-12-07' });
    expect(fullDays({ starts_on: '2026-12-08', ends_on: '2026-12-12' }, others, 2)).toEqual({ from: '2026-12-09', to: '2026-12-09' });
    expect(fullDays({ starts_on: '2026-12-01', ends_on: '2026-12-10' }, others, 3)).toBeUndefined();
  });
});
