import { useSearchParams } from 'react-router';
import type { SearchSort } from '../../api/companies.js';
import { parseListSort, parsePage } from './search-state.js';

/**
 * The address of a listing page (a category's, a city's): its filter (`?city=` or `?category=`), its
 * sort (left out when 'rating', the default) and its page; `update` writes what changes, and a new page
 * scrolls to the top.
 */
export function useListingParams<Key extends 'city' | 'category'>(key: Key) {
  const [params, setParams] = useSearchParams();
  const filter = params.get(key) ?? '';
  const sort = parseListSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const update = (next: { [key in Key]?: string } & { sort?: SearchSort; page?: number }) => {
    const query = new URLSearchParams();
    const nextFilter = next[key] ?? filter;
    const nextSort = next.sort ?? sort;
    if (nextFilter) query.set(key, nextFilter);
    if (nextSort !== 'rating') query.set('sort', nextSort);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };
  return { filter, sort, page, update };
}
