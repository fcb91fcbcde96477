import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchCompanies } from '../../api/companies.js';
import { SearchForm } from '../../components/search/search-form.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SearchFilters } from './search-filters.js';
import { SearchResults } from './search-results.js';
import { changeSearch, EMPTY_SEARCH, parseSearchState, searchStateToParams, type SearchState } from './search-state.js';
import '../../i18n/cs-directory.js';
import styles from './search.module.css';

/** /search: every filter lives in the address (q, city, category, rating, price, sort, page). */
export function SearchPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const title = state.q ? t('page.searchFor', { q: state.q }) : t('page.search');
  useDocumentTitle(title, t('meta.search'));

  const results = useApiQuery(publicKeys.search(state), (signal) => searchCompanies(state, signal));

  const apply = (next: SearchState) => {
    setParams(searchStateToParams(next));
    if (next.page !== state.page) window.scrollTo({ top: 0 });
  };
  const change = (partial: Partial<SearchState>) => apply(changeSearch(state, partial));
  const clear = () => apply({ ...EMPTY_SEARCH, q: state.q, sort: state.sort });

  return (
    <div className="container page page--wide search-page">
      <header className="page-header">
        <h1 className="page-title" data-testid="search-heading">
          {title}
        </h1>
        <SearchForm key={`${state.q}|${state.city}`} variant="page" onSearch={({ q, city }) => change({ q, city })} />
      </header>
      <button
        type="button"
        className={`button button--ghost ${styles.filtersToggle}`}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
        data-testid="filters-toggle"
      >
        {filtersOpen ? t('filters.hide') : t('filters.show')}
      </button>
      <div className={styles.layout}>
        <SearchFilters id={filtersId} open={filtersOpen} state={state} onChange={change} onClear={clear} />
        <SearchResults state={state} results={results} onChange={change} onClear={clear} />
      </div>
    </div>
  );
}
