import type { CoreConfig } from '../core-deps.js';
import type { Wiring } from '../unit-of-work.js';
import type { WebAnalyticsService } from '../web-analytics/web-analytics.service.js';
import { DEFAULT_REPORTS_MAX_DAYS } from './model.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService } from './reports.service.js';

/** Salon Reporty: bookings, utilisation, clients, busy hours, reviews and profile views over a period, as tables and CSV. */
export function createReports(
  deps: Pick<Wiring, 'db'> & {
    webAnalytics: Pick<WebAnalyticsService, 'companyViewsOfDays'>;
    /** the company's plan includes advanced analytics */
    assertAdvanced: (companyId: number) => Promise<void>;
    /** the longest period (MARKETPLACE_REPORTS_MAX_DAYS) */
    config: Pick<CoreConfig, 'reports'>;
  },
) {
  return createReportsService({
    repo: createReportsRepository(deps.db),
    webAnalytics: deps.webAnalytics,
    assertAdvanced: deps.assertAdvanced,
    options: { maxDays: deps.config.reports?.maxDays ?? DEFAULT_REPORTS_MAX_DAYS },
  });
}

export { type ReportsOptions } from './model.js';
