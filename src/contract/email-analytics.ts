import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('emailAnalytics');

/** The periods of e-mail analytics, in days: today and the days before it, in the edition's time zone. */
export const EMAIL_ANALYTICS_PERIODS = [7, 30, 90] as const;
export type EmailAnalyticsPeriod = (typeof EMAIL_ANALYTICS_PERIODS)[number];

/** `?period=7|30|90` (default 7) and an optional `country` (absent: every edition). */
export const emailAnalyticsQuery = z.object({
  period: z
    .enum(['7', '30', '90'], { error: M.period })
    .default('7')
    .transform((p) => Number(p) as EmailAnalyticsPeriod),
  country: countryCode.optional(),
});

/** The figures of a period; the rates are whole percents (docs/decisions.md, E-mail analytics). */
const emailAnalyticsFigures = z.object({
  /** sent-mail entries of the period: sent, bounced and failed */
  totalEmails: z.number(),
  /** handed to the recipient's server: sent and bounced */
  totalSent: z.number(),
  /** sent e-mails opened at least once (a click counts as an open) */
  totalOpened: z.number(),
  /** sent e-mails with at least one click */
  totalClicked: z.number(),
  /** sent e-mails that came back (hard bounces) */
  bounces: z.number(),
  /** addresses that unsubscribed in the period */
  unsubscribes: z.number(),
  /** opened / sent */
  openRate: z.number(),
  /** clicked / opened */
  clickRate: z.number(),
  /** bounces / sent */
  bounceRate: z.number(),
  /** unsubscribes / sent */
  unsubscribeRate: z.number(),
});
export type EmailAnalyticsFigures = z.infer<typeof emailAnalyticsFigures>;

/** One day of the last-7-days trend: `date` is the edition's calendar day (YYYY-MM-DD). */
const emailAnalyticsDay = z.object({ date: z.string(), sent: z.number(), opened: z.number(), clicked: z.number() });

/** A campaign among the top ones (most opens, then clicks). */
const emailAnalyticsCampaign = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  sent_count: z.number(),
  opened_count: z.number(),
  clicked_count: z.number(),
  bounced_count: z.number(),
  openRate: z.number(),
  clickRate: z.number(),
});

export const emailAnalyticsResponse = z.object({
  success: z.literal(true),
  period: z.number(),
  country: countryCode.nullable(),
  timeZone: z.string(),
  /** the period's first instant and the end of today, both at the zone's midnight (ISO, UTC) */
  from: z.string(),
  to: z.string(),
  analytics: emailAnalyticsFigures,
  /** the last 7 days, oldest first, every day present */
  chartData: z.array(emailAnalyticsDay),
  topCampaigns: z.array(emailAnalyticsCampaign),
});
export type EmailAnalyticsDto = z.infer<typeof emailAnalyticsResponse>;
