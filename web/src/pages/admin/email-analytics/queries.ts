import { loadEmailAnalytics, type EmailAnalyticsPeriod } from '../../../api/email-analytics.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';

/** E-mail analytics' query keys: one answer per period. */
export const emailAnalyticsKeys = {
  all: ['admin', 'emailAnalytics'] as const,
  report: (period: EmailAnalyticsPeriod) => ['admin', 'emailAnalytics', period] as const,
};

/** The figures of a period; the last answer stays shown while another period loads. */
export function useEmailAnalytics(period: EmailAnalyticsPeriod) {
  const query = emailAnalyticsQuery(period);
  return useApiQuery(query.key, query.load);
}

/** The period the screen opens on. */
export const FIRST_EMAIL_ANALYTICS_PERIOD: EmailAnalyticsPeriod = 7;

/** The figures of a period: the screen's first query. */
export const emailAnalyticsQuery = (period: EmailAnalyticsPeriod) =>
  ({ key: emailAnalyticsKeys.report(period), load: (signal) => loadEmailAnalytics(period, signal) }) satisfies FirstQuery<unknown>;
