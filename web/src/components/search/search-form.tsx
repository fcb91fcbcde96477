import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CityCombobox } from './city-combobox.js';
import { buildSearchUrl } from './search-url.js';
import { Icon } from '../icon.js';

type Variant = 'header' | 'hero' | 'menu' | 'page';

/**
 * Query + city search (header, mobile menu, home hero, search page). Submits to /search?q=…&city=…,
 * or hands the values to `onSearch` (the search page keeps its other filters).
 */
export function SearchForm({
  variant = 'header',
  onSubmitted,
  onSearch,
}: {
  variant?: Variant;
  onSubmitted?: () => void;
  onSearch?: (values: { q: string; city: string }) => void;
}) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [city, setCity] = useState(() => params.get('city') ?? '');
  const id = useId();
  const labelClass = variant === 'hero' || variant === 'page' ? 'search-label' : 'visually-hidden';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSearch) onSearch({ q: q.trim(), city: city.trim() });
    else void navigate(buildSearchUrl({ q, city }));
    onSubmitted?.();
  };

  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      aria-label={t('search.form')}
      onSubmit={submit}
      data-testid={`search-form-${variant}`}
    >
      <div className="search-field">
        <label htmlFor={`${id}-q`} className={labelClass}>
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
          data-testid={`search-q-${variant}`}
        />
      </div>
      <div className="search-field search-field--city">
        <CityCombobox
          label={t('search.city')}
          labelClassName={labelClass}
          value={city}
          onChange={setCity}
          placeholder={t('search.cityPlaceholder', { city: edition.defaultCity })}
          testId={`search-city-${variant}`}
        />
      </div>
      <button type="submit" className="button button--primary search-submit" data-testid={`search-submit-${variant}`}>
        <Icon name="search" size={18} className="search-icon" />
        <span>{t('search.submit')}</span>
      </button>
    </form>
  );
}
