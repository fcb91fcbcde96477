import type { LoginRequest, LoginResponse, sessionResponse, UserDto, VerifyResponse } from '../../../src/contract/auth.js';
import type { TwoFactorEnrolledResponse, TwoFactorSecretResponse } from '../../../src/contract/two-factor.js';
import type { okResponse } from '../../../src/contract/common.js';
import { apiRequest, type Answer } from './http.js';

export type { UserDto };

export function login(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: credentials, signal });
}

export function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>('/auth/verify', { method: 'POST', body: { token }, token, signal });
}

export function logout(token: string): Promise<Answer<typeof okResponse>> {
  return apiRequest<Answer<typeof okResponse>>('/auth/logout', { method: 'POST', body: { token }, token });
}

/** The code after the password (two-factor authentication of admins): the session. */
export function verifyTwoFactor(challenge: string, code: string): Promise<Answer<typeof sessionResponse>> {
  return apiRequest('/auth/two-factor/verify', { method: 'POST', body: { challenge, code } });
}

/** Enrolment the security settings require at login: a new secret. */
export function beginTwoFactorEnrolment(challenge: string): Promise<TwoFactorSecretResponse> {
  return apiRequest('/auth/two-factor/enrol', { method: 'POST', body: { challenge } });
}

/** Enrolment confirmed by its first code: the session and the recovery codes. */
export function confirmTwoFactorEnrolment(challenge: string, code: string): Promise<TwoFactorEnrolledResponse> {
  return apiRequest('/auth/two-factor/enrol/confirm', { method: 'POST', body: { challenge, code } });
}
