import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../api/storage.js';
import { useEdition } from '../app/edition-context.js';
import { LANGUAGE_STORAGE_KEY, parseLanguage, type Language } from './catalog.js';
import { createI18n, I18nContext } from './i18n-context.js';
import { useCatalog } from './use-catalog.js';

/** Language of the edition, unless the development switcher chose another one. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { edition } = useEdition();
  const [override, setOverride] = useState<Language | null>(() => parseLanguage(readStored(LANGUAGE_STORAGE_KEY)));
  const lang: Language = override ?? edition.language;

  const setLanguage = useCallback((next: Language | null) => {
    writeStored(LANGUAGE_STORAGE_KEY, next);
    setOverride(next);
  }, []);

  useEffect(() => {
    // the admin sets its own (pages/admin/operator-language.tsx)
    if (!window.location.pathname.startsWith('/admin')) document.documentElement.lang = lang;
  }, [lang]);

  const arrived = useCatalog(lang);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrived`: the texts of `lang` came, render them
  const value = useMemo(() => createI18n(lang, setLanguage), [lang, setLanguage, arrived]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
