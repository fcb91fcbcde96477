import type { ReactNode } from 'react';
import { totalPages } from '../../components/format.js';
import { LoadError } from '../../components/load-error.js';
import { Pagination } from '../../components/pagination.js';
import { Spinner } from '../../components/spinner.js';
import type { Resource } from '../../hooks/use-api-query.js';
import styles from './customer.module.css';

interface Page {
  total: number;
  limit: number;
}

/**
 * One page of a tab's list (the bookings, the orders): the first load's spinner, the load error with
 * 'Zkusit znovu', `empty` when the page has no items, else the items (busy while the next page loads),
 * and the pages below.
 */
export function PagedList<T extends Page, Item>({
  resource,
  failed,
  items,
  empty,
  label,
  page,
  onPage,
  pagesTestId,
  children,
}: {
  resource: Resource<T>;
  /** the load error's text when the server sends none */
  failed: string;
  items: (data: T) => Item[];
  empty: ReactNode;
  /** the list's accessible name */
  label: string;
  page: number;
  onPage: (page: number) => void;
  pagesTestId: string;
  /** one item of the list, its <li> */
  children: (item: Item) => ReactNode;
}) {
  const data = resource.data;
  const shown = data ? items(data) : [];
  return (
    <>
      {resource.status === 'loading' && !data && <Spinner block />}
      {resource.status === 'error' && <LoadError error={resource.error} fallback={failed} onRetry={resource.reload} />}
      {data && shown.length === 0 && empty}
      {data && shown.length > 0 && (
        <ul className={styles.bookingList} aria-busy={resource.status === 'loading'} aria-label={label}>
          {shown.map(children)}
        </ul>
      )}
      {data && <Pagination page={page} pages={totalPages(data.total, data.limit)} onChange={onPage} testId={pagesTestId} />}
    </>
  );
}
