import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error.js';
import { fetchCityPage, searchCompanies } from '../../api/companies.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import { useListingParams } from '../search/use-listing-params.js';
import { CityContent } from './city-content.js';
import { capitaliseSlug, majorCityBySlug } from './major-cities.js';
import '../../i18n/cs-directory.js';

/**
 * /{city}?category=&sort=&page=: a city of the edition (GET /api/cities/{slug}). A slug the API does
 * not know gets a page only when it is one of the 15 major Czech cities; anything else is not found.
 */
export function CityPage() {
  const { t } = useI18n();
  const { city: slug = '' } = useParams();
  const { filter: category, sort, page, update } = useListingParams('category');
  const city = useApiQuery(publicKeys.cityPage(slug), (signal) => fetchCityPage(slug, signal));
  const missing = city.status === 'error' && city.error instanceof ApiError && city.error.status === 404;
  const major = majorCityBySlug(slug);
  // a city without companies has a page only when it is one of the major Czech cities
  const empty = city.status === 'ready' && city.data?.city.company_count === 0;
  const name = city.data?.city.name ?? major ?? capitaliseSlug(slug);
  const ready = city.status === 'ready' || (missing && major !== null);
  const search = { city: name, category: category || undefined, sort, page };
  const companies = useApiQuery(publicKeys.search(search), (signal) => searchCompanies(search, signal), { enabled: ready });

  if (city.status === 'loading') return <Spinner block />;
  if ((missing || empty) && !major) return <NotFoundPage />;
  if (city.status === 'error' && !missing) {
    return (
      <div className="container page">
        <LoadError error={city.error} fallback={t('city.error')} onRetry={city.reload} />
      </div>
    );
  }

  return (
    <CityContent
      name={name}
      city={city.data?.city ?? null}
      categories={city.data?.categories ?? []}
      category={category}
      sort={sort}
      page={page}
      companies={companies}
      onChange={update}
    />
  );
}
