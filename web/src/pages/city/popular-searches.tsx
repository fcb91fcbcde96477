import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { buildSearchUrl } from '../../components/search/search-url.js';
import '../../i18n/cs-directory.js';
import styles from './city.module.css';

const SEARCHES: readonly MessageKey[] = ['city.popular.hair', 'city.popular.massage', 'city.popular.fitness', 'city.popular.cosmetics'];

/** Kadeřník, Masáže, Fitness, Kosmetika in this city (/search?q=..&city=..). */
export function PopularSearches({ city }: { city: string }) {
  const { t } = useI18n();
  return (
    <section className="section" aria-labelledby="city-popular">
      <h2 id="city-popular" className="section-title">
        {t('city.popular')}
      </h2>
      <ul className="chips" data-testid="popular-searches">
        {SEARCHES.map((key) => (
          <li key={key}>
            <Link className={`chip ${styles.chipLink}`} to={buildSearchUrl({ q: t(key), city })}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
