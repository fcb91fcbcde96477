/** Dates and times of the booking modal, always in the business's zone (the slots answer's time_zone). Pure. */

/** '09:30' of an ISO start with its offset, as the business's clock shows it. */
export function formatSlotTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/** A local date 'YYYY-MM-DD' of the business: noon UTC of that calendar day, formatted in UTC (no zone shift). */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'po 24. 11.' for a date button. */
export function formatDayShort(date: string, locale: string): { weekday: string; day: string } {
  const d = calendarDay(date);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(d),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(d),
  };
}

/** 'pondělí 24. listopadu 2026' for the summary. */
export function formatDayLong(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    calendarDay(date),
  );
}

/** How many dates are shown before 'more'. */
export const DATES_SHOWN = 8;
