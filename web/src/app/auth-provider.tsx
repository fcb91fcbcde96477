import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api/api-error.js';
import * as authApi from '../api/auth.js';
import type { UserDto } from '../api/auth.js';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context.js';
import { queryClient } from '../api/query-client.js';
import { setSessionToken } from '../api/session-token.js';
import { clearSession, readSession, TOKEN_STORAGE_KEY, writeSession } from './auth-storage.js';

interface Session {
  status: AuthStatus;
  token: string | null;
  user: UserDto | null;
}

const ANONYMOUS: Session = { status: 'anonymous', token: null, user: null };

function initialSession(): Session {
  const stored = readSession();
  return stored ? { status: 'loading', token: stored.token, user: stored.user } : ANONYMOUS;
}

/**
 * Session state: a stored token is verified at start and dropped when the server rejects it. When the
 * check itself fails (the page is reloaded mid-request, the network or server is down), the stored
 * session is kept: the next call the server rejects ends it, and nobody is logged out by a blip.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(initialSession);

  useEffect(() => {
    const stored = readSession();
    if (!stored) return;
    const controller = new AbortController();
    authApi
      .verifyToken(stored.token, controller.signal)
      .then(({ user }) => {
        writeSession(stored.token, user);
        setSession({ status: 'authenticated', token: stored.token, user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (!rejected && stored.user) return setSession({ status: 'authenticated', token: stored.token, user: stored.user });
        clearSession();
        queryClient.clear();
        setSession(ANONYMOUS);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && !event.newValue) {
        setSessionToken(null);
        queryClient.clear();
        setSession(ANONYMOUS);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const answer = await authApi.login({ email, password });
    if ('two_factor' in answer) return { twoFactor: answer.two_factor, challenge: answer.challenge };
    writeSession(answer.token, answer.user);
    queryClient.clear();
    setSession({ status: 'authenticated', token: answer.token, user: answer.user });
    return { user: answer.user };
  }, []);

  const startSession = useCallback((token: string, user: UserDto) => {
    writeSession(token, user);
    queryClient.clear();
    setSession({ status: 'authenticated', token, user });
  }, []);

  const updateUser = useCallback((user: UserDto) => {
    setSession((previous) => {
      if (!previous.token) return previous;
      writeSession(previous.token, user);
      return { ...previous, user };
    });
  }, []);

  const token = session.token;
  const logout = useCallback(async () => {
    try {
      if (token) await authApi.logout(token);
    } catch {
      /* the session is forgotten here even when the server cannot be told */
    } finally {
      clearSession();
      queryClient.clear();
      setSession(ANONYMOUS);
    }
  }, [token]);

  const value = useMemo<AuthState>(
    () => ({ status: session.status, user: session.user, token: session.token, login, logout, startSession, updateUser }),
    [session, login, logout, startSession, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
