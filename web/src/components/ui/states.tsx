import './ui.css';
import type { ReactNode } from 'react';
import type { Resource } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { errorMessage } from './errors.js';
import '../../i18n/cs-ui.js';

/**
 * A list that could not be loaded: `title` ('Chyba připojení'), what went wrong (`message`, else the
 * server's message or `fallback`), and 'Zkusit znovu'.
 */
export function LoadFailed({
  error,
  fallback,
  onRetry,
  testId = 'mail-load-error',
  title,
  message,
}: {
  error: unknown;
  fallback?: string;
  onRetry: () => void;
  testId?: string;
  title?: string;
  message?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="ui-state ui-state--error" role="alert" data-testid={testId}>
      <h2 className="ui-state-title">{title ?? t('ui.connectionError')}</h2>
      <p data-testid={`${testId}-message`}>{message ?? errorMessage(error, t, fallback ?? t('ui.loadFailed'))}</p>
      <button type="button" className="button button--primary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('ui.tryAgain')}
      </button>
    </div>
  );
}

/** A list with nothing in it. */
export function EmptyState({ title, hint, testId }: { title: string; hint?: string; testId?: string }) {
  return (
    <div className="ui-state" data-testid={testId}>
      <h2 className="ui-state-title">{title}</h2>
      {hint && <p>{hint}</p>}
    </div>
  );
}

/** Loading a list. */
export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="ui-state ui-state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}

/**
 * A list's states in the order every list screen shows them: it could not be loaded (LoadFailed with
 * 'Zkusit znovu'), it is loading for the first time, it is empty, else its content (the last answer
 * stays shown while a new one loads).
 */
export function ResourceStates<T>({
  resource,
  isEmpty,
  failed,
  loading,
  empty,
  children,
}: {
  resource: Resource<T>;
  isEmpty: (data: T) => boolean;
  failed: { fallback: string; testId: string };
  loading?: string;
  empty: { title: string; hint?: string; testId?: string };
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'error')
    return <LoadFailed error={resource.error} fallback={failed.fallback} onRetry={resource.reload} testId={failed.testId} />;
  if (!resource.data) return <Loading label={loading} />;
  if (isEmpty(resource.data)) return <EmptyState title={empty.title} hint={empty.hint} testId={empty.testId} />;
  return <>{children(resource.data)}</>;
}
