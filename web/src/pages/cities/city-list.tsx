import { Link } from 'react-router';
import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import styles from './cities.module.css';

/** City cards: active cities link to their page, the others show 'Brzy dostupné'. */
export function CityList({ cities }: { cities: readonly CityDto[] }) {
  const { t, tp, locale } = useI18n();
  const population = new Intl.NumberFormat(locale);
  return (
    <ul className={styles.cityCards} data-testid="city-list">
      {cities.map((city) => {
        const body = (
          <>
            <span className={styles.cityCardName}>{city.name}</span>
            {city.region_name && (
              <span className={styles.cityCardRegion} data-testid="city-card-region">
                {city.region_name}
              </span>
            )}
            <span className={styles.cityCardMeta}>
              {t('cities.population', { count: population.format(city.population) })}
              {city.company_count > 0 && ` · ${tp('common.companies', city.company_count)}`}
            </span>
          </>
        );
        return (
          <li key={city.id} data-testid="city-card" data-slug={city.slug} data-active={city.is_active}>
            {city.is_active ? (
              <Link to={`/${encodeURIComponent(city.slug)}`} className={styles.cityCard}>
                {body}
              </Link>
            ) : (
              <div className={`${styles.cityCard} ${styles.cityCardSoon}`}>
                {body}
                <span className={styles.cityCardSoonBadge}>{t('cities.soon')}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
