import { describe, expect, it } from 'vitest';
import { reportPeriod } from '../../src/core/reports/period.js';
import { presetOf, presetPeriod, periodReady } from '../../web/src/pages/salon/reports/report-period.js';
import { hasData, heatLevel } from '../../web/src/pages/salon/reports/report-series.js';

describe('reports: periods and the screen’s rules', () => {
  it('a period is its local days; the day the clocks go back is one day of 25 hours', () => {
    const p = reportPeriod('2026-10-24', '2026-10-26', 'Europe/Prague', 366);
    expect(p.days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(p.start.toISOString()).toBe('2026-10-23T22:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-10-26T23:00:00.000Z');
    expect((p.end.getTime() - p.start.getTime()) / 3_600_000).toBe(73);
    const spring = reportPeriod('2026-03-29', '2026-03-29', 'Europe/Prague', 366);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
  });

  it('refuses a period longer than the limit, naming `to`, and dates out of order', () => {
    expect(() => reportPeriod('2026-01-01', '2026-01-08', 'Europe/Prague', 7)).toThrow('Období může mít nejvýše 7 dní');
    expect(reportPeriod('2026-01-01', '2026-01-07', 'Europe/Prague', 7).days).toHaveLength(7);
    expect(() => reportPeriod('2026-01-02', '2026-01-01', 'Europe/Prague', 7)).toThrow('Datum „do“ nesmí být před datem „od“');
    expect(() => reportPeriod('2026-02-30', '2026-03-01', 'Europe/Prague', 7)).toThrow('Neplatné datum');
  });

  it('presets: Tento měsíc, Minulý měsíc, Posledních 30 dní from today', () => {
    expect(presetPeriod('thisMonth', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(presetPeriod('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last30', '2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(presetOf({ from: '2026-02-04', to: '2026-03-05' }, '2026-03-05')).toBe('last30');
    expect(presetOf({ from: '2026-02-03', to: '2026-03-05' }, '2026-03-05')).toBeNull();
    // on the 30th the last 30 days are this month: the preset chosen stays pressed, either way
    const november = presetPeriod('last30', '2026-11-30');
    expect(november).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('thisMonth', '2026-11-30')).toEqual(november);
    expect(presetOf(november, '2026-11-30', 'last30')).toBe('last30');
    expect(presetOf(november, '2026-11-30', 'thisMonth')).toBe('thisMonth');
    expect(presetOf(november, '2026-11-30')).toBe('thisMonth');
    // a chosen preset that is no longer the period (a date typed) gives way
    expect(presetOf({ from: '2026-02-04', to: '2026-03-05' }, '2026-03-05', 'thisMonth')).toBe('last30');
    expect(periodReady({ from: '2026-03-05', to: '2026-03-04' })).toBe(false);
    expect(periodReady({ from: '', to: '2026-03-04' })).toBe(false);
  });

  it('the heat map’s shades and whether a report has data', () => {
    expect([0, 1, 2, 3, 4, 8].map((n) => heatLevel(n, 8))).toEqual([0, 1, 1, 2, 2, 4]);
    expect(heatLevel(3, 0)).toBe(0);
    expect(hasData([{ date: '2026-01-01', created: 0 }])).toBe(false);
    expect(hasData([{ employee: 'Anna', utilisation: null, booked_minutes: 5 }])).toBe(true);
  });
});
