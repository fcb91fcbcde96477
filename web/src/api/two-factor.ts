import type { okResponse } from '../../../src/contract/common.js';
import type { RecoveryCodesResponse, TwoFactorSecretResponse, TwoFactorStatusResponse } from '../../../src/contract/two-factor.js';
import { apiRequest, type Answer } from './http.js';

/** The signed-in admin's own two-factor authentication (Nastavení › Zabezpečení). */
export const adminTwoFactor = {
  status: (signal?: AbortSignal) => apiRequest<TwoFactorStatusResponse>('/admin/two-factor', { signal }),
  setup: () => apiRequest<TwoFactorSecretResponse>('/admin/two-factor/setup', { method: 'POST' }),
  confirm: (code: string) => apiRequest<RecoveryCodesResponse>('/admin/two-factor/confirm', { method: 'POST', body: { code } }),
  renewRecoveryCodes: (code: string) =>
    apiRequest<RecoveryCodesResponse>('/admin/two-factor/recovery-codes', { method: 'POST', body: { code } }),
  disable: (code: string) => apiRequest<Answer<typeof okResponse>>('/admin/two-factor/disable', { method: 'POST', body: { code } }),
};
