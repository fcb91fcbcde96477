import type {
  AssignRequest,
  assignResponse,
  BankTransactionStateDto,
  statementImportResponse,
  statementListResponse,
  transactionListResponse,
} from '../../../src/contract/payments-bank.js';
import { ApiError, isErrorBody } from './api-error.js';
import { apiRequest, buildApiUrl, currentCountry, type Answer } from './http.js';
import { sessionToken } from './session-token.js';

/** The typed client of the admin's bank statements (src/contract/payments-bank.ts): `/api/admin/payments/*`, admin only. */
export type { BankTransactionDto, BankTransactionStateDto } from '../../../src/contract/payments-bank.js';
export type StatementList = Answer<typeof statementListResponse>;
export type TransactionList = Answer<typeof transactionListResponse>;
export type StatementImport = Answer<typeof statementImportResponse>;

export const listStatements = (page: number, signal?: AbortSignal) =>
  apiRequest<StatementList>('/admin/payments/statements', { signal, query: { page, limit: 20 } });

export const listTransactions = (state: BankTransactionStateDto | '', page: number, signal?: AbortSignal) =>
  apiRequest<TransactionList>('/admin/payments/transactions', { signal, query: { state: state || undefined, page, limit: 20 } });

export const assignTransaction = (id: number, body: AssignRequest) =>
  apiRequest<Answer<typeof assignResponse>>(`/admin/payments/transactions/${id}/assign`, { method: 'POST', body });

/**
 * POST /api/admin/payments/statements as multipart/form-data (`file`), reporting the upload's progress (0-1):
 * XMLHttpRequest, since fetch tells nothing of a body on its way. Rejects with the API's error (a malformed
 * line, too large) or, for an answer without one, `too_large`, `network` or `bad_response`.
 */
export function uploadStatement(file: File, onProgress: (fraction: number) => void): Promise<StatementImport> {
  const form = new FormData();
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildApiUrl('/admin/payments/statements', {}, currentCountry()));
    request.setRequestHeader('Accept', 'application/json');
    const token = sessionToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && (body as { success?: unknown }).success === true) {
        resolve(body as StatementImport);
        return;
      }
      if (isErrorBody(body)) reject(ApiError.fromBody(request.status, body));
      else reject(new ApiError(request.status, request.status === 413 ? 'too_large' : 'bad_response', `HTTP ${request.status}`));
    };
    request.send(form);
  });
}
