import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchFeaturedCampaigns } from '../../../api/featured.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** Featured campaigns' queries: under 'salon', so a salon change makes them stale too. */
export const featuredKeys = {
  all: ['salon', 'featured'] as const,
  campaigns: ['salon', 'featured', 'campaigns'] as const,
};

/** The company's featured campaigns: the section's first query. */
export const featuredCampaignsQuery = {
  key: featuredKeys.campaigns,
  load: (signal) => fetchFeaturedCampaigns(signal),
} satisfies FirstQuery<unknown>;

/** After a purchase or a cancellation: the list refetches. */
export function useFeaturedChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: featuredKeys.all }), [client]);
}
