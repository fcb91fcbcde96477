import type { Job } from './types.js';

/**
 * Website analytics upkeep: hourly at minute 7 inside `serve`; `marketplace jobs run analytics` for
 * system cron. Rolls each closed day's page views up into daily aggregates, prunes raw views older than
 * MARKETPLACE_ANALYTICS_RAW_DAYS (rolled-up days only) and deletes the salts of past days.
 */
export const webAnalyticsJob: Job = {
  name: 'analytics',
  schedule: '0 7 * * * *',
  run: async (core) => core.webAnalytics.rollUp(),
};
