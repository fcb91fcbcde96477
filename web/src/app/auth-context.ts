import { createContext, useContext } from 'react';
import type { UserDto } from '../api/auth.js';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** A login's outcome: signed in, or the second step of two-factor authentication to take. */
export type LoginOutcome = { user: UserDto } | { twoFactor: 'verify' | 'enrol'; challenge: string };

export interface AuthState {
  status: AuthStatus;
  user: UserDto | null;
  token: string | null;
  /**
   * Password login: stores token and user; rejects with ApiError. An admin with two-factor
   * authentication gets the second step instead (no session yet): `verify` or `enrol` with its challenge.
   */
  login: (email: string, password: string) => Promise<LoginOutcome>;
  /** Ends the session on the server (best effort) and forgets it here. */
  logout: () => Promise<void>;
  /** A session the server just opened (registration): stores token and user, as a login does. */
  startSession: (token: string, user: UserDto) => void;
  /** The signed-in user changed on the server (profile completion). */
  updateUser: (user: UserDto) => void;
}

/** OAuth accounts without a phone carry this flag until the profile is completed. */
export function needsProfileCompletion(user: UserDto | null): boolean {
  return Boolean(user?.needs_profile_completion);
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
