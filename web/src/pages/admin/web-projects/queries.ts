import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listWebProjects } from '../../../api/web-projects.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import type { ProjectFilter } from './web-project-rules.js';

/** The Web projects screen's query keys: all under 'admin', 'web-projects'. */
export const webProjectKeys = {
  all: ['admin', 'web-projects'] as const,
  list: (status: ProjectFilter, page: number) => ['admin', 'web-projects', 'list', status, page] as const,
};

/** A page of projects of one status filter: the screen's first query. */
export const webProjectListQuery = (status: ProjectFilter, page: number) =>
  ({ key: webProjectKeys.list(status, page), load: (signal) => listWebProjects({ status, page }, signal) }) satisfies FirstQuery<unknown>;

export function useWebProjectList(status: ProjectFilter, page: number) {
  const query = webProjectListQuery(status, page);
  return useApiQuery(query.key, query.load);
}

/**
 * After a change the lists refetch; a project made into a hosting project changes the Webhosting
 * screen too, and one made from a prospect the Companies screen.
 */
export function useWebProjectsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: webProjectKeys.all });
    void client.invalidateQueries({ queryKey: ['admin', 'hosting'] });
    void client.invalidateQueries({ queryKey: ['admin', 'prospects'] });
  }, [client]);
}
