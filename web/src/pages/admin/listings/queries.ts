import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listListings, type ListingFilter } from '../../../api/listings.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** Listings on one page of the moderation list. */
export const PAGE_SIZE = 25;

/** Listing moderation's queries: every key starts with 'admin', 'listings'. */
export const listingKeys = {
  all: ['admin', 'listings'] as const,
  list: (filter: ListingFilter) => ['admin', 'listings', 'list', filter] as const,
  /** the categories of one edition (the edit dialog's choice) */
  categories: (country: string) => ['admin', 'listings', 'categories', country] as const,
};

/** After a decision or an edit, the list and its counts per state refetch. */
export function useListingsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: listingKeys.all }), [client]);
}

/** The moderation list of one filter: the screen's first query (route-prefetch starts it for the default filter). */
export const listingListQuery = (filter: ListingFilter) =>
  ({ key: listingKeys.list(filter), load: (signal) => listListings(filter, signal) }) satisfies FirstQuery<unknown>;
