import type { z } from 'zod';
import type { okResponse } from '../../../src/contract/common.js';
import type { SuppressionDto, suppressionListResponse } from '../../../src/contract/mail.js';
import { apiRequest } from './http.js';

/** The typed client of the suppression list (src/server/routes/mail-suppressions.ts): admin only. */
export type { SuppressionDto };
export type SuppressionListResponse = z.infer<typeof suppressionListResponse>;

/** The server's page size of the list. */
export const SUPPRESSIONS_PAGE_SIZE = 50;

export function listSuppressions(filter: { search?: string; page?: number }, signal?: AbortSignal) {
  return apiRequest<SuppressionListResponse>('/admin/suppressions', {
    signal,
    query: { search: filter.search?.trim() || undefined, page: filter.page },
  });
}

export const removeSuppression = (email: string) =>
  apiRequest<z.infer<typeof okResponse>>(`/admin/suppressions/${encodeURIComponent(email)}`, { method: 'DELETE' });
