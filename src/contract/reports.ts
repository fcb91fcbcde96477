import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('reports');

/**
 * The salon's reports (Reporty). `bookings` is for every plan; the others are advanced analytics
 * (plan Professional or higher).
 */
export const REPORT_NAMES = ['bookings', 'utilisation', 'clients', 'busy-hours', 'reviews', 'profile-views'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/** The reports every plan has; the rest need the plan feature `advanced_analytics`. */
export const BASIC_REPORTS: readonly ReportName[] = ['bookings'];

const calendarDate = z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

export const reportParams = z.object({ name: z.enum(REPORT_NAMES, { error: M.name }) });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included, in the company's time zone) and `format=csv` for the file. */
export const reportQuery = z
  .object({ from: calendarDate, to: calendarDate, format: z.enum(['json', 'csv'], { error: M.format }).default('json') })
  .refine((q) => q.from <= q.to, { path: ['to'], error: M.dateOrder });

const cell = z.union([z.string(), z.number(), z.null()]);

/**
 * A report as a table: its columns in order (a key and the Czech label), one row per day, week,
 * employee or weekday (the values by the column keys), and the period's totals.
 */
const reportDto = z.object({
  report: z.enum(REPORT_NAMES),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.record(z.string(), cell)),
  totals: z.record(z.string(), z.union([z.number(), z.null()])),
});
export type ReportDto = z.infer<typeof reportDto>;

/** The JSON answer; with `format=csv` the same table as a CSV file (text/csv). */
export const reportResponse = reportDto.extend({ success: z.literal(true) });
