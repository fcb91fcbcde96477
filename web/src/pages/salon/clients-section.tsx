import { useEffect, useId, useState } from 'react';
import { fetchClients, fetchSettings } from '../../api/salon.js';
import { totalPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { salonKeys } from './queries.js';
import { instantLabel, money } from './format.js';
import type { SectionProps } from './section-props.js';
import { SALON_TEXTS as T } from './texts.js';

/** Klienti: people who booked (by e-mail) with their bookings, visits, spend, last visit and next booking. */
export function ClientsSection(_: SectionProps) {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const data = useApiQuery(salonKeys.clients(q, page), (signal) => fetchClients(q, page, signal));
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
    <div className="salon-stack">
      <div className="salon-toolbar" role="search">
        <div className="salon-filter">
          <label htmlFor={searchId}>{T.search}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={T.searchPlaceholder}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={100}
          />
        </div>
      </div>
      <p className="salon-note">{T.visitsHint}</p>
      {data.status === 'error' && <LoadError error={data.error} fallback={T.loadFailed} onRetry={data.reload} />}
      {data.status === 'loading' && !data.data && <Spinner block label={T.loading} />}
      {data.data &&
        (data.data.items.length === 0 ? (
          <p className="salon-empty">{T.noClients}</p>
        ) : (
          <div className="salon-table-wrap">
            <table className="salon-table" data-testid="clients-table">
              <thead>
                <tr>
                  <th scope="col">{T.colClient}</th>
                  <th scope="col">{T.colContact}</th>
                  <th scope="col">{T.colBookings}</th>
                  <th scope="col">{T.colVisits}</th>
                  <th scope="col">{T.colSpent}</th>
                  <th scope="col">{T.colLastVisit}</th>
                  <th scope="col">{T.colNext}</th>
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
            <p className="salon-note">{T.total(data.data.total)}</p>
          </div>
        ))}
      {data.data && <Pagination page={page} pages={totalPages(data.data.total, data.data.limit)} onChange={setPage} />}
    </div>
  );
}
