import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListingFilter } from '../../../api/listings.js';

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
