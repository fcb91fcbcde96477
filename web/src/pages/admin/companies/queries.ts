import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ProspectListFilter } from '../../../api/prospects.js';

/** The Companies screen's queries (the prospects CRM): every key starts with 'admin', 'prospects'. */
export const prospectKeys = {
  all: ['admin', 'prospects'] as const,
  list: (filter: ProspectListFilter) => ['admin', 'prospects', 'list', filter] as const,
  stats: (country: string) => ['admin', 'prospects', 'stats', country] as const,
};

/** After an import or an offer, the list and the statistics are stale: both refetch. */
export function useProspectsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: prospectKeys.all }), [client]);
}
