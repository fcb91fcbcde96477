import { ApiError, isErrorBody } from './api-error.js';
import { buildApiUrl, currentCountry } from './http.js';
import { sessionToken } from './session-token.js';

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file of the API with the session's token (a plain link would not send it) and saves it
 * under the name `name` picks from the answer; an error answer throws the server's ApiError.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  name: (response: Response) => string,
): Promise<void> {
  const token = sessionToken();
  const response = await fetch(buildApiUrl(path, query, currentCountry()), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'network', 'Network error');
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
    throw new ApiError(response.status, 'bad_response', `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name(response);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
