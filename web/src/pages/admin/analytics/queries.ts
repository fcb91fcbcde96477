import { loadCompanyViews, loadWebAnalytics, type WebAnalyticsPeriod } from '../../../api/web-analytics.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';

/** Website analytics reloads every 5 minutes (and at once with 'Obnovit'). */
export const WEB_ANALYTICS_POLL_MS = 5 * 60_000;

/** Website analytics' query keys: one answer per period and country. */
export const webAnalyticsKeys = {
  all: ['admin', 'webAnalytics'] as const,
  report: (period: WebAnalyticsPeriod, country: string | null) => ['admin', 'webAnalytics', period, country ?? 'all'] as const,
  profileViews: (period: WebAnalyticsPeriod) => ['company', 'profileViews', period] as const,
};

/** The period the screen opens on. */
export const FIRST_WEB_ANALYTICS_PERIOD: WebAnalyticsPeriod = '30d';

/** The report of a period and a country (null: every edition): the screen's first query. */
export const webAnalyticsQuery = (period: WebAnalyticsPeriod, country: string | null) =>
  ({
    key: webAnalyticsKeys.report(period, country),
    load: (signal) => loadWebAnalytics(period, country, signal),
  }) satisfies FirstQuery<unknown>;

export function useWebAnalytics(period: WebAnalyticsPeriod, country: string | null, enabled = true) {
  const query = webAnalyticsQuery(period, country);
  return useApiQuery(query.key, query.load, {
    refetchInterval: WEB_ANALYTICS_POLL_MS,
    enabled,
  });
}

/** The salon dashboard's own profile views. */
export function useProfileViews(period: WebAnalyticsPeriod) {
  return useApiQuery(webAnalyticsKeys.profileViews(period), (signal) => loadCompanyViews(period, signal), {
    refetchInterval: WEB_ANALYTICS_POLL_MS,
  });
}
