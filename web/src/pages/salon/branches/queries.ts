import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The Pobočky section's queries: under 'salon', so a salon change makes them stale too. */
export const branchKeys = {
  all: ['salon', 'branches'] as const,
};

/** After a branch is saved or deleted: the list (and with it revenue, cities, the count) refetches. */
export function useBranchesChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: branchKeys.all }), [client]);
}
