import type { EmailAnalyticsFigures } from '../../contract/email-analytics.js';

/** The trend always shows the last 7 days (the period changes the figures, not the chart). */
export const TREND_DAYS = 7;
/** How many campaigns the top-campaigns table shows. */
export const TOP_CAMPAIGNS_LIMIT = 10;

/**
 * A rate as a whole percent: part / whole, rounded; 0 when the whole is 0 (nothing sent, nothing
 * opened). Open rate = opened / sent, click rate = clicked / opened, bounce and unsubscribe rates
 * over sent.
 */
export function ratePercent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.round((part / whole) * 100);
}

/** What the repository counts for a period. */
export interface PeriodCounts {
  total: number;
  sent: number;
  opened: number;
  clicked: number;
  bounced: number;
}

/** The figures and rates of a period from its counts and its unsubscribes. */
export function figuresOf(counts: PeriodCounts, unsubscribes: number): EmailAnalyticsFigures {
  return {
    totalEmails: counts.total,
    totalSent: counts.sent,
    totalOpened: counts.opened,
    totalClicked: counts.clicked,
    bounces: counts.bounced,
    unsubscribes,
    openRate: ratePercent(counts.opened, counts.sent),
    clickRate: ratePercent(counts.clicked, counts.opened),
    bounceRate: ratePercent(counts.bounced, counts.sent),
    unsubscribeRate: ratePercent(unsubscribes, counts.sent),
  };
}

/** The Czech texts of the CSV export (the file the Export button downloads). */
export const EXPORT_TEXTS = {
  section: 'Sekce',
  figure: 'Ukazatel',
  value: 'Hodnota',
  summary: 'Souhrn',
  period: 'Období (dny)',
  country: 'Země',
  allCountries: 'Všechny',
  from: 'Od',
  to: 'Do',
  totalEmails: 'Celkem e-mailů',
  totalSent: 'Odesláno',
  totalOpened: 'Otevřeno',
  totalClicked: 'Prokliknuto',
  bounces: 'Vrácené (bounce)',
  unsubscribes: 'Odhlášení',
  openRate: 'Míra otevření (%)',
  clickRate: 'Míra prokliku (%)',
  bounceRate: 'Míra vrácení (%)',
  unsubscribeRate: 'Míra odhlášení (%)',
  trend: 'Posledních 7 dní',
  date: 'Datum',
  sent: 'Odesláno',
  opened: 'Otevřeno',
  clicked: 'Prokliknuto',
  campaigns: 'Nejlepší kampaně',
  campaign: 'Kampaň',
  status: 'Stav',
  bounced: 'Vráceno',
} as const;
