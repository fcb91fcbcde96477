import type { BadgeTone } from '../../../components/ui/badge.js';
import { formatPrice } from '../../../components/format.js';

/** The Webhosting screen's rules, pure: tabs, filters, the status colours, the revenue tiles, the linked fees, dates. */

export const HOSTING_TABS = ['projekty', 'prijmy'] as const;
export type HostingTab = (typeof HOSTING_TABS)[number];
/** `?tab=prijmy` opens Příjmy; anything else the Projekty tab. */
export const parseHostingTab = (value: string | null): HostingTab => (value === 'prijmy' ? 'prijmy' : 'projekty');

/** The status filters, then the domains whose registration ends within 30 days or has ended ('Domény brzy vyprší'). */
export const HOSTING_FILTERS = ['', 'active', 'expiring_soon', 'expired', 'domain_expiring_soon'] as const;
export type HostingFilter = (typeof HOSTING_FILTERS)[number];
/** `?stav=` of the address; none or anything else is '' (all projects), never null: the list's query key holds it. */
export const parseHostingFilter = (value: string | null): HostingFilter => HOSTING_FILTERS.find((filter) => filter === value) ?? '';

/** The status badge: Aktivní green, Brzy vyprší yellow, Vypršel red, anything else Neznámý grey. */
const STATUS_TONES: Readonly<Record<string, BadgeTone>> = { active: 'green', expiring_soon: 'yellow', expired: 'red' };
export const hostingStatusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'grey';
export const knownHostingStatus = (status: string): 'active' | 'expiring_soon' | 'expired' | 'unknown' =>
  status in STATUS_TONES ? (status as 'active' | 'expiring_soon' | 'expired') : 'unknown';

export type TileTone = 'grey' | 'yellow' | 'green' | 'blue';
/** A revenue tile's colour: 0 grey, under 5 000 Kč yellow, under 15 000 green, otherwise blue. */
export function revenueTileTone(revenue: number): TileTone {
  if (revenue <= 0) return 'grey';
  if (revenue < 5000) return 'yellow';
  if (revenue < 15000) return 'green';
  return 'blue';
}

/** Whole Kč in Czech: '12 000 Kč' (no decimals, a no-break space between groups). */
export const kc = (amount: number): string => formatPrice(amount, 'CZK');

/** What a typed fee is worth: a whole number, rounded; empty, negative or non-numeric is 0. */
export function feeValue(text: string): number {
  const value = Number(text.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** The edit form's linked fees: a year is twelve months, a month a twelfth of the year rounded. */
export const annualFromMonthly = (monthly: string): string => String(feeValue(monthly) * 12);
export const monthlyFromAnnual = (annual: string): string => String(Math.round(feeValue(annual) / 12));

const DATE_FORMAT = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' in Czech: '1. 3. 2026' (the date itself, whatever the browser's zone). */
export function czechDate(date: string | null | undefined): string {
  const match = date ? ISO_DATE.exec(date) : null;
  if (!match) return date ?? '';
  return DATE_FORMAT.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The same calendar day a year later; 29 February becomes 28 February. */
export function nextYear(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  const year = Number(match[1]) + 1;
  const month = Number(match[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), last);
  return `${year}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** An address to open a site at: the stored URL, else https:// and the domain. */
export function siteHref(websiteUrl: string | null, domain: string): string | null {
  const url = websiteUrl?.trim();
  if (url) return /^https?:\/\//i.test(url) ? url : `https://${url}`;
  const host = domain.trim();
  return host ? `https://${host.replace(/^https?:\/\//i, '')}` : null;
}

/** A tel: link of a phone number as written ('+420 777 123 456' -> 'tel:+420777123456'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The form's values of a date input: 'YYYY-MM-DD' or empty. */
export const dateOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** A certificate expiring within this many days is a problem (as the daily check reports it). */
export const CERT_WARNING_DAYS = 14;
/** A domain whose registration ends within this many days is a problem (as the daily check and the reminders count it). */
export const DOMAIN_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type HostingProblem =
  | { kind: 'certExpired' | 'certExpiring'; date: string }
  | { kind: 'domainEnded' | 'domainEnding'; date: string }
  | { kind: 'siteDown' }
  | { kind: 'checkError'; error: string };

/** What the last certificate/site check found wrong, if anything: the site down, the certificate near its end, or the check's error. */
export function hostingProblems(
  project: {
    cert_expires_at: string | null;
    site_up: boolean | null;
    check_error: string | null;
    domain_expiration_date?: string | null;
    domain_days_left?: number | null;
  },
  now: number,
): HostingProblem[] {
  const problems: HostingProblem[] = [];
  if (project.site_up === false) problems.push({ kind: 'siteDown' });
  const expires = project.cert_expires_at ? Date.parse(project.cert_expires_at) : Number.NaN;
  if (!Number.isNaN(expires) && expires - now <= CERT_WARNING_DAYS * DAY_MS) {
    problems.push({ kind: expires <= now ? 'certExpired' : 'certExpiring', date: project.cert_expires_at! });
  }
  const domainDays = project.domain_days_left;
  if (project.domain_expiration_date && typeof domainDays === 'number' && domainDays <= DOMAIN_WARNING_DAYS) {
    problems.push({ kind: domainDays < 0 ? 'domainEnded' : 'domainEnding', date: project.domain_expiration_date });
  }
  if (problems.length === 0 && project.check_error) problems.push({ kind: 'checkError', error: project.check_error });
  return problems;
}

const INSTANT_DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Prague' });
/** The day of an ISO timestamp in Prague, in Czech ('14. 3. 2026'). */
export function czechDayOf(instant: string): string {
  const at = Date.parse(instant);
  return Number.isNaN(at) ? instant : INSTANT_DATE.format(at);
}

/** `?rok=` of the revenue calendar: a year from 2000 to 2100, else the current one. */
export function parseRevenueYear(value: string | null, today: Date): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : today.getFullYear();
}
