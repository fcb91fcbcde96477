import { Link } from 'react-router';
import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';

/** City cards: active cities link to their page, the others show 'Brzy dostupné'. */
export function CityList({ cities }: { cities: readonly CityDto[] }) {
  const { t, tp, locale } = useI18n();
  const population = new Intl.NumberFormat(locale);
  return (
    <ul className="city-cards" data-testid="city-list">
      {cities.map((city) => {
        const body = (
          <>
            <span className="city-card-name">{city.name}</span>
            {city.region_name && <span className="city-card-region">{city.region_name}</span>}
            <span className="city-card-meta">
              {t('cities.population', { count: population.format(city.population) })}
              {city.company_count > 0 && ` · ${tp('common.companies', city.company_count)}`}
            </span>
          </>
        );
        return (
          <li key={city.id} data-testid="city-card" data-slug={city.slug} data-active={city.is_active}>
            {city.is_active ? (
              <Link to={`/${encodeURIComponent(city.slug)}`} className="city-card">
                {body}
              </Link>
            ) : (
              <div className="city-card city-card--soon">
                {body}
                <span className="city-card-soon">{t('cities.soon')}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
