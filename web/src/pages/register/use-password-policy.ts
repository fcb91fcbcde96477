import { fetchPasswordPolicy } from '../../api/registration.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';

/** The server's default minimum, used until (or when) the policy cannot be loaded. */
export const DEFAULT_MIN_PASSWORD = 8;

/** The minimum password length from the security settings (GET /api/auth/password-policy). */
export function usePasswordMinimum(): number {
  const policy = useApiQuery(publicKeys.passwordPolicy, (signal) => fetchPasswordPolicy(signal));
  return policy.data?.minLength ?? DEFAULT_MIN_PASSWORD;
}
