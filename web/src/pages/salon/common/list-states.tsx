import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import type { Resource } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './salon.module.css';

/**
 * A salon list's states as its sections show them: the load error with 'Zkusit znovu', the spinner of the
 * first load, the empty text, else the list. The last answer stays shown while a new one loads and, unless
 * `hideOnError`, beside the load error.
 */
export function ListStates<T>({
  resource,
  failed,
  loading,
  isEmpty,
  empty,
  emptyTestId,
  hideOnError = false,
  children,
}: {
  resource: Resource<T>;
  /** the load error's text when the server sends none ('Data se nepodařilo načíst.' unless told) */
  failed?: string;
  /** the spinner's label ('Načítám...' unless told) */
  loading?: string;
  isEmpty: (data: T) => boolean;
  /** the text shown when `isEmpty` */
  empty: ReactNode;
  emptyTestId?: string;
  hideOnError?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  const data = hideOnError && resource.status === 'error' ? null : resource.data;
  return (
    <>
      {resource.status === 'error' && (
        <LoadError error={resource.error} fallback={failed ?? t('salon.loadFailed')} onRetry={resource.reload} />
      )}
      {resource.status === 'loading' && !resource.data && <Spinner block label={loading ?? t('salon.loading')} />}
      {data &&
        (isEmpty(data) ? (
          <p className={styles.empty} data-testid={emptyTestId}>
            {empty}
          </p>
        ) : (
          children(data)
        ))}
    </>
  );
}
