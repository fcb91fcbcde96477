import { useId } from 'react';
import { LISTING_STATES } from '../../../../../src/contract/listings.js';
import type { ListingStateCounts } from '../../../api/listings.js';
import { LISTING_COUNTRIES } from './texts.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { ListingList } from './use-listing-list.js';
import styles from './listings.module.css';
import co from '../companies/companies.module.css';
import { OptionList } from '../common/filter-controls.js';

/** State filter (with the count of each state), country, search and refresh. */
export function ListingsToolbar({
  state,
  counts,
  planRequests,
}: {
  state: ListingList;
  counts: ListingStateCounts | null;
  /** listings with a plan request waiting */
  planRequests: number | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const label = (text: string, n: number | null | undefined) => (n === null || n === undefined ? text : `${text} (${n})`);
  return (
    <div className={styles.toolbar}>
      <div className={styles.states} role="group" aria-label={t('admin.listings.stateFilter')} data-testid="listings-states">
        <button
          type="button"
          className={styles.stateButton}
          aria-pressed={state.state === ''}
          onClick={() => state.setState('')}
          data-testid="listings-state-all"
        >
          {label(t('admin.listings.allStates'), all)}
        </button>
        {LISTING_STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.stateButton}
            aria-pressed={state.state === s}
            onClick={() => state.setState(s)}
            data-testid={`listings-state-${s}`}
          >
            {label(t(`admin.listings.states.${s}`), counts?.[s])}
          </button>
        ))}
        <button
          type="button"
          className={styles.stateButton}
          aria-pressed={state.planRequest}
          onClick={() => state.setPlanRequest(!state.planRequest)}
          data-testid="listings-plan-requests"
        >
          {label(t('admin.listings.planRequests'), planRequests)}
        </button>
      </div>
      <div className={co.toolbar}>
        <form
          className={co.search}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            state.applySearch();
          }}
        >
          <label htmlFor={`${id}-search`} className={co.label}>
            {t('admin.listings.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={state.input}
            placeholder={t('admin.listings.searchPlaceholder')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => state.setInput(event.target.value)}
            data-testid="listings-search"
          />
          <p id={`${id}-hint`} className="ui-hint">
            {t('admin.listings.searchHint')}
          </p>
        </form>
        <div className={`${co.filter} ${co.filterNarrow}`}>
          <label htmlFor={`${id}-country`} className={co.label}>
            {t('admin.listings.countryFilter')}
          </label>
          <select
            id={`${id}-country`}
            value={state.country}
            onChange={(event) => state.setCountry(event.target.value)}
            data-testid="listings-country"
          >
            <option value="all">{t('admin.listings.allCountries')}</option>
            <OptionList values={LISTING_COUNTRIES} label={(code) => t(`admin.listings.countries.${code}`)} />
          </select>
        </div>
        <div className={co.toolbarActions}>
          <button type="button" className="button button--ghost" onClick={state.list.reload} data-testid="listings-refresh">
            {t('admin.listings.refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
