import { fetchReport, type ReportName } from '../../../api/reports.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import type { Period } from './report-period.js';

/** Reporty's queries: under 'salon', so a salon change (a booking confirmed …) makes them stale too. */
export const reportKeys = {
  all: ['salon', 'reports'] as const,
  report: (name: ReportName, period: Period) => ['salon', 'reports', name, period.from, period.to] as const,
};

/** The report the section opens on, over the preset it opens on (the last 30 days to today in the edition's zone). */
export const FIRST_REPORT = { name: 'bookings', preset: 'last30' } as const;

/** A report over a period: the section's first query. */
export const reportQuery = (name: ReportName, period: Period) =>
  ({ key: reportKeys.report(name, period), load: (signal) => fetchReport(name, period, signal) }) satisfies FirstQuery<unknown>;
