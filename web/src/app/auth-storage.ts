import type { UserDto } from '../api/auth.js';
import { setSessionToken } from '../api/session-token.js';
import { readStored, writeStored } from '../api/storage.js';
import { isRole } from './roles.js';

export const TOKEN_STORAGE_KEY = 'marketplace.token';
export const USER_STORAGE_KEY = 'marketplace.user';

export interface StoredSession {
  token: string;
  user: UserDto | null;
}

function parseUser(raw: string | null): UserDto | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<UserDto>;
    return typeof user.id === 'number' && typeof user.email === 'string' && isRole(user.role) ? (user as UserDto) : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  const token = readStored(TOKEN_STORAGE_KEY);
  setSessionToken(token);
  return token ? { token, user: parseUser(readStored(USER_STORAGE_KEY)) } : null;
}

export function writeSession(token: string, user: UserDto): void {
  writeStored(TOKEN_STORAGE_KEY, token);
  writeStored(USER_STORAGE_KEY, JSON.stringify(user));
  setSessionToken(token);
}

export function clearSession(): void {
  writeStored(TOKEN_STORAGE_KEY, null);
  writeStored(USER_STORAGE_KEY, null);
  setSessionToken(null);
}
