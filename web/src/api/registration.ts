import type { userResponse } from '../../../src/contract/auth.js';
import type { claimPrefillResponse } from '../../../src/contract/prospects.js';
import type {
  passwordPolicyResponse,
  RegisterCompanyRequest,
  RegisterCustomerRequest,
  RegisterResponse,
} from '../../../src/contract/registration.js';
import { apiRequest, type Answer } from './http.js';

export type { RegisterCompanyRequest, RegisterCustomerRequest, RegisterResponse };

type PasswordPolicyResponse = Answer<typeof passwordPolicyResponse>;

export function registerCustomer(input: RegisterCustomerRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body: input });
}

export function registerCompany(input: RegisterCompanyRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/companies/register', { method: 'POST', body: input });
}

export function fetchPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicyResponse> {
  return apiRequest<PasswordPolicyResponse>('/auth/password-policy', { signal });
}

/** OAuth accounts without a phone: store it (Bearer). */
export function completeProfile(token: string, phone: string): Promise<Answer<typeof userResponse>> {
  return apiRequest<Answer<typeof userResponse>>('/auth/complete-profile', { method: 'POST', body: { phone }, token });
}

/** The business behind an offer's claim link (404 with the reason when the link is bad or used). */
export function fetchClaim(token: string, signal?: AbortSignal): Promise<Answer<typeof claimPrefillResponse>> {
  return apiRequest<Answer<typeof claimPrefillResponse>>(`/prospects/claim/${encodeURIComponent(token)}`, { signal });
}
