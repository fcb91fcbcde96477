import type { EmailAnalyticsPeriod, emailAnalyticsResponse } from '../../../src/contract/email-analytics.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of e-mail analytics (src/contract/email-analytics.ts). */
export type EmailAnalytics = Answer<typeof emailAnalyticsResponse>;
export type { EmailAnalyticsPeriod };

export function loadEmailAnalytics(period: EmailAnalyticsPeriod, signal?: AbortSignal) {
  return apiRequest<EmailAnalytics>('/email_analytics', { query: { period }, signal });
}

/** Downloads the period's figures as the server's CSV file (Export). */
export function downloadEmailAnalyticsCsv(period: EmailAnalyticsPeriod): Promise<void> {
  return downloadFile('/email_analytics/export', { period }, (response) =>
    attachmentName(response.headers.get('content-disposition'), `email-analytika-${period}d.csv`),
  );
}
