import { lazy, Suspense } from 'react';
import type { CompanyDetailDto } from '../../api/companies.js';
import { useEdition } from '../../app/edition-context.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-company.js';
import styles from './company.module.css';

const LeafletMap = lazy(() => import('./leaflet-map.js'));

/** 'tel:' target: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Directions to a point in the visitor's own maps (Google Maps' documented cross-platform link). */
export function directionsHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/**
 * Poloha: the map when the operator set a tile server (MARKETPLACE_MAP_TILES_URL) and the listing has
 * coordinates, with a link to directions; otherwise 'Mapa bude brzy k dispozici'.
 */
function CompanyLocation({ company }: { company: CompanyDetailDto }) {
  const { t } = useI18n();
  const { map } = useEdition();
  const point = company.coordinates;
  if (!map || !point) {
    return (
      <div className={styles.mapPlaceholder} data-testid="company-map">
        {t('company.mapSoon')}
      </div>
    );
  }
  const address = [company.address, company.city.name].filter(Boolean).join(', ');
  return (
    <div data-testid="company-map">
      <Suspense fallback={<div className={styles.map} aria-busy="true" />}>
        <LeafletMap
          lat={point.lat}
          lng={point.lng}
          tilesUrl={map.tilesUrl}
          attribution={map.attribution}
          label={t('company.mapLabel', { address })}
        />
      </Suspense>
      <a
        className={styles.mapDirections}
        href={directionsHref(point.lat, point.lng)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="company-directions"
      >
        {t('company.directions')}
      </a>
    </div>
  );
}

/** The general book button, the contact block and the location. */
export function CompanyAside({ company, onBook }: { company: CompanyDetailDto; onBook: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <section className={styles.sideCard} aria-labelledby="company-contact">
        <button type="button" className="button button--primary button--block button--large" onClick={onBook} data-testid="company-book">
          {t('company.bookGeneral')}
        </button>
        <h2 id="company-contact" className={styles.sideCardTitle}>
          {t('company.contact')}
        </h2>
        <dl className={styles.contactList} data-testid="company-contact">
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={telHref(company.phone)}>{company.phone}</a>
          </dd>
          {company.email && (
            <>
              <dt>{t('company.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`} title={company.email}>
                  {company.email}
                </a>
              </dd>
            </>
          )}
          {company.website && (
            <>
              <dt>{t('company.website')}</dt>
              <dd>
                <a href={company.website} target="_blank" rel="noopener noreferrer" title={company.website}>
                  {company.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className={styles.sideCard} aria-labelledby="company-location">
        <h2 id="company-location" className={styles.sideCardTitle}>
          {t('company.location')}
        </h2>
        <CompanyLocation company={company} />
      </section>
    </>
  );
}
