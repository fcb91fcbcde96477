/** Reports (salon Reporty): constants and the Czech texts the server sends. */

/** The longest period one report covers, in days (MARKETPLACE_REPORTS_MAX_DAYS). */
export const DEFAULT_REPORTS_MAX_DAYS = 366;
/** A period of at most this many days shows the reviews by week, a longer one by month. */
export const REVIEWS_WEEKLY_MAX_DAYS = 92;

export interface ReportsOptions {
  maxDays: number;
}

export const REPORT_TEXTS = {
  periodTooLong: (days: number) => `Období může mít nejvýše ${days} dní`,
  badDate: 'Neplatné datum',
  noEmployee: 'Bez zaměstnance',
} as const;

/** The columns' labels (the table and the CSV header). */
export const REPORT_COLUMNS = {
  date: 'Den',
  created: 'Vytvořené',
  cancelled: 'Zrušené',
  no_show: 'Nedostavili se',
  completed: 'Dokončené',
  employee: 'Zaměstnanec',
  working_minutes: 'Pracovní doba (min)',
  booked_minutes: 'Rezervováno (min)',
  utilisation: 'Vytížení (%)',
  new: 'Noví klienti',
  returning: 'Vracející se klienti',
  weekday: 'Den v týdnu',
  period: 'Období od',
  period_end: 'Období do',
  count: 'Počet hodnocení',
  average: 'Průměrné hodnocení',
  views: 'Zobrazení profilu',
  visitors: 'Návštěvníci',
} as const;

/** Monday first, as a Czech week; luxon's weekday 1..7 is Monday..Sunday. */
export const WEEKDAY_NAMES = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;
