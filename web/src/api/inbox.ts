import type { z } from 'zod';
import type { okResponse } from '../../../src/contract/common.js';
import type {
  InboxFolder,
  ReceivedAttachmentDto,
  ReceivedEmailDetailDto,
  ReceivedEmailDto,
  inboxDetailResponse,
  inboxListResponse,
} from '../../../src/contract/received-emails.js';
import { downloadFile } from './download.js';
import { apiRequest } from './http.js';

/** The typed client of the inbox API (src/contract/received-emails.ts): an admin's operator mailbox, a company's own. */
export type { InboxFolder, ReceivedAttachmentDto, ReceivedEmailDetailDto, ReceivedEmailDto };
export type InboxListResponse = z.infer<typeof inboxListResponse>;
export type InboxDetailResponse = z.infer<typeof inboxDetailResponse>;
type Ok = z.infer<typeof okResponse>;

/** The code the list answers (409) when the caller's mailbox is not connected. */
export const NO_MAIL_ACCOUNT = 'no_mail_account';

export function listInbox(
  filter: { folder: InboxFolder; search?: string; page?: number; limit?: number; folderId?: number | null; labelId?: number | null },
  signal?: AbortSignal,
) {
  return apiRequest<InboxListResponse>('/emails', {
    signal,
    query: {
      folder: filter.folder,
      search: filter.search?.trim(),
      page: filter.page,
      limit: filter.limit,
      folder_id: filter.folderId ?? undefined,
      label_id: filter.labelId ?? undefined,
    },
  });
}

export function getInboxEmail(id: number, signal?: AbortSignal) {
  return apiRequest<InboxDetailResponse>(`/emails/${id}`, { signal });
}

export const markRead = (id: number, isRead: boolean) =>
  apiRequest<Ok>(`/emails/${id}/mark-read`, { method: 'PUT', body: { is_read: isRead } });
export const setStarred = (id: number, isStarred: boolean) =>
  apiRequest<Ok>(`/emails/${id}/star`, { method: 'PUT', body: { is_starred: isStarred } });
export const setArchived = (id: number, isArchived: boolean) =>
  apiRequest<Ok>(`/emails/${id}/archive`, { method: 'PUT', body: { is_archived: isArchived } });
export const deleteInboxEmail = (id: number) => apiRequest<Ok>(`/emails/${id}`, { method: 'DELETE' });

/** Downloads an attachment (with the session's token) and saves it under its name. */
export function downloadAttachment(id: number, attachment: ReceivedAttachmentDto): Promise<void> {
  return downloadFile(`/emails/${id}/attachments/${encodeURIComponent(attachment.part)}`, {}, () => attachment.name || 'priloha');
}
