import { UI_TEXTS } from '../texts.js';
import { errorMessage } from './errors.js';

/** A list that could not be loaded: 'Chyba připojení', what went wrong, and 'Zkusit znovu'. */
export function LoadFailed({
  error,
  fallback = UI_TEXTS.loadFailed,
  onRetry,
  testId = 'mail-load-error',
}: {
  error: unknown;
  fallback?: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className="mail-state mail-state--error" role="alert" data-testid={testId}>
      <h2 className="mail-state-title">{UI_TEXTS.connectionError}</h2>
      <p>{errorMessage(error, fallback)}</p>
      <button type="button" className="button button--primary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {UI_TEXTS.tryAgain}
      </button>
    </div>
  );
}

/** A list with nothing in it. */
export function EmptyState({ title, hint, testId }: { title: string; hint?: string; testId?: string }) {
  return (
    <div className="mail-state" data-testid={testId}>
      <h2 className="mail-state-title">{title}</h2>
      {hint && <p>{hint}</p>}
    </div>
  );
}

/** Loading a list. */
export function Loading({ label = UI_TEXTS.loading }: { label?: string }) {
  return (
    <div className="mail-state mail-state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
