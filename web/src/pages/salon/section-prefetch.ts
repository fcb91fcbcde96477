import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstQuery, type FirstQuery } from '../../hooks/first-query.js';
import { branchesQuery, clientsQuery, dashboardQuery, promotionsQuery, staffQuery } from './first-queries.js';
import { DEFAULT_SECTION, isSectionKey, type SectionKey } from './texts.js';

/** The sections whose first query is known before they render, by section. */
const FIRST_QUERIES: Partial<Record<SectionKey, FirstQuery<unknown>>> = {
  nastenka: dashboardQuery(null),
  klienti: clientsQuery('', 1),
  zamestnanci: staffQuery,
  pobocky: branchesQuery,
  marketing: promotionsQuery,
};

/** Starts the first query of a section (a `?sekce=` value; none or unknown: Nástěnka), if it has one. */
export function prefetchSection(client: QueryClient, asked: string | null): void {
  const query = FIRST_QUERIES[isSectionKey(asked) ? asked : DEFAULT_SECTION];
  if (query) void prefetchFirstQuery(client, query);
}
