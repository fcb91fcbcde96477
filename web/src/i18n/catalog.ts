import type { MessageKey } from './cs.js';

export type { MessageKey };
export type Language = 'cs' | 'sk' | 'pl';
/** A translation: any subset of the Czech keys (the rest falls back to Czech). */
export type Catalog = Partial<Record<MessageKey, string>>;
export type Vars = Record<string, string | number>;

export const LANGUAGES: readonly Language[] = ['cs', 'sk', 'pl'];
export const LANGUAGE_STORAGE_KEY = 'marketplace.language';

export function parseLanguage(value: string | null | undefined): Language | null {
  const lang = (value ?? '').trim().toLowerCase();
  return lang === 'cs' || lang === 'sk' || lang === 'pl' ? lang : null;
}
