import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { buildSearchUrl } from './search-url.js';
import { useCitySuggestions } from './use-city-suggestions.js';

/** Query + city search; submits to /search?q=…&city=… (header, mobile menu and home hero). */
export function SearchForm({ variant = 'header', onSubmitted }: { variant?: 'header' | 'hero' | 'menu'; onSubmitted?: () => void }) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [city, setCity] = useState(() => params.get('city') ?? '');
  const suggestions = useCitySuggestions(city);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildSearchUrl({ q, city }));
    onSubmitted?.();
  };

  return (
    <form className={`search-form search-form--${variant}`} role="search" aria-label={t('search.form')} onSubmit={submit}>
      <div className="search-field">
        <label htmlFor={`${id}-q`} className={variant === 'hero' ? 'search-label' : 'visually-hidden'}>
          {t('search.query')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('search.queryPlaceholder')}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div className="search-field search-field--city">
        <label htmlFor={`${id}-city`} className={variant === 'hero' ? 'search-label' : 'visually-hidden'}>
          {t('search.city')}
        </label>
        <input
          id={`${id}-city`}
          name="city"
          type="text"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          placeholder={t('search.cityPlaceholder', { city: edition.defaultCity })}
          list={`${id}-cities`}
          autoComplete="off"
          maxLength={100}
        />
        <datalist id={`${id}-cities`}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <button type="submit" className="button button--primary search-submit">
        <span aria-hidden="true" className="search-icon">⌕</span>
        <span>{t('search.submit')}</span>
      </button>
    </form>
  );
}
