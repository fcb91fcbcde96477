import { DateTime } from 'luxon';

/**
 * The webhosting rules every face shares (the screens, `/api/webhosting…`, `marketplace hosting …`, the
 * reminder job): when a project renews, what it costs a year and what status it is in. All dates are
 * calendar dates ('YYYY-MM-DD') in Europe/Prague; "today" comes from the clock port through
 * `pragueToday`.
 */

const HOSTING_TIMEZONE = 'Europe/Prague';
/** A project whose renewal is at most this many days away is expiring soon. */
export const EXPIRING_SOON_DAYS = 30;
/** The annual fee when neither the annual fee nor the monthly cost is known (Kč). */
const DEFAULT_ANNUAL_FEE = 1000;
export const HOSTING_STATUSES = ['active', 'expiring_soon', 'expired'] as const;
export type HostingStatus = (typeof HOSTING_STATUSES)[number];

/** What the rules read of a hosting project. */
export interface HostingTerms {
  annual_fee: number | null;
  monthly_cost: number | null;
  website_created_date: string | null;
  next_payment_date: string | null;
  /** the status the admin set; null: it follows the dates */
  manual_status: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: string): DateTime {
  const date = DateTime.fromISO(value, { zone: 'UTC' });
  if (!ISO_DATE.test(value) || !date.isValid) throw new RangeError(`not a calendar date: ${value}`);
  return date;
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

/** The calendar day in Prague at `instant`. */
export function pragueToday(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: HOSTING_TIMEZONE }).toISODate()!;
}

/** The calendar day of an instant in a time zone (the operator's, Nastavení › Obecné). */
export function dayIn(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate()!;
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  return parseDate(date).plus({ years }).toISODate()!;
}

export function addDays(date: string, days: number): string {
  return parseDate(date).plus({ days }).toISODate()!;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(parseDate(to).diff(parseDate(from), 'days').days);
}

/** When the project renews: next_payment_date, else one year after the site was made, else today. */
export function renewalDate(terms: HostingTerms, today: string): string {
  if (terms.next_payment_date) return terms.next_payment_date;
  if (terms.website_created_date) return addYears(terms.website_created_date, 1);
  return today;
}

/** What a year of hosting costs: annual_fee, else 12 x monthly_cost, else 1000 Kč (a missing or zero fee counts as not known). */
export function annualFee(terms: Pick<HostingTerms, 'annual_fee' | 'monthly_cost'>): number {
  if (terms.annual_fee && terms.annual_fee > 0) return terms.annual_fee;
  if (terms.monthly_cost && terms.monthly_cost > 0) return terms.monthly_cost * 12;
  return DEFAULT_ANNUAL_FEE;
}

/** The status the dates give: expired after the renewal date, expiring soon within 30 days, else active. */
export function statusByDate(renewal: string, today: string): HostingStatus {
  const daysLeft = daysBetween(today, renewal);
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= EXPIRING_SOON_DAYS) return 'expiring_soon';
  return 'active';
}

/** The project's status: the one the admin set, else the one its dates give. */
export function hostingStatus(terms: HostingTerms, today: string): string {
  return terms.manual_status ?? statusByDate(renewalDate(terms, today), today);
}

/** The edit form's linked fees: a year is twelve months. */
export function annualFromMonthly(monthly: number): number {
  return monthly * 12;
}

export function monthlyFromAnnual(annual: number): number {
  return Math.round(annual / 12);
}
