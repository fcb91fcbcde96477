import { useId } from 'react';
import { Link } from 'react-router';
import { fetchOwnListing } from '../../api/listings.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { salonKeys } from './common/queries.js';
import styles from './listing-state-banner.module.css';

/** The listing's state (waiting, verified with the public link, rejected or suspended with the reason); nothing while it loads or fails. */
export function ListingStateBanner({ onSettings }: { onSettings: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const data = useApiQuery(salonKeys.listing, (signal) => fetchOwnListing(signal));
  const listing = data.data;
  if (!listing) return null;
  const { state } = listing;
  return (
    <section
      className={`${styles.banner} ${styles[state]}`}
      aria-labelledby={`${id}-title`}
      data-testid="listing-state-banner"
      data-state={state}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t(`salon.listing.title.${state}`)}
      </h2>
      {listing.reason && (state === 'rejected' || state === 'suspended') && (
        <p data-testid="listing-state-reason">
          <strong>{t('salon.listing.reason')}:</strong> {listing.reason}
        </p>
      )}
      <p>{t(`salon.listing.text.${state}`)}</p>
      {state === 'verified' && (
        <Link to={listing.public_path} className="button button--ghost" data-testid="listing-state-public">
          {t('salon.listing.publicProfile')}
        </Link>
      )}
      {state === 'rejected' && (
        <button type="button" className="button button--ghost" onClick={onSettings} data-testid="listing-state-settings">
          {t('salon.listing.settings')}
        </button>
      )}
    </section>
  );
}
