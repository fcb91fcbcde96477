import { loadEmailAnalytics, type EmailAnalyticsPeriod } from '../../../api/email-analytics.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';

/** E-mail analytics' query keys: one answer per period. */
export const emailAnalyticsKeys = {
  all: ['admin', 'emailAnalytics'] as const,
  report: (period: EmailAnalyticsPeriod) => ['admin', 'emailAnalytics', period] as const,
};

/** The figures of a period; the last answer stays shown while another period loads. */
export function useEmailAnalytics(period: EmailAnalyticsPeriod) {
  return useApiQuery(emailAnalyticsKeys.report(period), (signal) => loadEmailAnalytics(period, signal));
}
