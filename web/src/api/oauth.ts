import type { OAuthExchangeResponse, OAuthProvidersResponse } from '../../../src/contract/oauth.js';
import { apiRequest } from './http.js';

export type SocialProviderDto = OAuthProvidersResponse['providers'][number];
export { SOCIAL_ERROR_PARAMS } from '../../../src/contract/oauth.js';

/** The social sign-in providers the operator configured (none: no social buttons). */
export function fetchSocialProviders(signal?: AbortSignal): Promise<OAuthProvidersResponse> {
  return apiRequest<OAuthProvidersResponse>('/auth/oauth/providers', { signal });
}

/** The one-time code of a finished social sign-in -> a session. */
export function exchangeSocialCode(code: string): Promise<OAuthExchangeResponse> {
  return apiRequest<OAuthExchangeResponse>('/auth/oauth/exchange', { method: 'POST', body: { code } });
}

/** Where a social button sends the browser: the server starts the provider's flow. */
export const socialStartUrl = (provider: string, next: string) =>
  `/auth/oauth/${encodeURIComponent(provider)}/start?next=${encodeURIComponent(next)}`;
