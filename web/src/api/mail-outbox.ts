import type { z } from 'zod';
import type { OutboxMessageDto, outboxListResponse } from '../../../src/contract/mail.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest } from './http.js';

/** The typed client of the outbox without SMTP (src/server/routes/mail-outbox.ts): admin only. */
export type { OutboxMessageDto };
export type OutboxListResponse = z.infer<typeof outboxListResponse>;

/** The page size the screen asks for. */
export const OUTBOX_PAGE_SIZE = 50;

export function listOutbox(filter: { search?: string; page?: number }, signal?: AbortSignal) {
  return apiRequest<OutboxListResponse>('/emails/outbox', {
    signal,
    query: { search: filter.search?.trim() || undefined, page: filter.page, limit: OUTBOX_PAGE_SIZE },
  });
}

/** Downloads one stored message as its .eml (with the session's token). */
export function downloadOutboxEml(id: number): Promise<void> {
  return downloadFile(`/emails/outbox/${id}/eml`, {}, (response) =>
    attachmentName(response.headers.get('content-disposition'), `zprava-${id}.eml`),
  );
}
