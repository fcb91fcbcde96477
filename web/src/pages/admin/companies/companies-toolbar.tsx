import { useId } from 'react';
import { EXACT_SCORES, PAGE_SIZES, parsePageSize, parseScoreFilter, SCORE_GROUPS } from './company-rules.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { CompanyList } from './use-company-list.js';
import styles from './companies.module.css';
import { OptionList } from '../common/filter-controls.js';

/** Search (applied 3 s after typing stops, or on Enter), the web score filter and the page size. */
export function CompaniesToolbar({ state, onImport }: { state: CompanyList; onImport?: () => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          state.applySearch();
        }}
      >
        <label htmlFor={`${id}-search`} className={styles.label}>
          {t('admin.companies.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={state.input}
          placeholder={t('admin.companies.searchPlaceholder')}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => state.setInput(event.target.value)}
          data-testid="companies-search"
        />
        <p id={`${id}-search-hint`} className="ui-hint" data-testid="companies-search-hint">
          {state.pending ? t('admin.companies.searchPending') : t('admin.companies.searchHint')}
        </p>
      </form>
      <div className={styles.filter}>
        <label htmlFor={`${id}-score`} className={styles.label}>
          {t('admin.companies.scoreFilter')}
        </label>
        <select
          id={`${id}-score`}
          value={state.score}
          onChange={(event) => state.setScore(parseScoreFilter(event.target.value))}
          data-testid="companies-score"
        >
          <OptionList
            values={SCORE_GROUPS}
            label={(group) => t(`admin.companies.scoreGroups.${group}`)}
            all={t('admin.companies.scoreAll')}
          />
          <optgroup label={t('admin.companies.scoreExact')}>
            {EXACT_SCORES.map((n) => (
              <option key={n} value={String(n)}>
                {t('admin.companies.scoreExactOption', { score: n })}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className={`${styles.filter} ${styles.filterNarrow}`}>
        <label htmlFor={`${id}-size`} className={styles.label}>
          {t('admin.companies.pageSize')}
        </label>
        <select
          id={`${id}-size`}
          value={state.limit}
          onChange={(event) => state.setLimit(parsePageSize(event.target.value))}
          data-testid="companies-page-size"
        >
          <OptionList values={PAGE_SIZES} label={(size) => size} />
        </select>
      </div>
      <div className={styles.toolbarActions}>
        <button type="button" className="button button--ghost" onClick={state.list.reload} data-testid="companies-refresh">
          {t('admin.companies.refresh')}
        </button>
        {onImport && (
          <button type="button" className="button button--primary" onClick={onImport} data-testid="companies-import">
            {t('admin.companies.importOpen')}
          </button>
        )}
      </div>
    </div>
  );
}
