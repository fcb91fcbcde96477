import { useEffect, useId, useState } from 'react';
import { fetchSettings } from '../../../api/salon.js';
import { totalPages } from '../../../components/format.js';
import { LoadError } from '../../../components/load-error.js';
import { Pagination } from '../../../components/pagination.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { clientsQuery } from '../common/first-queries.js';
import { salonKeys } from '../common/queries.js';
import { instantLabel, money } from '../common/format.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Klienti: people who booked (by e-mail) with their bookings, visits, spend, last visit and next booking. */
export function ClientsSection(_: SectionProps) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const clients = clientsQuery(q, page);
  const data = useApiQuery(clients.key, clients.load);
  const zone = useApiQuery(salonKeys.settings, (signal) => fetchSettings(signal)).data?.time_zone;
  const searchId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(query);
      setPage(1);
    }, 400);
    return () => window.clearTimeout(timer);
  }, [query]);

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar} role="search">
        <div className={styles.filter}>
          <label htmlFor={searchId}>{t('salon.search')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('salon.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={100}
          />
        </div>
      </div>
      <p className={styles.note}>{t('salon.visitsHint')}</p>
      {data.status === 'error' && <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />}
      {data.status === 'loading' && !data.data && <Spinner block label={t('salon.loading')} />}
      {data.data &&
        (data.data.items.length === 0 ? (
          <p className={styles.empty}>{t('salon.noClients')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="clients-table">
              <thead>
                <tr>
                  <th scope="col">{t('salon.colClient')}</th>
                  <th scope="col">{t('salon.colContact')}</th>
                  <th scope="col">{t('salon.colBookings')}</th>
                  <th scope="col">{t('salon.colVisits')}</th>
                  <th scope="col">{t('salon.colSpent')}</th>
                  <th scope="col">{t('salon.colLastVisit')}</th>
                  <th scope="col">{t('salon.colNext')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.items.map((c) => (
                  <tr key={c.email}>
                    <td>
                      <strong>{c.name}</strong>
                    </td>
                    <td>
                      <a href={`mailto:${c.email}`}>{c.email}</a>
                      <br />
                      <a href={`tel:${c.phone}`}>{c.phone}</a>
                    </td>
                    <td>{c.bookings}</td>
                    <td>{c.visits}</td>
                    <td>{money(c.spent, c.currency)}</td>
                    <td>{instantLabel(c.last_visit, zone ?? 'Europe/Prague')}</td>
                    <td>{instantLabel(c.next_booking, zone ?? 'Europe/Prague')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>{t('salon.total', { count: data.data.total })}</p>
          </div>
        ))}
      {data.data && <Pagination page={page} pages={totalPages(data.data.total, data.data.limit)} onChange={setPage} />}
    </div>
  );
}
