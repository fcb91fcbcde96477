import type { DocumentContext, LanguageWords } from '../context.js';
import type { LegalDocumentName } from '../model.js';

/** A document's template: the company's fill in, the text (the format of markup.ts) out. */
export type DocumentTemplate = (ctx: DocumentContext) => string;

/** One language's templates: its words, the documents' titles and texts. */
export interface LanguageTemplates {
  words: LanguageWords;
  titles: Record<LegalDocumentName, string>;
  documents: Record<LegalDocumentName, DocumentTemplate>;
}

/** Lines of a text, those that are null left out (an optional line the company has no data for). */
export const lines = (...parts: Array<string | null | false>) => parts.filter((p): p is string => typeof p === 'string').join('\n');

/** Plural form by count: Czech and Slovak (1, 2–4, 5+). */
export const czechPlural = (n: number, one: string, few: string, many: string) => (n === 1 ? one : n >= 2 && n <= 4 ? few : many);

/** Plural form by count: Polish (1, 2–4 except 12–14 and their tens, the rest). */
export const polishPlural = (n: number, one: string, few: string, many: string) =>
  n === 1 ? one : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? few : many;

/** '45 min', '1 h', '1 h 30 min' */
export function shortDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A span in the largest whole unit: days, hours, else minutes. */
export function spanIn(minutes: number, say: { days(n: number): string; hours(n: number): string; minutes(n: number): string }): string {
  if (minutes > 0 && minutes % 1440 === 0) return say.days(minutes / 1440);
  if (minutes > 0 && minutes % 60 === 0) return say.hours(minutes / 60);
  return say.minutes(minutes);
}
