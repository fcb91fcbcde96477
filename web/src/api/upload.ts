import { ApiError, isErrorBody } from './api-error.js';
import { buildApiUrl, currentCountry } from './http.js';
import { sessionToken } from './session-token.js';

/**
 * A POST whose answer the caller reads itself (multipart bodies, answers with success false but no
 * error field): the session's token and the edition as apiRequest sends them, no Content-Type for a
 * FormData (the browser sets it with its boundary).
 */
export async function postRaw(path: string, init: { body: BodyInit; json?: boolean }, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.json) headers['Content-Type'] = 'application/json';
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, {}, currentCountry()), {
      method: 'POST',
      headers,
      body: init.body,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  return { response, body };
}

/**
 * An upload: POST of a multipart/form-data body. Resolves with the success body; rejects with the
 * API's error, or for an answer without one (a proxy's 413 …) `too_large`, `not_found` or `bad_response`.
 */
export async function postForm<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  const { response, body } = await postRaw(path, { body: form }, signal);
  if (response.ok && body && typeof body === 'object' && (body as { success?: unknown }).success !== false) return body as T;
  if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
  throw new ApiError(
    response.status,
    response.status === 413 ? 'too_large' : response.status === 404 ? 'not_found' : 'bad_response',
    `HTTP ${response.status}: ${response.statusText}`,
  );
}
