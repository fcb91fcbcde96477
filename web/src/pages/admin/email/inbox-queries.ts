import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listInbox } from '../../../api/inbox.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import type { InboxFilter, InboxView } from './folders.js';

/**
 * The inbox's query keys. They start with 'admin', 'mail' like the other mail lists (mailKeys), so a
 * change to mail refreshes them too; the salon's E-maily section shares them (the cache is per session).
 */
export const inboxKeys = {
  all: ['admin', 'mail', 'inbox'] as const,
  lists: ['admin', 'mail', 'inbox', 'list'] as const,
  list: (view: InboxView, search: string, page: number, filter: InboxFilter) =>
    ['admin', 'mail', 'inbox', 'list', view, search, page, filter.folderId, filter.labelId] as const,
  detail: (id: number) => ['admin', 'mail', 'inbox', 'detail', id] as const,
  /** the admin shell's Email badge: the unread count of the operator's inbox */
  badge: ['admin', 'mail', 'inbox', 'badge'] as const,
};

/** After a change to a received message, every inbox list, the detail and the badge refetch. */
export function useInboxChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: inboxKeys.all }), [client]);
}

/** Messages on a page of the inbox's list. */
export const INBOX_PAGE_SIZE = 50;

/**
 * A page of the inbox's list of a view, search and filter: the first query of the e-mail client opened on
 * its inbox (/admin/email, and the salon's E-maily on the business's own mailbox).
 */
export const inboxListQuery = (view: InboxView, search: string, page: number, filter: InboxFilter) =>
  ({
    key: inboxKeys.list(view, search, page, filter),
    load: (signal) => listInbox({ folder: view, search, page, limit: INBOX_PAGE_SIZE, ...filter }, signal),
  }) satisfies FirstQuery<unknown>;
