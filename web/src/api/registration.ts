import type { UserDto } from '../../../src/contract/auth.js';
import type { ClaimPrefill } from '../../../src/contract/prospects.js';
import type { RegisterCompanyRequest, RegisterCustomerRequest, RegisterResponse } from '../../../src/contract/registration.js';
import { apiRequest } from './http.js';

export type { RegisterCompanyRequest, RegisterCustomerRequest, RegisterResponse };

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
}

export function registerCustomer(input: RegisterCustomerRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body: input });
}

export function registerCompany(input: RegisterCompanyRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/companies/register', { method: 'POST', body: input });
}

export function fetchPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy & { success: true }> {
  return apiRequest<PasswordPolicy & { success: true }>('/auth/password-policy', { signal });
}

/** OAuth accounts without a phone: store it (Bearer). */
export function completeProfile(token: string, phone: string): Promise<{ success: true; user: UserDto }> {
  return apiRequest<{ success: true; user: UserDto }>('/auth/complete-profile', { method: 'POST', body: { phone }, token });
}

/** The business behind an offer's claim link (404 with the reason when the link is bad or used). */
export function fetchClaim(token: string, signal?: AbortSignal): Promise<{ success: true; prospect: ClaimPrefill }> {
  return apiRequest<{ success: true; prospect: ClaimPrefill }>(`/prospects/claim/${encodeURIComponent(token)}`, { signal });
}
