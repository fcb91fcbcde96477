import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listProspects, type ProspectListFilter } from '../../../api/prospects.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

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

/** A page of an edition's companies by one filter: the screen's first query (route-prefetch starts the first page, no filter). */
export const companyListQuery = (filter: ProspectListFilter) =>
  ({ key: prospectKeys.list(filter), load: (signal) => listProspects(filter, signal) }) satisfies FirstQuery<unknown>;
