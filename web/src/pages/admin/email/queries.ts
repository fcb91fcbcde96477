import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listTemplates, type QueueStatus, type TemplateLanguage, type TemplateType } from '../../../api/mail.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/**
 * The back office's e-mail queries (templates, drafts, the queue, sent mail): every key starts with
 * 'admin', 'mail', so one change (a message sent, a draft saved, a template edited) makes them all stale.
 */
export const mailKeys = {
  all: ['admin', 'mail'] as const,
  templates: (filter: { search?: string; type?: TemplateType | ''; language?: TemplateLanguage | '' } = {}) =>
    ['admin', 'mail', 'templates', filter] as const,
  drafts: ['admin', 'mail', 'drafts'] as const,
  queue: (status: QueueStatus | '', page: number) => ['admin', 'mail', 'queue', status, page] as const,
  sent: (search: string, page: number) => ['admin', 'mail', 'sent', search, page] as const,
};

/** After a change to mail (sent, queued, resent, closed, deleted, a draft or a template saved), every mail list refetches. */
export function useMailChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: mailKeys.all }), [client]);
}

/** The template screen's filter: the search and the type and language chosen ('' all). */
export interface TemplateFilter {
  search: string;
  type: TemplateType | '';
  language: TemplateLanguage | '';
}

/** The templates of the template screen's filter: its first query (/admin/templates). */
export const templateListQuery = (filter: TemplateFilter) =>
  ({ key: mailKeys.templates(filter), load: (signal) => listTemplates(filter, signal) }) satisfies FirstQuery<unknown>;
