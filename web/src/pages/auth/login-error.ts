import { ApiError } from '../../api/api-error.js';

export type LoginErrorKind = { kind: 'invalid' } | { kind: 'server'; message: string } | { kind: 'network' };

/** Which message a failed login shows: wrong credentials, the server's own text (e.g. 429), or no connection. */
export function classifyLoginError(error: unknown): LoginErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'invalid' };
    if (error.fromServer) {
      const fieldText = error.fields.map((field) => field.message).join(' ');
      return { kind: 'server', message: fieldText || error.message };
    }
  }
  return { kind: 'network' };
}
