import { listInbox } from '../../../api/inbox.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { inboxKeys } from './inbox-queries.js';

/** The unread-email badge polls every 30 s. */
export const UNREAD_POLL_MS = 30_000;

/**
 * Unread messages in the operator's inbox (the Email badge of the admin shell and the folder menu share
 * this one request). 0 while it loads, when it fails, or when no mailbox is connected.
 */
export function useUnreadEmails(): number {
  const answer = useApiQuery(inboxKeys.badge, (signal) => listInbox({ folder: 'unread', limit: 1 }, signal), {
    refetchInterval: UNREAD_POLL_MS,
  });
  return answer.status === 'error' ? 0 : (answer.data?.unread ?? 0);
}
