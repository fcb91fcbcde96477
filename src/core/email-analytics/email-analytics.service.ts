import type { CountryCode } from '../../config/schema.js';
import type { EmailAnalyticsDto } from '../../contract/email-analytics.js';
import { EDITIONS } from '../directory/model.js';
import type { Clock } from '../clock.port.js';
import type { TopCampaignsRepository } from './campaigns.repository.js';
import { dayOf, lastDays, spanOf } from './days.js';
import { analyticsCsv, analyticsCsvName } from './export.js';
import { figuresOf, ratePercent, TOP_CAMPAIGNS_LIMIT, TREND_DAYS } from './model.js';
import type { EmailAnalyticsRepository } from './email-analytics.repository.js';

export interface EmailAnalyticsRequest {
  /** days: 7, 30 or 90 from the API; website analytics asks for its own periods (365 too) */
  period: number;
  /** one edition's mail; absent: every edition's */
  country?: CountryCode;
  /** whose calendar days count (the chosen country's, else the edition the request came to) */
  edition: CountryCode;
}

/**
 * E-mail analytics (admin Analytika): the sent mail of a period (today and the days before it, in the
 * edition's time zone), its opens, clicks, bounces and unsubscribes with their rates, the last 7 days
 * day by day, and the top campaigns; and the same as a CSV file.
 */
export function createEmailAnalyticsService(deps: { repo: EmailAnalyticsRepository; campaigns: TopCampaignsRepository; clock: Clock }) {
  async function report(request: EmailAnalyticsRequest): Promise<EmailAnalyticsDto> {
    const timeZone = EDITIONS[request.country ?? request.edition].timeZone;
    const now = deps.clock.now();
    const period = lastDays(now, timeZone, request.period);
    const trend = period.slice(-TREND_DAYS);
    const span = spanOf(period);
    if (!span) throw new RangeError('an analytics period has at least one day');
    const { start: from, end: to } = span;
    const [counts, unsubscribes, daily, campaigns] = await Promise.all([
      deps.repo.periodCounts(from, to, request.country),
      deps.repo.unsubscribes(from, to, request.country),
      deps.repo.dailyCounts(trend, request.country),
      deps.campaigns.top(TOP_CAMPAIGNS_LIMIT, request.country),
    ]);
    return {
      success: true,
      period: request.period,
      country: request.country ?? null,
      timeZone,
      from: from.toISOString(),
      to: to.toISOString(),
      analytics: figuresOf(counts, unsubscribes),
      chartData: trend.map((day, i) => {
        const counts = daily[i];
        return { date: day.date, sent: counts?.sent ?? 0, opened: counts?.opened ?? 0, clicked: counts?.clicked ?? 0 };
      }),
      topCampaigns: campaigns.map((c) => ({
        ...c,
        openRate: ratePercent(c.opened_count, c.sent_count),
        clickRate: ratePercent(c.clicked_count, c.opened_count),
      })),
    };
  }

  return {
    report,
    /** The report as a CSV file for Czech Excel (export.ts) and its file name. */
    async exportCsv(request: EmailAnalyticsRequest): Promise<{ filename: string; content: string }> {
      const found = await report(request);
      const today = dayOf(deps.clock.now(), found.timeZone).date;
      return { filename: analyticsCsvName(found, today), content: analyticsCsv(found) };
    },
  };
}

export type EmailAnalyticsService = ReturnType<typeof createEmailAnalyticsService>;
