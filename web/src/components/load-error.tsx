import { ApiError } from '../api/api-error.js';
import { useI18n } from '../i18n/i18n-context.js';

/** A failed load: a heading, the server's message (or `fallback`) and 'Zkusit znovu'. */
export function LoadError({
  error,
  fallback,
  onRetry,
  testId = 'load-error',
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useI18n();
  const message = error instanceof ApiError && error.fromServer ? error.message : fallback;
  return (
    <div className="load-error" role="alert" data-testid={testId}>
      <h2 className="load-error-title">{t('common.connectionError')}</h2>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
