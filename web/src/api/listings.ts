import type { ListingDecisionResponse, ListingListResponse, ListingState, ListingUpdateInput } from '../../../src/contract/listings.js';
import type { companyListingResponse, listingUpdateResponse } from '../../../src/contract/listings.js';
import type { CategoriesResponse } from '../../../src/contract/directory.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of listing moderation (src/contract/listings.ts): the admin's 'Zápisy firem' and the /firma state banner. */
export type {
  ListingDecisionResponse,
  ListingDto,
  ListingListResponse,
  ListingState,
  ListingStateCounts,
  ListingUpdateInput,
} from '../../../src/contract/listings.js';

export interface ListingFilter {
  state: ListingState | '';
  /** a country code, or 'all' */
  country: string;
  search: string;
  /** only listings whose business asked for another plan */
  planRequest?: boolean;
  page: number;
  limit: number;
}

export const listListings = (f: ListingFilter, signal?: AbortSignal) =>
  apiRequest<ListingListResponse>('/admin/listings', {
    signal,
    query: {
      state: f.state || undefined,
      country: f.country,
      search: f.search.trim() || undefined,
      plan_request: f.planRequest ? 'pending' : undefined,
      page: f.page,
      limit: f.limit,
    },
  });

export type ListingDecision = 'verify' | 'reject' | 'suspend' | 'reinstate';
export const decideListing = (id: number, decision: ListingDecision, reason?: string) =>
  apiRequest<ListingDecisionResponse>(`/admin/listings/${id}/${decision}`, {
    method: 'POST',
    body: reason === undefined ? {} : { reason },
  });

export const updateListing = (id: number, input: ListingUpdateInput) =>
  apiRequest<Answer<typeof listingUpdateResponse>>(`/admin/listings/${id}`, { method: 'PUT', body: input });

/** The categories of a listing's edition (the edit dialog's choice). */
export const fetchCategoriesOf = (country: string, signal?: AbortSignal) =>
  apiRequest<CategoriesResponse>('/categories', { signal, query: { country } }).then((r) => r.categories);

/** The company's own listing state (/firma). */
export const fetchOwnListing = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof companyListingResponse>>('/company/listing', { signal }).then((r) => r.listing);
