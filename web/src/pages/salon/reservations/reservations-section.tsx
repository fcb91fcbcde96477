import { useEffect, useId, useState } from 'react';
import { fetchEmployees, type ReservationFilter, type SalonBookingStatus } from '../../../api/salon.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { firstReservationFilter, reservationsQuery } from '../common/first-queries.js';
import { salonKeys, useSalonChanged } from '../common/queries.js';
import { BookingActions, StatusBadge } from '../common/booking-actions.js';
import { EmployeeFilter } from '../common/employee-filter.js';
import { dateLabel, money } from '../common/format.js';
import { PagedTable, SearchFilter } from '../common/paged-table.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { STATUSES } from '../texts.js';
import styles from '../common/salon.module.css';

/** Rezervace: every booking, filtered by period, status, employee and customer, with the status actions. */
export function ReservationsSection({ params }: SectionProps) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<ReservationFilter>(() => firstReservationFilter(params.get('stav')));
  const [query, setQuery] = useState('');
  const reservations = reservationsQuery(filter);
  const data = useApiQuery(reservations.key, reservations.load);
  const employees = useApiQuery(salonKeys.employees, (signal) => fetchEmployees(signal)).data ?? [];
  const changed = useSalonChanged();
  const ids = { when: useId(), status: useId() };
  const update = (patch: Partial<ReservationFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter((f) => (f.q === query ? f : { ...f, q: query, page: 1 })), 400);
    return () => window.clearTimeout(timer);
  }, [query]);

  return (
    <div className={styles.stack}>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: query });
        }}
      >
        <div className={styles.filter}>
          <label htmlFor={ids.when}>{t('salon.when')}</label>
          <select id={ids.when} value={filter.when} onChange={(e) => update({ when: e.target.value as ReservationFilter['when'] })}>
            <option value="upcoming">{t('salon.upcoming')}</option>
            <option value="past">{t('salon.past')}</option>
            <option value="all">{t('salon.all')}</option>
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={ids.status}>{t('salon.status')}</label>
          <select
            id={ids.status}
            value={filter.status}
            onChange={(e) => update({ status: e.target.value as SalonBookingStatus | '' })}
            data-testid="status-filter"
          >
            <option value="">{t('salon.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`salon.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <EmployeeFilter employees={employees} value={filter.employee} onChange={(employee) => update({ employee })} />
        <SearchFilter value={query} onChange={setQuery} />
      </form>
      <PagedTable
        resource={data}
        columns={[
          'salon.colWhen',
          'salon.colCustomer',
          'salon.colService',
          'salon.colEmployee',
          'salon.colPrice',
          'salon.colStatus',
          'salon.colActions',
        ]}
        empty={t('salon.noReservations')}
        testId="reservations-table"
        caption
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
      >
        {(items) =>
          items.map((b) => (
            <tr key={b.id}>
              <td>
                {dateLabel(b.date)} {b.time}
              </td>
              <td>
                <strong>{b.name}</strong>
                <br />
                <a href={`tel:${b.phone}`}>{b.phone}</a> · <a href={`mailto:${b.email}`}>{b.email}</a>
              </td>
              <td>
                {b.service_name}
                {b.branch_name && (
                  <>
                    <br />
                    <span className="muted" data-testid="reservation-branch">
                      {b.branch_name}
                    </span>
                  </>
                )}
              </td>
              <td>
                {b.employee_color && <span className={styles.swatch} style={{ background: b.employee_color }} aria-hidden="true" />}
                {b.employee_name ?? '–'}
              </td>
              <td>
                {money(b.price, b.currency)}
                {b.promotion_title && b.original_price !== null && b.original_price !== undefined && (
                  <>
                    <br />
                    <small>
                      {t('marketing.reservationPrice', { title: b.promotion_title, original: money(b.original_price, b.currency) })}
                    </small>
                  </>
                )}
              </td>
              <td>
                <StatusBadge status={b.status} />
              </td>
              <td>
                <BookingActions booking={b} onDone={changed} />
              </td>
            </tr>
          ))
        }
      </PagedTable>
    </div>
  );
}
