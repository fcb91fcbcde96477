import type { ReportDto, ReportName } from '../../contract/reports.js';
import { REPORT_COLUMNS } from './model.js';
import type { ReportPeriod } from './period.js';

export type ColumnKey = keyof typeof REPORT_COLUMNS;
export type Row = Record<string, string | number | null>;

/** A report's table: the columns by key (their labels from REPORT_COLUMNS unless given), rows and totals. */
export function table(
  report: ReportName,
  period: ReportPeriod,
  columns: Array<ColumnKey | { key: string; label: string }>,
  rows: Row[],
  totals: Record<string, number | null>,
): ReportDto {
  return {
    report,
    from: period.from,
    to: period.to,
    time_zone: period.zone,
    columns: columns.map((c) => (typeof c === 'string' ? { key: c, label: REPORT_COLUMNS[c] } : c)),
    rows,
    totals,
  };
}

/** A share as a percent with one decimal; null when the whole is 0. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** An average with two decimals; null without values. */
export const averageOf = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum / count) * 100) / 100 : null);
