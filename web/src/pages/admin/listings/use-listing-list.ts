import { useCallback, useEffect, useState } from 'react';
import type { ListingState } from '../../../api/listings.js';
import { totalPages } from '../../../components/format.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useOnChange } from '../../../hooks/use-on-change.js';
import { listingListQuery, PAGE_SIZE } from './queries.js';

export { PAGE_SIZE };

const SEARCH_DELAY_MS = 700;

/** The moderation list: state and country filters, the search (applied a moment after typing stops, or on Enter) and the page. */
export function useListingList() {
  const [state, setStateValue] = useState<ListingState | ''>('');
  const [country, setCountryValue] = useState('all');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [planRequest, setPlanRequestValue] = useState(false);

  useEffect(() => {
    const typed = input.trim();
    if (typed === search) return undefined;
    const timer = window.setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, search]);

  const query = listingListQuery({ state, country, search, planRequest, page, limit: PAGE_SIZE });
  const list = useApiQuery(query.key, query.load);
  const pages = list.data ? totalPages(list.data.total, PAGE_SIZE) : 1;
  useOnChange(list.data && page > pages ? pages : null, (last) => {
    if (last !== null) setPage(last);
  });

  return {
    state,
    setState: (value: ListingState | '') => {
      setStateValue(value);
      setPage(1);
    },
    country,
    setCountry: (value: string) => {
      setCountryValue(value);
      setPage(1);
    },
    /** only listings with a plan request waiting (the operator confirms it) */
    planRequest,
    setPlanRequest: (value: boolean) => {
      setPlanRequestValue(value);
      setPage(1);
    },
    input,
    setInput,
    applySearch: useCallback(() => {
      setSearch(input.trim());
      setPage(1);
    }, [input]),
    search,
    page,
    setPage,
    pages,
    list,
    filtered: Boolean(state || search || country !== 'all' || planRequest),
  };
}

export type ListingList = ReturnType<typeof useListingList>;
