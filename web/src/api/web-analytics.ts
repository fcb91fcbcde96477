import type {
  AnalyticsEventBody,
  companyViewsResponse,
  WebAnalyticsPeriod,
  webAnalyticsResponse,
} from '../../../src/contract/web-analytics.js';
import { apiRequest, buildApiUrl, currentCountry, type Answer } from './http.js';

/** The typed client of website analytics (src/contract/web-analytics.ts). */
export type WebAnalytics = Answer<typeof webAnalyticsResponse>;
export type CompanyViews = Answer<typeof companyViewsResponse>;
export type { WebAnalyticsPeriod };

export function loadWebAnalytics(period: WebAnalyticsPeriod, country: string | null, signal?: AbortSignal) {
  return apiRequest<WebAnalytics>('/analytics', { query: { period, country }, signal });
}

export function loadCompanyViews(period: WebAnalyticsPeriod, signal?: AbortSignal) {
  return apiRequest<CompanyViews>('/company/profile-views', { query: { period }, signal });
}

/**
 * Reports one page view: fetch with keepalive (it outlives a page being left), no credentials, no
 * cookie, no stored id; the answer is not read and a failure is ignored.
 */
export function reportPageView(view: AnalyticsEventBody): void {
  try {
    void fetch(buildApiUrl('/analytics/event', {}, currentCountry()), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
    }).catch(() => undefined);
  } catch {
    // a browser refusing the request changes nothing for the visitor
  }
}
