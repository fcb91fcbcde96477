import type { EmailAnalyticsDto } from '../../contract/email-analytics.js';
import { csvText, type CsvCell } from '../text/csv.js';
import { EXPORT_TEXTS as T } from './model.js';

/**
 * The figures as a CSV file for Czech Excel: UTF-8 with a byte-order mark (without it Excel reads the
 * file in the system's code page and breaks 'ě', 'š' …), `;` between fields (the list separator of the
 * Czech locale, where ',' is the decimal comma) and CRLF line ends. Three tables one after another,
 * separated by an empty line: the summary, the last 7 days, the top campaigns. Dates are ISO
 * (YYYY-MM-DD, read as dates by Excel in every locale); rates are whole percents.
 */
export function analyticsCsv(report: EmailAnalyticsDto): string {
  const a = report.analytics;
  const summary: Array<[string, string | number]> = [
    [T.period, report.period],
    [T.country, report.country ?? T.allCountries],
    [T.from, report.from.slice(0, 10)],
    [T.to, report.to.slice(0, 10)],
    [T.totalEmails, a.totalEmails],
    [T.totalSent, a.totalSent],
    [T.totalOpened, a.totalOpened],
    [T.totalClicked, a.totalClicked],
    [T.bounces, a.bounces],
    [T.unsubscribes, a.unsubscribes],
    [T.openRate, a.openRate],
    [T.clickRate, a.clickRate],
    [T.bounceRate, a.bounceRate],
    [T.unsubscribeRate, a.unsubscribeRate],
  ];
  const rows: CsvCell[][] = [
    [T.summary, T.value],
    ...summary,
    [],
    [T.trend],
    [T.date, T.sent, T.opened, T.clicked],
    ...report.chartData.map((d) => [d.date, d.sent, d.opened, d.clicked]),
    [],
    [T.campaigns],
    [T.campaign, T.status, T.sent, T.opened, T.clicked, T.bounced, T.openRate, T.clickRate],
    ...report.topCampaigns.map((c) => [
      c.name,
      c.status,
      c.sent_count,
      c.opened_count,
      c.clicked_count,
      c.bounced_count,
      c.openRate,
      c.clickRate,
    ]),
  ];
  return csvText(rows);
}

/** The export's file name: e-mail-analytika-7d-2026-11-26.csv (with the country when one is chosen). */
export function analyticsCsvName(report: EmailAnalyticsDto, today: string): string {
  return `email-analytika-${report.period}d${report.country ? `-${report.country.toLowerCase()}` : ''}-${today}.csv`;
}
