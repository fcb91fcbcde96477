import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  deleteInboxEmail,
  markRead,
  setArchived,
  setStarred,
  type InboxDetailResponse,
  type InboxListResponse,
} from '../../../api/inbox.js';
import { ApiError } from '../../../api/api-error.js';
import type { useNotices } from '../../../components/ui/notices.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { inboxKeys, useInboxChanged } from './inbox-queries.js';
import { dropFromInboxList, patchInboxList, type InboxFlags } from './inbox-views.js';

type Patch = Partial<Omit<InboxFlags, 'id'>>;

/**
 * What a reader does to a received message (Received e-mail): the server call, then the local
 * update. When the server fails to mark, star or archive, the change is applied here anyway and a
 * notice says it was not saved. A delete that fails changes nothing and answers the error text.
 */
export function useInboxActions(notices: ReturnType<typeof useNotices>) {
  const { t } = useI18n();
  const client = useQueryClient();
  const changed = useInboxChanged();

  const applyLocally = useCallback(
    (id: number, patch: Patch) => {
      client.setQueriesData<InboxListResponse>({ queryKey: inboxKeys.lists }, (list) => (list ? patchInboxList(list, id, patch) : list));
      client.setQueryData<InboxDetailResponse>(inboxKeys.detail(id), (detail) =>
        detail ? { ...detail, email: { ...detail.email, ...patch } } : detail,
      );
    },
    [client],
  );

  const change = useCallback(
    async (id: number, patch: Patch, call: () => Promise<unknown>) => {
      try {
        await call();
        applyLocally(id, patch);
        void client.invalidateQueries({ queryKey: inboxKeys.lists });
        void client.invalidateQueries({ queryKey: inboxKeys.badge });
      } catch (error) {
        applyLocally(id, patch);
        notices.error(t('admin.inbox.localOnly', { message: errorMessage(error, t) }));
      }
    },
    [applyLocally, client, notices, t],
  );

  return {
    markRead: (id: number, isRead: boolean) => change(id, { is_read: isRead }, () => markRead(id, isRead)),
    star: (id: number, isStarred: boolean) => change(id, { is_starred: isStarred }, () => setStarred(id, isStarred)),
    archive: (id: number, isArchived: boolean) => change(id, { is_archived: isArchived }, () => setArchived(id, isArchived)),
    /** Resolves with the error text on failure, undefined once deleted. */
    async remove(id: number): Promise<string | undefined> {
      try {
        await deleteInboxEmail(id);
      } catch (error) {
        if (error instanceof ApiError && !error.fromServer && error.code === 'bad_response') return t('admin.inbox.deleteReturnedFalse');
        return t('admin.inbox.deleteFailed', { message: errorMessage(error, t, t('admin.inbox.unknownError')) });
      }
      client.setQueriesData<InboxListResponse>({ queryKey: inboxKeys.lists }, (list) => (list ? dropFromInboxList(list, id) : list));
      client.removeQueries({ queryKey: inboxKeys.detail(id) });
      notices.success(t('admin.inbox.deleted'));
      changed();
      return undefined;
    },
  };
}
