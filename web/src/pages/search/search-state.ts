import type { SearchSort } from '../../../../src/contract/directory.js';

/** The search page's filters as kept in the address. Pure. */
export interface SearchState {
  q: string;
  city: string;
  category: string;
  /** minimum rating; 0 = any */
  rating: number;
  /** '$' | '$$' | '$$$', or '' for any */
  price: string;
  sort: SearchSort;
  page: number;
}

export const PRICE_OPTIONS = ['$', '$$', '$$$'] as const;
export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;
export const SEARCH_PAGE_SORTS: readonly SearchSort[] = ['relevance', 'rating', 'reviews', 'price_asc'];
/** Orders of the category and city pages (rating first, the default). */
export const LIST_SORTS: readonly SearchSort[] = ['rating', 'reviews', 'price_asc', 'name'];
const ALL_SORTS: readonly SearchSort[] = ['relevance', 'rating', 'reviews', 'price_asc', 'name'];

export const EMPTY_SEARCH: SearchState = { q: '', city: '', category: '', rating: 0, price: '', sort: 'relevance', page: 1 };

function parseSort(value: string | null, fallback: SearchSort): SearchSort {
  return ALL_SORTS.find((sort) => sort === value) ?? fallback;
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const rating = Number(params.get('rating'));
  const price = params.get('price') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    city: (params.get('city') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    rating: Number.isFinite(rating) && rating > 0 && rating <= 5 ? rating : 0,
    price: (PRICE_OPTIONS as readonly string[]).includes(price) ? price : '',
    sort: parseSort(params.get('sort'), 'relevance'),
    page: parsePage(params.get('page')),
  };
}

/** The address form: empty values, rating 0, sort 'relevance' and page 1 are left out. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.city) params.set('city', state.city);
  if (state.category) params.set('category', state.category);
  if (state.rating > 0) params.set('rating', String(state.rating));
  if (state.price) params.set('price', state.price);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter change: the page goes back to 1 unless the change is the page itself. */
export function changeSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...change };
}

/** Sort of the category and city pages: rating by default (left out of the address). */
export function parseListSort(value: string | null): SearchSort {
  return parseSort(value, 'rating');
}
