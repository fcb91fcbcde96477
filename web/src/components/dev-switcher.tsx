import { useId } from 'react';
import { COUNTRY_STORAGE_KEY, parseCountry, type CountryParam } from '../api/country-param.js';
import { writeStored } from '../api/storage.js';
import { useEdition } from '../app/edition-context.js';
import { shouldShowDevSwitcher } from '../app/host.js';
import { LANGUAGES, parseLanguage } from '../i18n/catalog.js';
import { useI18n } from '../i18n/i18n-context.js';

const MARKETS: readonly CountryParam[] = ['CZ', 'SK', 'PL'];

/** Development-only language and market switcher (local host or ?demo=1). */
export function DevSwitcher() {
  const { t, lang, setLanguage } = useI18n();
  const { edition, isLocalHost } = useEdition();
  const id = useId();
  const demo = document.documentElement.dataset.demo === '1';
  if (!demo && !shouldShowDevSwitcher(window.location.hostname, window.location.search, isLocalHost)) return null;

  const changeMarket = (value: string) => {
    const code = parseCountry(value);
    if (!code) return;
    writeStored(COUNTRY_STORAGE_KEY, code);
    setLanguage(null);
    const url = new URL(window.location.href);
    url.searchParams.set('country', code);
    window.location.assign(url.toString());
  };

  return (
    <aside className="dev-switcher" aria-label={t('dev.label')} data-testid="dev-switcher">
      <label htmlFor={`${id}-lang`}>{t('dev.language')}</label>
      <select id={`${id}-lang`} value={lang} onChange={(event) => setLanguage(parseLanguage(event.target.value))}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>{code}</option>
        ))}
      </select>
      <label htmlFor={`${id}-market`}>{t('dev.market')}</label>
      <select id={`${id}-market`} value={edition.code} onChange={(event) => changeMarket(event.target.value)}>
        {MARKETS.map((code) => (
          <option key={code} value={code}>{code}</option>
        ))}
      </select>
    </aside>
  );
}
