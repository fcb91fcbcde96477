import { Link } from 'react-router';
import { Spinner } from '../../components/spinner.js';
import { useCities } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RetryNotice } from '../../components/retry-notice.js';

export const POPULAR_CITY_COUNT = 8;

/** The most populous cities of the edition, each linking to /{slug}. */
export function PopularCities() {
  const { t, tp } = useI18n();
  const cities = useCities(POPULAR_CITY_COUNT);

  if (cities.status === 'loading') return <Spinner block />;
  if (cities.status === 'error' || !cities.data) return <RetryNotice message={t('footer.citiesError')} onRetry={cities.reload} />;
  return (
    <ul className="city-tiles" data-testid="popular-cities">
      {cities.data.cities.map((city) => (
        <li key={city.id}>
          <Link to={`/${encodeURIComponent(city.slug)}`} className="city-tile">
            <span className="city-tile-name">{city.name}</span>
            <span className="city-tile-meta">{city.company_count > 0 ? tp('common.companies', city.company_count) : city.region_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
