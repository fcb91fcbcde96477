import * as client from 'openid-client';
import { OAuthProviderError } from '../../core/index.js';

/**
 * openid-client's failures as the core sees them: a network failure, a timeout or a 5xx of the
 * provider is `unavailable`; everything else (an error answer, a bad state, nonce, signature) is `refused`.
 */
export function toProviderError(error: unknown): OAuthProviderError {
  if (error instanceof OAuthProviderError) return error;
  const e = error as { name?: string; code?: string; status?: number; cause?: unknown; message?: string };
  const cause = e?.cause as { name?: string; status?: number } | undefined;
  const status = e?.status ?? cause?.status;
  const network = e?.name === 'TypeError' || e?.name === 'TimeoutError' || e?.name === 'AbortError' || cause?.name === 'TimeoutError';
  const unavailable = !(error instanceof client.AuthorizationResponseError) && (network || (typeof status === 'number' && status >= 500));
  return new OAuthProviderError(e?.message ?? String(error), unavailable ? 'unavailable' : 'refused');
}

/** openid-client refuses plain http; a provider on this machine (tests, development) is allowed it. */
export function isLoopbackUrl(value: string): boolean {
  const { protocol, hostname } = new URL(value);
  if (protocol !== 'http:') return false;
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
