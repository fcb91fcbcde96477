import { useId } from 'react';
import { formatRating } from '../../components/format.js';
import { useCategories } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { FilterGroup, type FilterOption } from './filter-group.js';
import { PRICE_OPTIONS, RATING_OPTIONS, type SearchState } from './search-state.js';
import { useFilterCities } from './use-filter-cities.js';
import '../../i18n/cs-directory.js';
import styles from './search.module.css';

interface Props {
  id: string;
  open: boolean;
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
  onClear: () => void;
}

/** Category, city, minimum rating and price filters, and 'Vyčistit vše'. */
export function SearchFilters({ id, open, state, onChange, onClear }: Props) {
  const { t, locale } = useI18n();
  const selectId = useId();
  const categories = useCategories();
  const filterCities = useFilterCities();
  const any: FilterOption = { value: '', label: t('filters.any') };

  const cityNames =
    state.city && !filterCities.some((name) => name.toLowerCase() === state.city.toLowerCase())
      ? [...filterCities, state.city]
      : filterCities;
  const cityOptions = [{ value: '', label: t('filters.allCities') }, ...cityNames.map((name) => ({ value: name, label: name }))];
  const cityValue = cityNames.find((name) => name.toLowerCase() === state.city.toLowerCase()) ?? '';
  const ratingOptions = [
    ...RATING_OPTIONS.map((r) => ({ value: String(r), label: t('filters.ratingAtLeast', { rating: formatRating(r, locale) }) })),
    any,
  ];
  const priceOptions = [...PRICE_OPTIONS.map((p) => ({ value: p, label: p })), any];

  return (
    <aside id={id} className={styles.filters} data-open={open} aria-label={t('filters.title')} data-testid="search-filters">
      <div className={styles.filtersHead}>
        <h2 className={styles.filtersTitle}>{t('filters.title')}</h2>
        <button type="button" className="link-button" onClick={onClear} data-testid="filters-clear">
          {t('filters.clear')}
        </button>
      </div>
      <div className={styles.filterGroup}>
        <label htmlFor={selectId} className={styles.filterLabel}>
          {t('filters.category')}
        </label>
        <select
          id={selectId}
          value={state.category}
          onChange={(event) => onChange({ category: event.target.value })}
          data-testid="filter-category"
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.data?.categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <FilterGroup
        legend={t('filters.city')}
        name="city"
        options={cityOptions}
        value={cityValue}
        onChange={(city) => onChange({ city })}
        testId="filter-city"
      />
      <FilterGroup
        legend={t('filters.rating')}
        name="rating"
        options={ratingOptions}
        value={state.rating ? String(state.rating) : ''}
        onChange={(value) => onChange({ rating: Number(value) || 0 })}
        testId="filter-rating"
      />
      <FilterGroup
        legend={t('filters.price')}
        name="price"
        options={priceOptions}
        value={state.price}
        onChange={(price) => onChange({ price })}
        testId="filter-price"
      />
    </aside>
  );
}
