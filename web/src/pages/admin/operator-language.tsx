import { useEffect, useMemo, type ReactNode } from 'react';
import { readStored } from '../../api/storage.js';
import { useSiteSettings } from '../../app/site-settings.js';
import { LANGUAGE_STORAGE_KEY, parseLanguage } from '../../i18n/catalog.js';
import { createI18n, I18nContext, useI18n } from '../../i18n/i18n-context.js';
import { useCatalog } from '../../i18n/use-catalog.js';

/**
 * The admin in the operator's language (Nastavení › Obecné › Jazyk, answered by /api/site-settings), not
 * the edition's: one back office serves every edition. The development switcher still wins. Czech until the
 * settings answer. The public site and the salon dashboard keep the edition's language.
 */
export function OperatorLanguage({ children }: { children: ReactNode }) {
  const outer = useI18n();
  const saved = useSiteSettings()?.language;
  const lang = parseLanguage(readStored(LANGUAGE_STORAGE_KEY)) ?? saved ?? 'cs';
  const arrived = useCatalog(lang);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrived`: the texts of `lang` came, render them
  const value = useMemo(() => createI18n(lang, outer.setLanguage), [lang, outer.setLanguage, arrived]);
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = outer.lang;
    };
  }, [lang, outer.lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
