import { ApiError } from '../../../api/api-error.js';
import { COMPANY_TEXTS as T } from './texts.js';

/** The server's message for a failed list, else the spec's default (§8). */
export function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return T.loadDefault;
}

/** The company list could not be loaded (§8): 'Chyba při načítání dat', why, and 'Zkusit znovu'. */
export function CompaniesLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mail-state mail-state--error" role="alert" data-testid="companies-error">
      <h2 className="mail-state-title">{T.loadTitle}</h2>
      <p data-testid="companies-error-message">{listErrorMessage(error)}</p>
      <button type="button" className="button button--primary" onClick={onRetry} data-testid="companies-retry">
        {T.tryAgain}
      </button>
    </div>
  );
}
