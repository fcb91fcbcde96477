import { randomBytes } from 'node:crypto';
import type { CountryCode } from '../../config/schema.js';
import type { CompanyViewsDto, WebAnalyticsDto, WebAnalyticsPeriod } from '../../contract/web-analytics.js';
import type { EmailAnalyticsService } from '../email-analytics/email-analytics.service.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { AnalyticsCompaniesRepository } from './companies.repository.js';
import {
  companySlugOf,
  countedPath,
  dayOf,
  daysBefore,
  deviceOf,
  isBot,
  lastDayNames,
  PERIOD_DAYS,
  percent,
  referrerHost,
  TOP_LIMIT,
  visitorHash,
} from './model.js';
import type { DayCount, DayRange, ItemCount, ItemKind, Totals, WebAnalyticsRepository } from './web-analytics.repository.js';

export interface WebAnalyticsOptions {
  /** MARKETPLACE_ANALYTICS: off stores nothing */
  enabled: boolean;
  /** MARKETPLACE_ANALYTICS_RAW_DAYS: raw page views older than this are pruned once rolled up */
  rawDays: number;
  /** MARKETPLACE_ANALYTICS_DASHBOARD_URL: the external dashboard the 'plausible' tab embeds */
  dashboardUrl: string | null;
}

/** A page view as the route hands it over: what the browser sent and what the request says. */
export interface PageViewReport {
  path: string;
  referrer: string;
  width: number;
  /** the edition the request came to */
  country: CountryCode;
  /** the host the request came to (a referrer from it is the site itself) */
  host: string;
  /** the client's address and user agent: hashed with the day's salt, never stored */
  address: string;
  userAgent: string | undefined;
}

/** How many items each source is asked for before they are merged (then cut to the top 10). */
const MERGE_DEPTH = 100;

const sumTotals = (a: Totals, b: Totals): Totals => ({
  views: a.views + b.views,
  visitors: a.visitors + b.visitors,
  sessions: a.sessions + b.sessions,
  bounces: a.bounces + b.bounces,
  sessionMs: a.sessionMs + b.sessionMs,
});

function mergeItems(lists: ItemCount[][]): ItemCount[] {
  const merged = new Map<string, ItemCount>();
  for (const item of lists.flat()) {
    const found = merged.get(item.item);
    if (found) {
      found.views += item.views;
      found.visitors += item.visitors;
    } else merged.set(item.item, { ...item });
  }
  return [...merged.values()].sort((a, b) => b.views - a.views || a.item.localeCompare(b.item));
}

/**
 * First-party website analytics: page views reported by the public web app (a bot or a disabled
 * collection stores nothing), visitors as a hash under a salt of the day (salts of past days deleted),
 * the admin report (page views, visitors, sessions, pages, devices, referrers, the companies' figures,
 * the e-mail figures of email-analytics, a chart of every day) and a company's own profile views. The
 * `analytics` job rolls closed days up and prunes raw views.
 */
