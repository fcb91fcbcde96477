import type { ReportName } from '../../../api/reports.js';
import type { Period } from './report-period.js';

/** Reporty's queries: under 'salon', so a salon change (a booking confirmed …) makes them stale too. */
export const reportKeys = {
  all: ['salon', 'reports'] as const,
  report: (name: ReportName, period: Period) => ['salon', 'reports', name, period.from, period.to] as const,
};
