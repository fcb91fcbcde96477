import { useId } from 'react';
import type { SearchSort } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';
import listing from './listing.module.css';

/** 'Seřadit podle' with the given orders. */
export function SortSelect({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly SearchSort[];
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={listing.sortSelect}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SearchSort)} data-testid="sort-select">
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
