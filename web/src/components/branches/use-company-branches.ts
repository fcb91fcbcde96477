import { fetchPublicBranches } from '../../api/branches.js';
import { useApiQuery } from '../../hooks/use-api-query.js';

/** A listing's active branches, under the public keys (the profile and the booking modal share one request). */
export const branchesKey = (slug: string) => ['public', 'branches', slug] as const;

export function useCompanyBranches(slug: string) {
  return useApiQuery(branchesKey(slug), (signal) => fetchPublicBranches(slug, signal));
}
