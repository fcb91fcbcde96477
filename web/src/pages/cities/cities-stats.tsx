import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import styles from './cities.module.css';

/** Counts of the edition's cities, the active ones and the regions (all from the API). */
export function CitiesStats({ cities, regionCount }: { cities: readonly CityDto[]; regionCount: number | null }) {
  const { t } = useI18n();
  const active = cities.filter((city) => city.is_active).length;
  return (
    <dl className={styles.stats} data-testid="cities-stats">
      <div>
        <dt>{t('cities.statCities')}</dt>
        <dd data-testid="cities-stat-total">{cities.length}</dd>
      </div>
      <div>
        <dt>{t('cities.statActive')}</dt>
        <dd data-testid="cities-stat-active">{active}</dd>
      </div>
      {regionCount !== null && regionCount > 0 && (
        <div>
          <dt>{t('cities.statRegions')}</dt>
          <dd data-testid="cities-stat-regions">{regionCount}</dd>
        </div>
      )}
    </dl>
  );
}
