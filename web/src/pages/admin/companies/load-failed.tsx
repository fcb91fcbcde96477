import { ApiError } from '../../../api/api-error.js';
import { LoadFailed } from '../../../components/ui/states.js';
import { COMPANY_TEXTS as T } from './texts.js';

/** The server's message for a failed list, else the spec's default (§8). */
export function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return T.loadDefault;
}

/** The company list could not be loaded (§8): 'Chyba při načítání dat', why, and 'Zkusit znovu'. */
export function CompaniesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailed error={error} onRetry={onRetry} testId="companies-error" title={T.loadTitle} message={listErrorMessage(error)} />;
}
