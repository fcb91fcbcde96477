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
  name: string;
  sort: SearchSort;
  page: number;
  companies: Resource<SearchResponse>;
  onChange: (next: { sort?: SearchSort; page?: number }) => void;
}

/** The city's companies with sort and pagination. */
export function CityCompanies({ name, sort, page, companies, onChange }: Props) {
  const { t } = useI18n();
  const data = companies.data;
  const loading = companies.status === 'loading';
  return (
    <section className="section" aria-labelledby="city-companies">
      <div className={listing.resultsBar}>
        <h2 id="city-companies" className="section-title">
          {t('city.companies', { city: name })}
        </h2>
        <SortSelect sorts={LIST_SORTS} value={sort} onChange={(next) => onChange({ sort: next, page: 1 })} />
      </div>
      {companies.status === 'error' ? (
        <LoadError error={companies.error} fallback={t('search.error')} onRetry={companies.reload} />
      ) : !loading && data && data.total === 0 ? (
        <div className={listing.emptyState} data-testid="city-empty">
          <h3>{t('category.empty')}</h3>
        </div>
      ) : (
        <CompanyGrid companies={data?.companies ?? []} loading={loading} testId="city-companies" />
      )}
      {data && !loading && <Pagination page={page} pages={resultPages(data)} onChange={(next) => onChange({ page: next })} />}
    </section>
  );
}
