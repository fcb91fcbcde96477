import { useId } from 'react';
import type { SearchResponse, SearchSort } from '../../api/companies.js';
import { CompanyGrid } from '../../components/company/company-grid.js';
import { SortSelect } from '../../components/company/sort-select.js';
import { resultPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { LIST_SORTS } from '../search/search-state.js';
import '../../i18n/cs-directory.js';
import listing from '../../components/company/listing.module.css';

interface Props {
  cities: ReadonlyArray<{ name: string; slug: string; company_count: number }>;
  city: string;
  sort: SearchSort;
  page: number;
  companies: Resource<SearchResponse>;
  onChange: (next: { city?: string; sort?: SearchSort; page?: number }) => void;
}

/** The category's companies: city filter, sort, cards, 'Zatím žádné firmy' and pagination. */
export function CategoryCompanies({ cities, city, sort, page, companies, onChange }: Props) {
  const { t } = useI18n();
  const cityId = useId();
  const data = companies.data;
  const loading = companies.status === 'loading';
  return (
    <section className="section" aria-labelledby="category-companies">
      <div className={listing.resultsBar}>
        <h2 id="category-companies" className="section-title">
          {t('category.companies')}
        </h2>
        <div className={listing.resultsControls}>
          <div className={listing.sortSelect}>
            <label htmlFor={cityId}>{t('filters.city')}</label>
            <select
              id={cityId}
              value={city}
              onChange={(event) => onChange({ city: event.target.value, page: 1 })}
              data-testid="category-city-filter"
            >
              <option value="">{t('filters.allCities')}</option>
              {cities.map((item) => (
                <option key={item.slug} value={item.name}>{`${item.name} (${item.company_count})`}</option>
              ))}
            </select>
          </div>
          <SortSelect sorts={LIST_SORTS} value={sort} onChange={(next) => onChange({ sort: next, page: 1 })} />
        </div>
      </div>
      {companies.status === 'error' ? (
        <LoadError error={companies.error} fallback={t('search.error')} onRetry={companies.reload} />
      ) : !loading && data && data.total === 0 ? (
        <div className={listing.emptyState} data-testid="category-empty">
          <h3>{t('category.empty')}</h3>
          {city && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => onChange({ city: '', page: 1 })}
              data-testid="category-reset-city"
            >
              {t('category.resetCity')}
            </button>
          )}
        </div>
      ) : (
        <CompanyGrid companies={data?.companies ?? []} loading={loading} testId="category-companies" />
      )}
      {data && !loading && <Pagination page={page} pages={resultPages(data)} onChange={(next) => onChange({ page: next })} />}
    </section>
  );
}
