import { DateTime } from 'luxon';
import type { OutdoorStatisticsDto } from '../../contract/outdoor.js';

/**
 * The outdoor rules every face shares. Dates are calendar dates ('YYYY-MM-DD') in Europe/Prague, a
 * contract's end date included.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

const day = (value: string) => DateTime.fromISO(value, { zone: 'UTC' });

export function addDays(date: string, days: number): string {
  return day(date).plus({ days }).toISODate()!;
}

/**
 * The last day of `months` months starting on `start`: 2026-01-15 + 1 month ends 2026-02-14, 2026-01-31
 * + 1 month ends 2026-02-27 (the day before the same day a month on, clamped to the month's end).
 */
export function endAfterMonths(start: string, months: number): string {
  return addDays(day(start).plus({ months }).toISODate()!, -1);
}

/** The end date moved by `months` (extending): the day before the same day `months` after the day after it. */
export function extendEnd(end: string, months: number): string {
  return endAfterMonths(addDays(end, 1), months);
}

/** The months a contract runs, a month begun counting whole (at least 1). */
function monthsBetween(start: string, end: string): number {
  const after = day(addDays(end, 1));
  const whole = Math.floor(after.diff(day(start), 'months').months + 1e-9);
  return Math.max(1, day(start).plus({ months: whole }) < after ? whole + 1 : whole);
}

/** A contract's price: the monthly rent times the months it runs. */
export function contractPrice(monthly: number, start: string, end: string): number {
  return monthly * monthsBetween(start, end);
}

export type ContractState = 'scheduled' | 'running' | 'ended' | 'cancelled' | 'awaiting_payment';

export function contractState(c: { status: string; start_date: string; end_date: string }, today: string): ContractState {
  if (c.status === 'cancelled') return 'cancelled';
  if (c.status === 'awaiting_payment') return 'awaiting_payment';
  if (today < c.start_date) return 'scheduled';
  if (today > c.end_date) return 'ended';
  return 'running';
}

/** One day's figures of a contract. */
export interface DailyFigures {
  day: string;
  views: number;
  clicks: number;
  conversions: number;
}

/** clicks / views in %, one decimal; 0 without views. */
export function ctrOf(clicks: number, views: number): number {
  return views > 0 ? Math.round((clicks / views) * 1000) / 10 : 0;
}

/** A contract's summed figures (the repository adds them up in SQL). */
export interface FigureTotals {
  views: number;
  clicks: number;
  conversions: number;
  /** days with figures */
  days: number;
  /** views of the 30 days up to today */
  recent_views: number;
}

/**
 * The statistics of a contract: daily views are the average over the days with figures, monthly views
 * the views of the 30 days up to today, CTR the clicks over the views of all days.
 */
export function statisticsOf(t: FigureTotals): OutdoorStatisticsDto {
  return {
    daily_views: t.days ? Math.round(t.views / t.days) : 0,
    monthly_views: t.recent_views,
    ctr: ctrOf(t.clicks, t.views),
    conversions: t.conversions,
    views: t.views,
    clicks: t.clicks,
    days: t.days,
  };
}
