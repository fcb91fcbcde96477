import { useState } from 'react';
import { CUSTOMER_BOOKING_FILTERS, fetchMyBookings, type CustomerBookingFilter } from '../../api/customer.js';
import { totalPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BookingCard, type BookingActions } from './booking-card.js';
import { customerKeys } from './queries.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

const FILTER_LABELS: Record<CustomerBookingFilter, MessageKey> = {
  all: 'customer.filter.all',
  upcoming: 'customer.filter.upcoming',
  completed: 'customer.filter.completed',
  cancelled: 'customer.filter.cancelled',
};

/** Moje rezervace: all / upcoming / completed / cancelled, 20 a page; a change to a booking makes it stale (customerKeys). */
export function BookingsTab({ actions }: { actions: BookingActions }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<CustomerBookingFilter>('all');
  const [page, setPage] = useState(1);
  const list = useApiQuery(customerKeys.bookings(filter, page), (signal) => fetchMyBookings(filter, page, signal));
  const choose = (next: CustomerBookingFilter) => {
    setFilter(next);
    setPage(1);
  };
  const data = list.data;
  return (
    <section aria-labelledby="customer-bookings-title">
      <h2 id="customer-bookings-title" className="section-title">
        {t('customer.tab.bookings')}
      </h2>
      <div className={styles.filter} role="group" aria-label={t('customer.filter.label')}>
        {CUSTOMER_BOOKING_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.chipButton}
            aria-pressed={filter === name}
            onClick={() => choose(name)}
            data-testid={`customer-filter-${name}`}
          >
            {t(FILTER_LABELS[name])}
          </button>
        ))}
      </div>
      {list.status === 'loading' && !data && <Spinner block />}
      {list.status === 'error' && <LoadError error={list.error} fallback={t('customer.error')} onRetry={list.reload} />}
      {data && data.bookings.length === 0 && (
        <p className="notice" data-testid="customer-bookings-empty">
          {t(filter === 'all' ? 'customer.noBookings' : 'customer.noBookingsFiltered')}
        </p>
      )}
      {data && data.bookings.length > 0 && (
        <ul className={styles.bookingList} aria-busy={list.status === 'loading'} aria-label={t('customer.booking.list')}>
          {data.bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pages={totalPages(data.total, data.limit)} onChange={setPage} testId="customer-bookings-pages" />}
    </section>
  );
}
