import { useCallback, useEffect, useState } from 'react';
import { totalPages } from '../../../components/format.js';
import { useOnChange } from '../../../hooks/use-on-change.js';

/**
 * The search typed into a list's box (`input`) and the one applied (`search`): applied `delay` ms after
 * typing stops, or at once by `applySearch` (Enter); either way the list goes back to its first page.
 */
export function useListSearch(delay: number, setPage: (page: number) => void) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const typed = input.trim();
    if (typed === search) return undefined;
    const timer = window.setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [input, search, delay, setPage]);
  const applySearch = useCallback(() => {
    setSearch(input.trim());
    setPage(1);
  }, [input, setPage]);
  return { input, setInput, search, applySearch };
}

/**
 * How many pages the list has (`total` of the last answer, undefined before it); when it has fewer than the
 * page shown (rows gone meanwhile), the list goes to its last page.
 */
export function usePageCount(total: number | undefined, limit: number, page: number, setPage: (page: number) => void): number {
  const pages = total === undefined ? 1 : totalPages(total, limit);
  useOnChange(total !== undefined && page > pages ? pages : null, (last) => {
    if (last !== null) setPage(last);
  });
  return pages;
}
