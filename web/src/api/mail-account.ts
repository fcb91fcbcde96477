import type { z } from 'zod';
import type { okResponse } from '../../../src/contract/common.js';
import type {
  MailAccountInput,
  mailAccountDto,
  mailAccountResponse,
  mailAccountTestResponse,
  saveMailAccountResponse,
} from '../../../src/contract/inbox.js';
import { ApiError, isErrorBody } from './api-error.js';
import { apiRequest, buildApiUrl, currentCountry, type Answer } from './http.js';
import { sessionToken } from './session-token.js';

/** The typed client of the IMAP mail account routes (src/contract/inbox.ts): the operator's and a business's own. */
export type MailAccountDto = z.infer<typeof mailAccountDto>;
export type MailAccountResponse = Answer<typeof mailAccountResponse>;
export type SaveMailAccountResponse = Answer<typeof saveMailAccountResponse>;
export type MailAccountTestResponse = Answer<typeof mailAccountTestResponse>;
export type { MailAccountInput };

/** The calls of one owner's account: the form of either owner is built over these. */
export interface MailAccountApi {
  load(signal?: AbortSignal): Promise<MailAccountResponse>;
  save(input: MailAccountInput): Promise<SaveMailAccountResponse>;
  test(): Promise<MailAccountTestResponse>;
  /** only a business's account can be removed (the operator's server may come from MARKETPLACE_IMAP_URL) */
  remove?: () => Promise<Answer<typeof okResponse>>;
}

/** The connection test answers 200 with success false when the server refused: the answer's message is kept either way. */
async function testConnection(path: string): Promise<MailAccountTestResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, {}, currentCountry()), { method: 'POST', headers, body: '{}', credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  const answer = (body ?? {}) as { success?: unknown; message?: unknown };
  if (response.ok && typeof answer.message === 'string') return { success: answer.success === true, message: answer.message };
  if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
  throw new ApiError(response.status, response.status >= 500 ? 'unavailable' : 'bad_response', `HTTP ${response.status}`);
}

function accountApi(base: string): Required<Omit<MailAccountApi, 'remove'>> {
  return {
    load: (signal) => apiRequest<MailAccountResponse>(base, { signal }),
    save: (input) => apiRequest<SaveMailAccountResponse>(base, { method: 'PUT', body: input }),
    test: () => testConnection(`${base}/test`),
  };
}

/** The operator's account (Nastavení › Email). */
export const adminMailAccount: MailAccountApi = accountApi('/admin/mail-account');

/** The signed-in business's own account (the salon's Nastavení). */
export const companyMailAccount: MailAccountApi = {
  ...accountApi('/company/mail-account'),
  remove: () => apiRequest<Answer<typeof okResponse>>('/company/mail-account', { method: 'DELETE' }),
};
