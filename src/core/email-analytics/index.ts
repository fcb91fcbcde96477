import type { Wiring } from '../unit-of-work.js';
import { createTopCampaignsRepository } from './campaigns.repository.js';
import { createEmailAnalyticsRepository } from './email-analytics.repository.js';
import { createEmailAnalyticsService } from './email-analytics.service.js';

/** E-mail analytics (admin Analytika): a period's figures, the last 7 days, top campaigns, the CSV export. */
export function createEmailAnalytics(deps: Pick<Wiring, 'db' | 'clock'>) {
  return createEmailAnalyticsService({
    repo: createEmailAnalyticsRepository(deps.db),
    campaigns: createTopCampaignsRepository(deps.db),
    clock: deps.clock,
  });
}
