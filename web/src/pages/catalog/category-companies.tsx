import type { SearchResponse, SearchSort } from '../../api/companies.js';
import { InlineSelect } from '../../components/company/sort-select.js';
import { CompanyListing } from '../search/company-listing.js';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
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
export function CategoryCompanies({ cities, city, onChange, ...props }: Props) {
  const { t } = useI18n();
  return (
    <CompanyListing
      {...props}
      name="category"
      title={t('category.companies')}
      onChange={onChange}
      filter={
        <InlineSelect
          className={listing.sortSelect}
          label={t('filters.city')}
          value={city}
          onChange={(value) => onChange({ city: value, page: 1 })}
          options={[
            { value: '', label: t('filters.allCities') },
            ...cities.map((item) => ({ key: item.slug, value: item.name, label: `${item.name} (${item.company_count})` })),
          ]}
          testId="category-city-filter"
        />
      }
      emptyAction={
        city && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onChange({ city: '', page: 1 })}
            data-testid="category-reset-city"
          >
            {t('category.resetCity')}
          </button>
        )
      }
    />
  );
}
