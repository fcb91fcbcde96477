import { useEffect, useId, useState } from 'react';
import type { TaskAssigneeDto } from '../../api/tasks.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CATEGORIES, type TaskFilters } from './task-rules.js';
import styles from './tasks.module.css';

/** Typing in the search box waits this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search box, the employee filter and the category filter; the values live in the URL. */
export function TaskFiltersBar({
  filters,
  assignees,
  onChange,
}: {
  filters: TaskFilters;
  assignees: readonly TaskAssigneeDto[];
  onChange: (filters: TaskFilters) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  useOnChange(filters.q, setQ);
  useEffect(() => {
    if (q === filters.q) return;
    const timer = window.setTimeout(() => onChange({ ...filters, q }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q, filters, onChange]);
  const filtered = Boolean(filters.q || filters.assignee || filters.category);

  return (
    <form className={styles.filters} role="search" aria-label={t('tasks.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('tasks.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder={t('tasks.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ ...filters, q });
          }}
          data-testid="task-search"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-employee`}>{t('tasks.filter.employee')}</label>
        <select
          id={`${id}-employee`}
          value={filters.assignee}
          onChange={(event) => onChange({ ...filters, assignee: event.target.value })}
          data-testid="task-filter-employee"
        >
          <option value="">{t('tasks.filter.allEmployees')}</option>
          {assignees.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('tasks.filter.category')}</label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          data-testid="task-filter-category"
        >
          <option value="">{t('tasks.filter.allCategories')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="button button--ghost" onClick={() => onChange({ q: '', assignee: '', category: '' })}>
          {t('tasks.filter.clear')}
        </button>
      )}
    </form>
  );
}
