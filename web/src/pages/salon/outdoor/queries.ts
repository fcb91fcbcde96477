import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchOutdoorContracts } from '../../../api/outdoor.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** Outdoor advertising's queries: under 'salon', so a salon change makes them stale too. */
export const outdoorKeys = {
  all: ['salon', 'outdoor'] as const,
  spaces: ['salon', 'outdoor', 'spaces'] as const,
  contracts: ['salon', 'outdoor', 'contracts'] as const,
  contract: (id: number) => ['salon', 'outdoor', 'contract', id] as const,
};

/** The company's contracts: the section's first query (the spaces it can rent load beside them). */
export const outdoorContractsQuery = {
  key: outdoorKeys.contracts,
  load: (signal) => fetchOutdoorContracts(signal),
} satisfies FirstQuery<unknown>;

/** After a booking, an extension or an edit: the spaces (their taken months), the contracts and the detail refetch. */
export function useOutdoorChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: outdoorKeys.all }), [client]);
}
