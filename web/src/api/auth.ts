import type { LoginRequest, LoginResponse, UserDto, VerifyResponse } from '../../../src/contract/auth.js';
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
