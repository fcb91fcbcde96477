/** Dates, previews and subjects of the e-mail lists. Pure. */
import type { Translate } from '../../../components/ui/errors.js';

export const PREVIEW_LENGTH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first 100 characters of the text, whitespace collapsed (a longer line is cut visually by CSS too). */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, length);
}

/** '(Bez předmětu)' for a missing subject. */
export function subjectOf(subject: string | null | undefined, t: Translate): string {
  return subject && subject.trim() ? subject : t('admin.email.noSubject');
}

/**
 * The relative date rule: up to 1 day old its time, up to 7 days the weekday, otherwise day and month;
 * Czech locale, in the edition's time zone.
 */
export function relativeDate(iso: string, now: Date, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age <= DAY_MS) return date.toLocaleTimeString('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone });
  if (age <= 7 * DAY_MS) return date.toLocaleDateString('cs-CZ', { weekday: 'long', timeZone });
  return date.toLocaleDateString('cs-CZ', { day: 'numeric', month: 'long', timeZone });
}

/** Full date and time for titles and detail panes: day, month, year, hour and minute in two digits. */
export function fullDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('cs-CZ', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
}