export function createWebAnalyticsService(deps: {
  /** a rollup of days is one transaction (tx.webAnalytics) */
  uow: UnitOfWork;
  repo: WebAnalyticsRepository;
  companies: AnalyticsCompaniesRepository;
  emailAnalytics: EmailAnalyticsService;
  clock: Clock;
  options: WebAnalyticsOptions;
}) {
  const { uow, repo, clock, options } = deps;
  let salt: { day: string; value: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const value = await repo.saltOf(day, randomBytes(32).toString('hex'));
    await repo.dropSaltsBefore(day);
    salt = { day, value };
    return value;
  }

  /** The period's days split into the rolled-up part and the raw part. */
  async function rangesOf(days: string[], country?: string): Promise<{ daily: DayRange | null; raw: DayRange | null }> {
    const from = days[0]!;
    const to = days[days.length - 1]!;
    const last = await repo.lastRolledUp();
    if (!last || last < from) return { daily: null, raw: { from, to, country } };
    if (last >= to) return { daily: { from, to, country }, raw: null };
    return { daily: { from, to: last, country }, raw: { from: daysBefore(last, -1), to, country } };
  }

  async function top(ranges: { daily: DayRange | null; raw: DayRange | null }, kind: ItemKind, depth = MERGE_DEPTH) {
    return mergeItems(
      await Promise.all([
        ranges.daily ? repo.topItems(ranges.daily, kind, 'daily', depth) : [],
        ranges.raw ? repo.topItems(ranges.raw, kind, 'raw', depth) : [],
      ]),
    );
  }

  async function chart(days: string[], ranges: { daily: DayRange | null; raw: DayRange | null }, listingId?: number) {
    const counts: DayCount[] = (
      await Promise.all([
        ranges.daily ? repo.perDay(ranges.daily, 'daily', listingId) : [],
        ranges.raw ? repo.perDay(ranges.raw, 'raw', listingId) : [],
      ])
    ).flat();
    const byDay = new Map(counts.map((c) => [c.day, c]));
    return days.map((date) => ({ date, pageViews: byDay.get(date)?.views ?? 0, uniqueVisitors: byDay.get(date)?.visitors ?? 0 }));
  }

  async function companiesOf(ranges: { daily: DayRange | null; raw: DayRange | null }, from: Date, to: Date, country?: string) {
    const viewed = (await top(ranges, 'listing')).slice(0, TOP_LIMIT);
    const views = new Map(viewed.map((v) => [Number(v.item), v.views]));
    const ids = [...views.keys()];
    if (ids.length < TOP_LIMIT) {
      const booked = await deps.companies.bookings(from, to, { limit: TOP_LIMIT, country });
      for (const id of booked.keys()) if (ids.length < TOP_LIMIT && !ids.includes(id)) ids.push(id);
    }
    const [counts, byCategory, byRegion, facts, bookings] = await Promise.all([
      deps.companies.counts(country),
      deps.companies.byCategory(country),
      deps.companies.byRegion(country),
      deps.companies.facts(ids),
      deps.companies.bookings(from, to, { ids }),
    ]);
    const topCompanies = facts
      .map((c) => ({
        id: c.id,
        name: c.name,
        views: views.get(c.id) ?? 0,
        bookings: bookings.get(c.id) ?? 0,
        score: Math.round(c.rating * 20) / 10,
      }))
      .sort((a, b) => b.views - a.views || b.bookings - a.bookings || a.id - b.id);
    return { totalCompanies: counts.total, activeCompanies: counts.active, topCompanies, byCategory, byRegion };
  }

  return {
    options,

    /** Stores one page view; false when collection is off or the user agent is a bot. */
    async record(view: PageViewReport): Promise<boolean> {
      if (!options.enabled || isBot(view.userAgent)) return false;
      const now = clock.now();
      const day = dayOf(now);
      const path = countedPath(view.path);
      const slug = companySlugOf(path);
      await repo.insert([
        {
          atMs: now.getTime(),
          day,
          country: view.country,
          path,
          referrer: referrerHost(view.referrer, view.host),
          screenWidth: view.width,
          device: deviceOf(view.width),
          listingId: slug ? await repo.listingOfSlug(slug, view.country) : null,
          visitor: visitorHash(await saltOf(day), view.address, view.userAgent ?? ''),
        },
      ]);
      return true;
    },

    /** The admin report of a period (every edition, or one). */
    async report(request: { period: WebAnalyticsPeriod; country?: CountryCode }): Promise<WebAnalyticsDto> {
      const count = PERIOD_DAYS[request.period];
      const days = lastDayNames(clock.now(), count);
      const ranges = await rangesOf(days, request.country);
      const emailReport = await deps.emailAnalytics.report({ period: count, country: request.country, edition: request.country ?? 'CZ' });
      const from = new Date(emailReport.from);
      const to = new Date(emailReport.to);
      const [dailyTotals, rawTotals, pages, referrers, devices, companies, chartData] = await Promise.all([
        ranges.daily ? repo.dailyTotals(ranges.daily) : null,
        ranges.raw ? repo.rawTotals(ranges.raw) : null,
        top(ranges, 'page'),
        top(ranges, 'referrer'),
        top(ranges, 'device', 3),
        companiesOf(ranges, from, to, request.country),
        chart(days, ranges),
      ]);
      const zero: Totals = { views: 0, visitors: 0, sessions: 0, bounces: 0, sessionMs: 0 };
      const totals = sumTotals(dailyTotals ?? zero, rawTotals ?? zero);
      const device = (name: string) => devices.find((d) => d.item === name)?.views ?? 0;
      const e = emailReport.analytics;
      return {
        success: true,
        period: request.period,
        country: request.country ?? null,
        collecting: options.enabled,
        dashboardUrl: options.dashboardUrl,
        analytics: {
          totalPageViews: totals.views,
          uniqueVisitors: totals.visitors,
          avgSessionDuration: totals.sessions ? Math.round(totals.sessionMs / totals.sessions / 1000) : 0,
          bounceRate: percent(totals.bounces, totals.sessions),
          topPages: pages.slice(0, TOP_LIMIT).map((p) => ({ page: p.item, views: p.views })),
          deviceBreakdown: { desktop: device('desktop'), mobile: device('mobile'), tablet: device('tablet') },
          topReferrers: referrers.slice(0, TOP_LIMIT).map((r) => ({ source: r.item, visits: r.views })),
        },
        companies,
        email: {
          totalEmails: e.totalEmails,
          totalSent: e.totalSent,
          totalOpened: e.totalOpened,
          totalClicked: e.totalClicked,
          openRate: e.openRate,
          clickRate: e.clickRate,
          bounceRate: e.bounceRate,
          unsubscribeRate: e.unsubscribeRate,
        },
        chartData,
      };
    },

    /** The views of one company's public page in a period, day by day (the salon dashboard). */
    async companyViews(companyId: number, period: WebAnalyticsPeriod): Promise<CompanyViewsDto> {
      const days = lastDayNames(clock.now(), PERIOD_DAYS[period]);
      const ranges = await rangesOf(days);
      const chartData = await chart(days, ranges, companyId);
      return {
        success: true,
        period,
        views: chartData.reduce((a, d) => a + d.pageViews, 0),
        visitors: chartData.reduce((a, d) => a + d.uniqueVisitors, 0),
        chartData,
      };
    },

    /** The views and visitors of one company's public page on each of these days (Prague days, oldest first; salon Reporty). */
    async companyViewsOfDays(companyId: number, days: string[]) {
      return days.length ? chart(days, await rangesOf(days), companyId) : [];
    },

    /** The `analytics` job: rolls closed days up, prunes raw views past their days, drops old salts. */
    async rollUp(): Promise<{ rolledUp: number; pruned: number; saltsDropped: number }> {
      const now = clock.now();
      const today = dayOf(now);
      const days = await repo.daysToRollUp(today);
      // a month a transaction, so that a long backlog neither holds one transaction long nor fails whole
      for (let i = 0; i < days.length; i += 31) await uow.write((tx) => tx.webAnalytics.rollUp(days.slice(i, i + 31), now));
      const pruned = await repo.pruneRawBefore(daysBefore(today, options.rawDays));
      const saltsDropped = await repo.dropSaltsBefore(today);
      return { rolledUp: days.length, pruned, saltsDropped };
    },
  };
}

export type WebAnalyticsService = ReturnType<typeof createWebAnalyticsService>;
