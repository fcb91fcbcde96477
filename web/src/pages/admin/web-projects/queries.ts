import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listWebProjects } from '../../../api/web-projects.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import type { ProjectFilter } from './web-project-rules.js';

/** The Web projects screen's query keys: all under 'admin', 'web-projects'. */
export const webProjectKeys = {
  all: ['admin', 'web-projects'] as const,
  list: (status: ProjectFilter, page: number) => ['admin', 'web-projects', 'list', status, page] as const,
};

export function useWebProjectList(status: ProjectFilter, page: number) {
  return useApiQuery(webProjectKeys.list(status, page), (signal) => listWebProjects({ status, page }, signal));
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
