import { useId, type ReactNode } from 'react';
import { totalPages } from '../../../components/format.js';
import { Pagination } from '../../../components/pagination.js';
import type { Resource } from '../../../hooks/use-api-query.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { ListStates } from './list-states.js';
import styles from './salon.module.css';

/** The search box of a section's filters ('Hledat'), up to 100 characters. */
export function SearchFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{t('salon.search')}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('salon.searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        maxLength={100}
      />
    </div>
  );
}

interface Page<Row> {
  items: Row[];
  total: number;
  limit: number;
}

/**
 * A section's table of one page of rows: its states (load error, loading, `empty`), the column heads,
 * the rows, 'Celkem' and the pages below it.
 */
export function PagedTable<Row>({
  resource,
  columns,
  empty,
  testId,
  caption = false,
  page,
  onPage,
  children,
}: {
  resource: Resource<Page<Row>>;
  columns: MessageKey[];
  empty: string;
  testId: string;
  /** whether the table names its total in a caption for screen readers too */
  caption?: boolean;
  page: number;
  onPage: (page: number) => void;
  /** the rows of the page */
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <ListStates resource={resource} isEmpty={(data) => data.items.length === 0} empty={empty}>
        {(data) => (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid={testId}>
              {caption && <caption className="visually-hidden">{t('salon.total', { count: data.total })}</caption>}
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children(data.items)}</tbody>
            </table>
            <p className={styles.note}>{t('salon.total', { count: data.total })}</p>
          </div>
        )}
      </ListStates>
      {resource.data && <Pagination page={page} pages={totalPages(resource.data.total, resource.data.limit)} onChange={onPage} />}
    </>
  );
}
