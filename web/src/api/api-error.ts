import type { ErrorResponse } from '../../../src/contract/common.js';

/** A bad field: the server's Czech message and, for a contract message, its key (src/contract/messages.ts). */
export type FieldError = { field: string; message: string; key?: string };

/** An answer the API refused (`{ success: false, error, code }`) or a request that never got one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** True when the message came from the server and is meant for the user. */
  readonly fromServer: boolean;

  constructor(status: number, code: string, message: string, fields: FieldError[] = [], fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.fromServer = fromServer;
  }

  static fromBody(status: number, body: ErrorResponse): ApiError {
    return new ApiError(status, body.code, body.error, body.fields ?? [], true);
  }
}

export function isErrorBody(body: unknown): body is ErrorResponse {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as Partial<ErrorResponse>;
  return candidate.success === false && typeof candidate.error === 'string';
}
