import { z } from 'zod';
import { userDto } from './auth.js';

/** Social sign-in providers the operator configured (the login page shows a button for each). */
const oauthProviderId = z.enum(['google', 'facebook', 'apple']);

export const oauthProvidersResponse = z.object({
  success: z.literal(true),
  providers: z.array(z.object({ id: oauthProviderId, name: z.string() })),
});
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponse>;

/** The one-time code the callback hands to the web app (in the URL fragment), exchanged for a session. */
export const oauthExchangeRequest = z.object({ code: z.string().min(20).max(100) });
export const oauthExchangeResponse = z.object({ success: z.literal(true), token: z.string(), user: userDto, next: z.string() });
export type OAuthExchangeResponse = z.infer<typeof oauthExchangeResponse>;

/** Where the callback sends the browser: the web app's hand-over page, or the login page with the failure. */
export const OAUTH_FINISH_PATH = '/prihlaseni/dokonceno';
/** `?social=google&social_error=failed|error` on the login page: 'failed' -> 'Přihlášení přes … se nezdařilo', 'error' -> 'Chyba při přihlášení přes …'. */
export const SOCIAL_ERROR_PARAMS = { provider: 'social', error: 'social_error' } as const;
