import { useId } from 'react';
import type { RegionDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import styles from './cities.module.css';

/** Region select of the cities page (changing it goes back to page 1). */
export function RegionFilter({
  regions,
  value,
  onChange,
}: {
  regions: readonly RegionDto[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={styles.regionFilter}>
      <label htmlFor={id}>{t('cities.region')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid="region-filter">
        <option value="">{t('cities.allRegions')}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.slug}>
            {region.name}
          </option>
        ))}
      </select>
    </div>
  );
}
