import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { WebAnalyticsPeriod } from '../../contract/web-analytics.js';

/** Days are Prague calendar days whichever edition a view came to (one chart for every edition). */
const ANALYTICS_TIME_ZONE = 'Europe/Prague';
/** A session: one visitor's views with at most this long between two of them. */
export const SESSION_GAP_MS = 30 * 60_000;
/** Lists of the report (top pages, referrers) and the top companies table. */
export const TOP_LIMIT = 10;
/** Pages and referrers kept per day and edition when a day is rolled up (the rest are counted in the totals only). */
export const ROLLUP_ITEMS_PER_DAY = 200;
/** Raw page views are kept this many days (MARKETPLACE_ANALYTICS_RAW_DAYS), then only the daily aggregates. */
export const DEFAULT_RAW_DAYS = 35;

export const PERIOD_DAYS: Record<WebAnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

export type Device = 'mobile' | 'tablet' | 'desktop';

/** By screen width in CSS pixels: mobile < 768, tablet < 1024, else desktop. */
export function deviceOf(width: number): Device {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** Crawlers, previews, monitors and scripts by their user agent; an empty one counts as a bot too. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|phantom|lighthouse|pagespeed|preview|facebookexternalhit|embedly|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|axios|monitor|pingdom|uptime|check_http|feed/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 8 || BOT_AGENT.test(userAgent);
}

/** The path as counted: without query and fragment, control characters (PostgreSQL refuses NUL in text) and a trailing slash (except '/'), at most 200 characters. */
export function countedPath(path: string): string {
  const bare = [...path.split(/[?#]/, 1)[0]!]
    .filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f')
    .join('')
    .replace(/\/{2,}/g, '/');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').slice(0, 200);
}

const bareHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** The referring site's host; '' for none, a malformed address, or the site itself (`ownHost`). */
export function referrerHost(referrer: string, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = bareHost(url.hostname);
    if (!host || host === bareHost(ownHost)) return '';
    return host.slice(0, 120);
  } catch {
    return '';
  }
}

/** The slug of a public company page (/firma/:slug), else null. */
export function companySlugOf(path: string): string | null {
  const match = /^\/firma\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).slice(0, 190);
  } catch {
    return null;
  }
}

/** The visitor of a day: a hash of the day's salt, the address and the user agent (neither is stored). */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** The Prague calendar day of an instant (YYYY-MM-DD). */
export function dayOf(instant: Date): string {
  return DateTime.fromJSDate(instant).setZone(ANALYTICS_TIME_ZONE).toISODate()!;
}

/** The last `count` Prague days up to and including the day of `now`, oldest first. */
export function lastDayNames(now: Date, count: number): string[] {
  const today = DateTime.fromJSDate(now).setZone(ANALYTICS_TIME_ZONE).startOf('day');
  return Array.from({ length: count }, (_, i) => today.minus({ days: count - 1 - i }).toISODate()!);
}

/** The day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: ANALYTICS_TIME_ZONE }).minus({ days }).toISODate()!;
}

/** Part of a whole as a whole percent (0 when the whole is 0). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
