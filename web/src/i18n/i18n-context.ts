import { createContext, useContext } from 'react';
import type { Language, MessageKey, Vars } from './catalog.js';
import { translate, translatePlural, type PluralBase } from './translate.js';

export interface I18n {
  lang: Language;
  /** BCP 47 locale for dates and numbers (cs-CZ, sk-SK, pl-PL). */
  locale: string;
  t: (key: MessageKey, vars?: Vars) => string;
  /** `count` in the plural form it takes; `shown` stands for {count} when given (a capped '99+') */
  tp: (base: PluralBase, count: number, shown?: string) => string;
  /** Development switcher: force a language, or null to follow the edition. */
  setLanguage: (lang: Language | null) => void;
}

export const LOCALES: Record<Language, string> = { cs: 'cs-CZ', sk: 'sk-SK', pl: 'pl-PL' };

export function createI18n(lang: Language, setLanguage: (lang: Language | null) => void = () => {}): I18n {
  return {
    lang,
    locale: LOCALES[lang],
    t: (key, vars) => translate(lang, key, vars),
    tp: (base, count, shown) => translatePlural(lang, base, count, shown),
    setLanguage,
  };
}

/** Czech by default, so that even a screen rendered outside the provider (the crash screen) has texts. */
export const I18nContext = createContext<I18n>(createI18n('cs'));

export function useI18n(): I18n {
  return useContext(I18nContext);
}
