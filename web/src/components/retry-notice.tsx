import { useI18n } from '../i18n/i18n-context.js';

/** A part of a page that could not be loaded: what went wrong and 'Zkusit znovu', which loads it again. */
export function RetryNotice({
  message,
  onRetry,
  testId,
  className = 'notice notice--error',
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
