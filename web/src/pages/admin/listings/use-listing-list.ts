import { useState } from 'react';
import type { ListingState } from '../../../api/listings.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useListSearch, usePageCount } from '../common/use-list-search.js';
import { listingListQuery, PAGE_SIZE } from './queries.js';

export { PAGE_SIZE };

const SEARCH_DELAY_MS = 700;

/** The moderation list: state and country filters, the search (applied a moment after typing stops, or on Enter) and the page. */
export function useListingList() {
  const [state, setStateValue] = useState<ListingState | ''>('');
  const [country, setCountryValue] = useState('all');
  const [page, setPage] = useState(1);
  const { input, setInput, search, applySearch } = useListSearch(SEARCH_DELAY_MS, setPage);
  const [planRequest, setPlanRequestValue] = useState(false);

  const query = listingListQuery({ state, country, search, planRequest, page, limit: PAGE_SIZE });
  const list = useApiQuery(query.key, query.load);
  const pages = usePageCount(list.data?.total, PAGE_SIZE, page, setPage);

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
    applySearch,
    search,
    page,
    setPage,
    pages,
    list,
    filtered: Boolean(state || search || country !== 'all' || planRequest),
  };
}

export type ListingList = ReturnType<typeof useListingList>;
