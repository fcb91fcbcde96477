import { DateTime } from 'luxon';
import type { ReportDto } from '../../contract/reports.js';
import { REVIEWS_WEEKLY_MAX_DAYS } from './model.js';
import type { ReportPeriod } from './period.js';
import { averageOf, table, type Row } from './table.js';

/**
 * The review average over time: by week (Monday to Sunday) for a period of up to
 * REVIEWS_WEEKLY_MAX_DAYS days, else by calendar month; each group cut to the period, with its count
 * and average stars (two decimals, null without reviews). Reviews count on the local day written.
 */
export function reviewsReport(period: ReportPeriod, reviews: Array<{ at: Date; rating: number }>): ReportDto {
  const unit = period.days.length <= REVIEWS_WEEKLY_MAX_DAYS ? 'week' : 'month';
  const groups = new Map<string, { period: string; period_end: string; count: number; sum: number }>();
  for (const day of period.days) {
    const key = DateTime.fromISO(day, { zone: period.zone }).startOf(unit).toISODate()!;
    const group = groups.get(key);
    if (group) group.period_end = day;
    else groups.set(key, { period: day, period_end: day, count: 0, sum: 0 });
  }
  for (const r of reviews) {
    const key = DateTime.fromJSDate(r.at, { zone: period.zone }).startOf(unit).toISODate()!;
    const group = groups.get(key);
    if (!group) continue;
    group.count += 1;
    group.sum += r.rating;
  }
  const rows: Row[] = [...groups.values()].map((g) => ({
    period: g.period,
    period_end: g.period_end,
    count: g.count,
    average: averageOf(g.sum, g.count),
  }));
  const count = reviews.length;
  return table('reviews', period, ['period', 'period_end', 'count', 'average'], rows, {
    count,
    average: averageOf(
      reviews.reduce((a, r) => a + r.rating, 0),
      count,
    ),
  });
}
