import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('webAnalytics');

/** The periods of website analytics. */
export const WEB_ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type WebAnalyticsPeriod = (typeof WEB_ANALYTICS_PERIODS)[number];

/**
 * One page view as the public web app reports it (`POST /api/analytics/event`, sent by sendBeacon as
 * text/plain or by fetch as JSON). The path without its query, the referring address (its host is
 * kept), the screen's width in CSS pixels.
 */
export const analyticsEventBody = z.object({
  path: z.string({ error: M.path }).min(1, { error: M.path }).max(200, { error: M.path }).startsWith('/', { error: M.path }),
  referrer: z.string({ error: M.referrer }).max(500, { error: M.referrer }).default(''),
  width: z.number({ error: M.width }).int({ error: M.width }).min(0, { error: M.width }).max(20000, { error: M.width }),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

/** `?period=7d|30d|90d|365d` (default 30d) and an optional `country` (absent: every edition). */
export const webAnalyticsQuery = z.object({
  period: z.enum(WEB_ANALYTICS_PERIODS, { error: M.period }).default('30d'),
  country: countryCode.optional(),
});

/** The salon dashboard's profile views: `?period=` as above. */
export const companyViewsQuery = z.object({
  period: z.enum(WEB_ANALYTICS_PERIODS, { error: M.period }).default('30d'),
});

const named = z.object({ name: z.string(), count: z.number() });

const webAnalyticsFigures = z.object({
  totalPageViews: z.number(),
  /** distinct visitors of each day, summed (the visitor hash changes every day) */
  uniqueVisitors: z.number(),
  /** seconds: a session is one visitor's views with less than 30 minutes between them */
  avgSessionDuration: z.number(),
  /** whole percent of sessions with one view */
  bounceRate: z.number(),
  topPages: z.array(z.object({ page: z.string(), views: z.number() })),
  /** by screen width: mobile < 768, tablet < 1024, else desktop */
  deviceBreakdown: z.object({ desktop: z.number(), mobile: z.number(), tablet: z.number() }),
  topReferrers: z.array(z.object({ source: z.string(), visits: z.number() })),
});

const webAnalyticsCompany = z.object({
  id: z.number(),
  name: z.string(),
  /** views of its public page in the period */
  views: z.number(),
  /** bookings made in the period */
  bookings: z.number(),
  /** its rating out of 10 (one decimal) */
  score: z.number(),
});

const webAnalyticsCompanies = z.object({
  totalCompanies: z.number(),
  /** listed companies (status active) */
  activeCompanies: z.number(),
  /** at most 10, most viewed first */
  topCompanies: z.array(webAnalyticsCompany),
  byCategory: z.array(named),
  byRegion: z.array(named),
});

const webAnalyticsEmail = z.object({
  totalEmails: z.number(),
  totalSent: z.number(),
  totalOpened: z.number(),
  totalClicked: z.number(),
  openRate: z.number(),
  clickRate: z.number(),
  bounceRate: z.number(),
  unsubscribeRate: z.number(),
});

const webAnalyticsDay = z.object({ date: z.string(), pageViews: z.number(), uniqueVisitors: z.number() });

export const webAnalyticsResponse = z.object({
  success: z.literal(true),
  period: z.enum(WEB_ANALYTICS_PERIODS),
  country: countryCode.nullable(),
  /** whether page views are collected (MARKETPLACE_ANALYTICS) */
  collecting: z.boolean(),
  /** the external dashboard (MARKETPLACE_ANALYTICS_DASHBOARD_URL), null when not configured */
  dashboardUrl: z.string().nullable(),
  analytics: webAnalyticsFigures,
  companies: webAnalyticsCompanies,
  email: webAnalyticsEmail,
  /** every day of the period, oldest first (calendar days in Europe/Prague) */
  chartData: z.array(webAnalyticsDay),
});
export type WebAnalyticsDto = z.infer<typeof webAnalyticsResponse>;

/** A company's own profile views (the salon dashboard). */
export const companyViewsResponse = z.object({
  success: z.literal(true),
  period: z.enum(WEB_ANALYTICS_PERIODS),
  views: z.number(),
  visitors: z.number(),
  chartData: z.array(webAnalyticsDay),
});
export type CompanyViewsDto = z.infer<typeof companyViewsResponse>;
