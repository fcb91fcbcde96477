import { useId, useState } from 'react';
import { COUNTRY_STORAGE_KEY, parseCountry, type CountryParam } from '../api/country-param.js';
import { readStored, writeStored } from '../api/storage.js';
import { useEdition } from '../app/edition-context.js';
import { LANGUAGES, parseLanguage } from '../i18n/catalog.js';
import { useI18n } from '../i18n/i18n-context.js';
import { Icon } from './page-icon.js';
import '../i18n/cs-dev.js';

const MARKETS: readonly CountryParam[] = ['CZ', 'SK', 'PL'];
/** Whether this browser has the switcher expanded ('open'); collapsed to a small button otherwise. */
const OPEN_STORAGE_KEY = 'marketplace.devSwitcher';

/** The development language and market switcher (`dev-switcher.tsx` decides whether it shows), collapsed by default so that it covers nothing. */
export function DevSwitcherPanel() {
  const { t, lang, setLanguage } = useI18n();
  const { edition } = useEdition();
  const id = useId();
  const [open, setOpen] = useState(() => readStored(OPEN_STORAGE_KEY) === 'open');

  const changeMarket = (value: string) => {
    const code = parseCountry(value);
    if (!code) return;
    writeStored(COUNTRY_STORAGE_KEY, code);
    setLanguage(null);
    const url = new URL(window.location.href);
    url.searchParams.set('country', code);
    window.location.assign(url.toString());
  };

  const toggle = () => {
    writeStored(OPEN_STORAGE_KEY, open ? null : 'open');
    setOpen(!open);
  };

  return (
    <aside className={open ? 'dev-switcher is-open' : 'dev-switcher'} aria-label={t('dev.label')} data-testid="dev-switcher">
      <button
        type="button"
        className="dev-switcher-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('dev.label')}
        title={t('dev.label')}
        onClick={toggle}
        data-testid="dev-switcher-toggle"
      >
        <Icon name={open ? 'close' : 'tools'} size={16} />
      </button>
      <div id={`${id}-panel`} className="dev-switcher-panel" hidden={!open}>
        <label htmlFor={`${id}-lang`}>{t('dev.language')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(event) => setLanguage(parseLanguage(event.target.value))}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-market`}>{t('dev.market')}</label>
        <select id={`${id}-market`} value={edition.code} onChange={(event) => changeMarket(event.target.value)}>
          {MARKETS.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
