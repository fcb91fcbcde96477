import { Link } from 'react-router';
import { useCities } from '../../hooks/public-queries.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../icon.js';

export const FOOTER_CITY_COUNT = 6;

/** The six most populous cities of the edition, linking to their city pages. */
export function FooterCities() {
  const { t } = useI18n();
  const cities = useCities(FOOTER_CITY_COUNT);

  if (cities.status === 'loading')
    return (
      <p className="footer-note" role="status">
        {t('footer.citiesLoading')}
      </p>
    );
  if (cities.status === 'error' || !cities.data) return <p className="footer-note">{t('footer.citiesError')}</p>;
  if (cities.data.cities.length === 0) return <p className="footer-note">{t('footer.citiesEmpty')}</p>;
  return (
    <ul className="footer-links" data-testid="footer-cities">
      {cities.data.cities.slice(0, FOOTER_CITY_COUNT).map((city) => (
        <li key={city.id}>
          <Link to={`/${encodeURIComponent(city.slug)}`}>{city.name}</Link>
        </li>
      ))}
      <li>
        <Link to="/mesta" className="footer-more">
          {t('footer.allCities')} <Icon name="arrowRight" size={14} />
        </Link>
      </li>
    </ul>
  );
}
