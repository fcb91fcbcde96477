import type { z } from 'zod';
import { ApiError, isErrorBody } from './api-error.js';
import { COUNTRY_STORAGE_KEY, parseCountry, pickCountry } from './country-param.js';
import { sessionToken } from './session-token.js';
import { readStored } from './storage.js';

/** What a route answers, typed by the same contract schema the server serialises it with (src/contract). */
export type Answer<S extends z.ZodType> = z.output<S>;

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** the session's token is sent unless another one (or `null`: none) is given */
  token?: string | null;
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned with code `timeout`. */
  timeoutMs?: number;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Called once at startup: the country this page load asks for (`?country=` of the address it was opened
 * with, else the development switcher's remembered choice), kept on <html data-country> so that it
 * survives in-app navigation, which drops the query string.
 */
export function initCountry(): void {
  const country = pickCountry(window.location.search, readStored(COUNTRY_STORAGE_KEY));
  if (country) document.documentElement.dataset.country = country;
  else delete document.documentElement.dataset.country;
}

/** The edition a request asks for: `?country=` of the current address, else the one of this page load. */
export function currentCountry(): string | null {
  return pickCountry(window.location.search, null) ?? parseCountry(document.documentElement.dataset.country);
}

export function buildApiUrl(path: string, query: Query = {}, country: string | null = null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (country && !params.has('country')) params.set('country', country);
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function linkSignals(outer: AbortSignal | undefined, timeoutMs: number | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  if (outer?.aborted) controller.abort();
  const timer = timeoutMs ? window.setTimeout(() => controller.abort('timeout'), timeoutMs) : undefined;
  const dispose = () => {
    outer?.removeEventListener('abort', abort);
    if (timer !== undefined) window.clearTimeout(timer);
  };
  return { signal: controller.signal, dispose };
}

/** One call to the API. Resolves with the parsed success body; rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs } = options;
  const token = options.token !== undefined ? options.token : sessionToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const linked = linkSignals(signal, timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query, currentCountry()), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: linked.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = linked.signal.aborted;
    throw new ApiError(0, timedOut ? 'timeout' : 'network', timedOut ? 'Request timed out' : 'Network error');
  } finally {
    linked.dispose();
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok && parsed && typeof parsed === 'object' && (parsed as { success?: unknown }).success !== false) {
    return parsed as T;
  }
  if (isErrorBody(parsed)) throw ApiError.fromBody(response.status, parsed);
  throw new ApiError(response.status, response.status >= 500 ? 'unavailable' : 'bad_response', `HTTP ${response.status}`);
}
