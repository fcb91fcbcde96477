import { Link } from 'react-router';
import { ApiError } from '../api/api-error.js';
import type { Resource } from '../hooks/use-api-query.js';
import { useI18n } from '../i18n/i18n-context.js';
import { PageShell } from './layout/page-shell.js';

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

/**
 * A page whose item could not be loaded: 'Nenalezeno' (`notFound`, a link back home in `{notFoundTestId}`)
 * when the API answered 404, else LoadError with 'Zkusit znovu'.
 */
export function PageLoadError({
  resource: { error, reload },
  fallback,
  notFound,
  notFoundTestId,
}: {
  resource: Pick<Resource<unknown>, 'error' | 'reload'>;
  fallback: string;
  notFound: string;
  notFoundTestId: string;
}) {
  const { t } = useI18n();
  if (error instanceof ApiError && error.status === 404)
    return (
      <PageShell title={notFound}>
        <div data-testid={notFoundTestId}>
          <Link to="/" className="button button--primary">
            {t('common.backHome')}
          </Link>
        </div>
      </PageShell>
    );
  return (
    <div className="container page">
      <LoadError error={error} fallback={fallback} onRetry={reload} />
    </div>
  );
}
