import { useEffect, useState } from 'react';
import { fetchSettings } from '../../../api/salon.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { clientsQuery } from '../common/first-queries.js';
import { salonKeys } from '../common/queries.js';
import { instantLabel, money } from '../common/format.js';
import { PagedTable, SearchFilter } from '../common/paged-table.js';
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
        <SearchFilter value={query} onChange={setQuery} />
      </div>
      <p className={styles.note}>{t('salon.visitsHint')}</p>
      <PagedTable
        resource={data}
        columns={[
          'salon.colClient',
          'salon.colContact',
          'salon.colBookings',
          'salon.colVisits',
          'salon.colSpent',
          'salon.colLastVisit',
          'salon.colNext',
        ]}
        empty={t('salon.noClients')}
        testId="clients-table"
        page={page}
        onPage={setPage}
      >
        {(items) =>
          items.map((c) => (
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
          ))
        }
      </PagedTable>
    </div>
  );
}
