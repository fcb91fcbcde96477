import { DateTime } from 'luxon';
import type { TemplateLanguage } from './template-files.js';

/** How a date and a time are written in each language's mail (cs/sk '24. 11. 2026' '9:00', pl '24.11.2026' '09:00'). */
const FORMATS: Record<TemplateLanguage, { date: string; time: string }> = {
  cs: { date: 'd. M. yyyy', time: 'H:mm' },
  sk: { date: 'd. M. yyyy', time: 'H:mm' },
  pl: { date: 'dd.MM.yyyy', time: 'HH:mm' },
};

/** An instant as the business's (or edition's) clock shows it, written the language's way. */
export function localDateTime(instant: Date | string, timeZone: string, language: TemplateLanguage): { date: string; time: string } {
  const at = (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)).setZone(timeZone).setLocale(language);
  return { date: at.toFormat(FORMATS[language].date), time: at.toFormat(FORMATS[language].time) };
}
