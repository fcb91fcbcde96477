import { useState } from 'react';
import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { cacheBusted } from './city-image.js';
import '../../i18n/cs-directory.js';
import styles from './city.module.css';

/** The city's name, region and count over its image (when it has one). */
export function CityHero({ name, city }: { name: string; city: CityDto | null }) {
  const { t, tp } = useI18n();
  const [stamp] = useState(() => Date.now());
  const image = city?.image_url ? cacheBusted(city.image_url, stamp) : null;
  return (
    <section className={`hero ${styles.hero}${image ? ' city-hero--image' : ''}`}>
      {image && <img className={styles.heroImage} src={image} alt="" width={1200} height={400} data-testid="city-image" />}
      <div className={`container hero-inner ${styles.heroInner}`}>
        <h1 className="hero-title" data-testid="city-title">
          {name}
        </h1>
        <p className="hero-subtitle">
          {city?.region_name && <span>{city.region_name} · </span>}
          {city && city.company_count > 0 ? tp('common.companies', city.company_count) : t('city.subtitle')}
        </p>
      </div>
    </section>
  );
}
