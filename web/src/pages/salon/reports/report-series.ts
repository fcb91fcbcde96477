import type { ReportName } from '../../../../../src/contract/reports.js';

/**
 * How each report is drawn: the column on the x axis, the series (column keys) and the chart type.
 * The busy hours are a heat map table instead. Pure.
 */
export interface ChartSpec {
  x: string;
  series: string[];
  kind: 'bar' | 'stacked' | 'line';
  /** the y axis holds decimals (an average, a percent) */
  decimals?: boolean;
}

export const CHART_SPECS: Partial<Record<ReportName, ChartSpec>> = {
  bookings: { x: 'date', series: ['created', 'cancelled', 'no_show', 'completed'], kind: 'bar' },
  utilisation: { x: 'employee', series: ['utilisation'], kind: 'bar', decimals: true },
  clients: { x: 'date', series: ['new', 'returning'], kind: 'stacked' },
  reviews: { x: 'period', series: ['average'], kind: 'line', decimals: true },
  'profile-views': { x: 'date', series: ['views', 'visitors'], kind: 'line' },
};

/** Series colours, each at least 3:1 against the light and the dark surface. */
export const SERIES_COLOURS = ['#6366f1', '#dc2626', '#f97316', '#16a34a'];

/** Whether a report has anything to show: some number in its rows other than 0. */
export const hasData = (rows: Array<Record<string, string | number | null>>) =>
  rows.some((row) => Object.values(row).some((v) => typeof v === 'number' && v !== 0));

/** The heat map's shade (0..4) of a count against the busiest hour's. */
export const heatLevel = (count: number, max: number) => (count <= 0 || max <= 0 ? 0 : Math.max(1, Math.ceil((count / max) * 4)));
