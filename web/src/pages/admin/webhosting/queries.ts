import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  createHostingProject,
  getHostingDistribution,
  getHostingRevenue,
  listHostingProjects,
  updateHostingProject,
  type WebhostingCreateRequest,
  type WebhostingUpdateRequest,
} from '../../../api/hosting.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import type { HostingFilter } from './hosting-rules.js';

/** The Webhosting screen's query keys: all under 'admin', 'hosting'. */
export const hostingKeys = {
  all: ['admin', 'hosting'] as const,
  list: (status: HostingFilter, page: number) => ['admin', 'hosting', 'list', status, page] as const,
  distribution: ['admin', 'hosting', 'distribution'] as const,
  revenue: (year: number) => ['admin', 'hosting', 'revenue', year] as const,
};

/** A page of hosting projects of one status filter: the Projekty tab's first query. */
export const hostingListQuery = (status: HostingFilter, page: number) =>
  ({ key: hostingKeys.list(status, page), load: (signal) => listHostingProjects({ status, page }, signal) }) satisfies FirstQuery<unknown>;

export function useHostingList(status: HostingFilter, page: number) {
  const query = hostingListQuery(status, page);
  return useApiQuery(query.key, query.load);
}

export function useHostingDistribution() {
  return useApiQuery(hostingKeys.distribution, (signal) => getHostingDistribution(signal));
}

export function useHostingRevenue(year: number) {
  return useApiQuery(hostingKeys.revenue(year), (signal) => getHostingRevenue(year, signal));
}

/** After a change (edit, payment, new or deleted project) the lists, the distribution and the revenue refetch. */
export function useHostingChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: hostingKeys.all }), [client]);
}

/** A write of the area as a mutation: when it succeeds the lists, the distribution and the revenue refetch (not awaited). */
export function useHostingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const changed = useHostingChanged();
  return useMutation({ mutationFn, onSuccess: () => changed() });
}

/** 'Přidat projekt' (`id` null, the create request) or 'Upravit projekt' (the project's id, the update request). */
export type HostingSave = { id: null; request: WebhostingCreateRequest } | { id: number; request: WebhostingUpdateRequest };

/** Creates or updates a hosting project; the company name of the answer is for the notice of a new one. */
export const useSaveHostingProject = () =>
  useHostingMutation(async (save: HostingSave): Promise<string | null> => {
    if (save.id === null) return (await createHostingProject(save.request)).project.company_name;
    await updateHostingProject(save.id, save.request);
    return null;
  });
