import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getEmailCenterSummary, listFolders, listLabels, listScheduledEmails } from '../../../../api/email-center.js';
import { useApiQuery } from '../../../../hooks/use-api-query.js';

/** The Email Center's summary (header, footer, badges, analytics cards) reloads every 30 s. */
export const CENTER_POLL_MS = 30_000;

/** The Email Center's query keys: all start with 'admin', 'center', so a change makes every count stale. */
export const centerKeys = {
  all: ['admin', 'center'] as const,
  summary: ['admin', 'center', 'summary'] as const,
  scheduled: ['admin', 'center', 'scheduled'] as const,
  labels: ['admin', 'center', 'labels'] as const,
  folders: ['admin', 'center', 'folders'] as const,
  emailLabels: (type: string, id: number) => ['admin', 'center', 'email-labels', type, id] as const,
  emailFolder: (type: string, id: number) => ['admin', 'center', 'email-folder', type, id] as const,
};

export const useCenterSummary = () => useApiQuery(centerKeys.summary, getEmailCenterSummary, { refetchInterval: CENTER_POLL_MS });
export const useScheduledEmails = () => useApiQuery(centerKeys.scheduled, listScheduledEmails);
export const useLabels = () => useApiQuery(centerKeys.labels, listLabels);
export const useFolders = () => useApiQuery(centerKeys.folders, listFolders);

/** After a change (scheduled, label, folder, an assignment) every list and count of the Email Center refetches. */
export function useCenterChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: centerKeys.all }), [client]);
}
