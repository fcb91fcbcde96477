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
  return (
    <InlineSelect
      className={listing.sortSelect}
      label={t('sort.label')}
      value={value}
      onChange={(sort) => onChange(sort as SearchSort)}
      options={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      testId="sort-select"
    />
  );
}

export interface InlineSelectOption {
  value: string;
  label: string;
  /** the option's React key where values may repeat; its value unless told */
  key?: string | number;
}

/**
 * A select with its label beside it, in a box of the page's (`className`): a listing's sort, a city or
 * region filter. Kept beside SortSelect so that the listing pages load it in the chunk they share.
 */
export function InlineSelect({
  className,
  label,
  value,
  onChange,
  options,
  testId,
}: {
  /** a CSS module's class */
  className: string | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly InlineSelectOption[];
  testId: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
