import type { SearchResponse } from '../../api/companies.js';
import { CompanyGrid } from '../../components/company/company-grid.js';
import { SortSelect } from '../../components/company/sort-select.js';
import { cappedCount, resultPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SEARCH_PAGE_SORTS, type SearchState } from './search-state.js';
import '../../i18n/cs-directory.js';
import styles from './search.module.css';
import listing from '../../components/company/listing.module.css';

interface Props {
  state: SearchState;
  results: Resource<SearchResponse>;
  onChange: (change: Partial<SearchState>) => void;
  onClear: () => void;
}

/** Count, sort, cards (skeletons while loading), the empty state and pagination. */
export function SearchResults({ state, results, onChange, onClear }: Props) {
  const { t, tp, locale } = useI18n();
  const data = results.data;
  const loading = results.status === 'loading';
  const found =
    data && (data.total_capped ? t('search.foundCapped', { count: cappedCount(data.total, locale) }) : tp('search.found', data.total));

  if (results.status === 'error')
    return <LoadError error={results.error} fallback={t('search.error')} onRetry={results.reload} testId="search-error" />;
  return (
    <div className="search-results">
      <div className={listing.resultsBar}>
        <p
          className={styles.resultsCount}
          role="status"
          data-testid="search-count"
          data-count={data?.total ?? ''}
          data-capped={data?.total_capped ? 'true' : undefined}
        >
          {data && !loading ? `${found}${state.city ? t('search.inCity', { city: state.city }) : ''}` : t('common.loading')}
        </p>
        <SortSelect sorts={SEARCH_PAGE_SORTS} value={state.sort} onChange={(sort) => onChange({ sort })} />
      </div>
      {!loading && data && data.total === 0 ? (
        <div className={listing.emptyState} data-testid="search-empty">
          <h2>{t('search.empty')}</h2>
          <p>{t('search.emptyText')}</p>
          <button type="button" className="button button--primary" onClick={onClear} data-testid="search-empty-clear">
            {t('search.clearFilters')}
          </button>
        </div>
      ) : (
        <CompanyGrid companies={data?.companies ?? []} loading={loading} testId="search-results" />
      )}
      {data && !loading && <Pagination page={state.page} pages={resultPages(data)} onChange={(page) => onChange({ page })} />}
    </div>
  );
}
