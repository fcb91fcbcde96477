/**
 * The session token the HTTP client sends (Authorization: Bearer), kept here so that no API function
 * takes a token: app/auth-storage.ts sets it whenever the stored session is read, written or cleared.
 */
let current: string | null = null;

export const sessionToken = (): string | null => current;

export function setSessionToken(token: string | null): void {
  current = token;
}
