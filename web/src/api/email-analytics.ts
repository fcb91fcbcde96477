import type { EmailAnalyticsPeriod, emailAnalyticsResponse } from '../../../src/contract/email-analytics.js';
import { ApiError, isErrorBody } from './api-error.js';
import { apiRequest, buildApiUrl, currentCountry, type Answer } from './http.js';
import { sessionToken } from './session-token.js';

/** The typed client of e-mail analytics (src/contract/email-analytics.ts). */
export type EmailAnalytics = Answer<typeof emailAnalyticsResponse>;
export type { EmailAnalyticsPeriod };

export function loadEmailAnalytics(period: EmailAnalyticsPeriod, signal?: AbortSignal) {
  return apiRequest<EmailAnalytics>('/email_analytics', { query: { period }, signal });
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Downloads the period's figures as the server's CSV file (Export). */
export async function downloadEmailAnalyticsCsv(period: EmailAnalyticsPeriod): Promise<void> {
  const token = sessionToken();
  const response = await fetch(buildApiUrl('/email_analytics/export', { period }, currentCountry()), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'network', 'Network error');
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
    throw new ApiError(response.status, 'bad_response', `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), `email-analytika-${period}d.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
