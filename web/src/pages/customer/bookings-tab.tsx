import { useState } from 'react';
import { CUSTOMER_BOOKING_FILTERS, fetchMyBookings, type CustomerBookingFilter } from '../../api/customer.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BookingCard, type BookingActions } from './booking-card.js';
import { PagedList } from './paged-list.js';
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
      <PagedList
        resource={list}
        failed={t('customer.error')}
        items={(data) => data.bookings}
        empty={
          <p className="notice" data-testid="customer-bookings-empty">
            {t(filter === 'all' ? 'customer.noBookings' : 'customer.noBookingsFiltered')}
          </p>
        }
        label={t('customer.booking.list')}
        page={page}
        onPage={setPage}
        pagesTestId="customer-bookings-pages"
      >
        {(booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} actions={actions} />
          </li>
        )}
      </PagedList>
    </section>
  );
}
