import { Link } from 'react-router';
import type { CustomerBookingDto } from '../../api/customer.js';
import { Spinner } from '../../components/spinner.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BookingCard, type BookingActions } from './booking-card.js';
import type { CustomerTab } from './dashboard-tabs.js';
import { OffersList } from './offers-list.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** Přehled: up to 3 upcoming bookings and up to 4 offers. */
export function OverviewTab({
  upcoming,
  actions,
  onOpen,
}: {
  upcoming: CustomerBookingDto[] | null;
  actions: BookingActions;
  onOpen: (tab: CustomerTab) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <section aria-labelledby="customer-upcoming-title" className={styles.section}>
        <div className="section-header">
          <h2 id="customer-upcoming-title" className="section-title">
            {t('customer.overview.upcoming')}
          </h2>
          <button type="button" className={`link-button ${styles.linkButton} section-link`} onClick={() => onOpen('bookings')}>
            {t('customer.overview.allBookings')}
          </button>
        </div>
        {upcoming === null && <Spinner block />}
        {upcoming?.length === 0 && (
          <div className="notice" data-testid="customer-upcoming-empty">
            <p>{t('customer.noUpcoming')}</p>
            <p>
              <Link to="/search">{t('customer.findService')}</Link>
            </p>
          </div>
        )}
        {upcoming && upcoming.length > 0 && (
          <ul className={styles.bookingList}>
            {upcoming.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-offers-title" className={styles.section}>
        <div className="section-header">
          <h2 id="customer-offers-title" className="section-title">
            {t('customer.overview.offers')}
          </h2>
          <button type="button" className={`link-button ${styles.linkButton} section-link`} onClick={() => onOpen('offers')}>
            {t('customer.overview.allOffers')}
          </button>
        </div>
        <OffersList limit={4} />
      </section>
    </>
  );
}
