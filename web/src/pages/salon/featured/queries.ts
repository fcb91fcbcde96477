import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Featured campaigns' queries: under 'salon', so a salon change makes them stale too. */
export const featuredKeys = {
  all: ['salon', 'featured'] as const,
  campaigns: ['salon', 'featured', 'campaigns'] as const,
};

/** After a purchase or a cancellation: the list refetches. */
export function useFeaturedChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: featuredKeys.all }), [client]);
}
