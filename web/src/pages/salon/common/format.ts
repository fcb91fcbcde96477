import { formatPrice } from '../../../components/format.js';

/** Dates of the salon dashboard: ISO dates (YYYY-MM-DD) as the server gives them, shown in Czech. Pure. */
export const money = (amount: number, currency: string) => formatPrice(amount, currency);

export function addDays(date: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** '2026-11-23' -> 'po 23. 11.' (short) or 'pondělí 23. 11. 2026' */
export function dateLabel(date: string, long = false): string {
  const d = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(
    'cs-CZ',
    long
      ? { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' },
  ).format(d);
}

export const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

/** An ISO instant shown as date and time in a zone ('24. 11. 2026 10:00'); `weekday` puts the short day name first. */
export function formatInstant(iso: string, timeZone: string, locale = 'cs-CZ', weekday = false): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: weekday ? 'short' : undefined,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** An ISO instant shown as date and time in a zone; none: '–'. */
export function instantLabel(iso: string | null, timeZone: string): string {
  return iso ? formatInstant(iso, timeZone) : '–';
}

/** 'HH:MM' -> minutes after midnight */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
