import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The Marketing section's queries: under 'salon', so a salon change makes them stale too. */
export const marketingKeys = {
  all: ['salon', 'marketing'] as const,
  promotions: ['salon', 'marketing', 'promotions'] as const,
  recipients: (id: number) => ['salon', 'marketing', 'recipients', id] as const,
};

/** After a save, an end or a send: the list (states, used and sent counts) and the recipient counts refetch. */
export function useMarketingChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: marketingKeys.all }), [client]);
}
