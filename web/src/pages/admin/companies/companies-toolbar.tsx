import { useId } from 'react';
import { EXACT_SCORES, PAGE_SIZES, parsePageSize, parseScoreFilter, SCORE_GROUPS } from './company-rules.js';
import { COMPANY_TEXTS as T } from './texts.js';
import type { CompanyList } from './use-company-list.js';

/** Search (applied 3 s after typing stops, or on Enter), the web score filter and the page size. */
export function CompaniesToolbar({ state, onImport }: { state: CompanyList; onImport?: () => void }) {
  const id = useId();
  return (
    <div className="co-toolbar">
      <form
        className="co-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          state.applySearch();
        }}
      >
        <label htmlFor={`${id}-search`} className="co-label">
          {T.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={state.input}
          placeholder={T.searchPlaceholder}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => state.setInput(event.target.value)}
          data-testid="companies-search"
        />
        <p id={`${id}-search-hint`} className="mail-hint" data-testid="companies-search-hint">
          {state.pending ? T.searchPending : T.searchHint}
        </p>
      </form>
      <div className="co-filter">
        <label htmlFor={`${id}-score`} className="co-label">
          {T.scoreFilter}
        </label>
        <select
          id={`${id}-score`}
          value={state.score}
          onChange={(event) => state.setScore(parseScoreFilter(event.target.value))}
          data-testid="companies-score"
        >
          <option value="">{T.scoreAll}</option>
          {SCORE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {T.scoreGroups[group]}
            </option>
          ))}
          <optgroup label={T.scoreExact}>
            {EXACT_SCORES.map((n) => (
              <option key={n} value={String(n)}>
                {T.scoreExactOption(n)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="co-filter co-filter--narrow">
        <label htmlFor={`${id}-size`} className="co-label">
          {T.pageSize}
        </label>
        <select
          id={`${id}-size`}
          value={state.limit}
          onChange={(event) => state.setLimit(parsePageSize(event.target.value))}
          data-testid="companies-page-size"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="co-toolbar-actions">
        <button type="button" className="button button--ghost" onClick={state.list.reload} data-testid="companies-refresh">
          {T.refresh}
        </button>
        {onImport && (
          <button type="button" className="button button--primary" onClick={onImport} data-testid="companies-import">
            {T.importOpen}
          </button>
        )}
      </div>
    </div>
  );
}
