import type { CoreConfig } from '../core-deps.js';
import type { EmailAnalyticsService } from '../email-analytics/email-analytics.service.js';
import type { Wiring } from '../unit-of-work.js';
import { createAnalyticsCompaniesRepository } from './companies.repository.js';
import { DEFAULT_RAW_DAYS } from './model.js';
import { createWebAnalyticsRepository } from './web-analytics.repository.js';
import { createWebAnalyticsService } from './web-analytics.service.js';

/** Website analytics: page views of the public site, the admin report, a company's profile views, the `analytics` job. */
export function createWebAnalytics(
  deps: Pick<Wiring, 'db' | 'uow' | 'clock'> & {
    emailAnalytics: EmailAnalyticsService;
    /** defaults: on, 35 raw days, no external dashboard */
    config: Pick<CoreConfig, 'webAnalytics'>;
  },
) {
  return createWebAnalyticsService({
    uow: deps.uow,
    repo: createWebAnalyticsRepository(deps.db),
    companies: createAnalyticsCompaniesRepository(deps.db),
    emailAnalytics: deps.emailAnalytics,
    clock: deps.clock,
    options: deps.config.webAnalytics ?? { enabled: true, rawDays: DEFAULT_RAW_DAYS, dashboardUrl: null },
  });
}
