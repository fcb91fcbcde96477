import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useOnChange } from './use-on-change.js';

export type ResourceStatus = 'loading' | 'ready' | 'error';

/** What a screen reads of one API call: its state, the last answer (kept while a new one loads), the error, and 'Zkusit znovu'. */
export interface Resource<T> {
  status: ResourceStatus;
  data: T | null;
  error: unknown;
  reload: () => void;
}

/**
 * One API call as a query (TanStack Query, cached under `key`) in the shape the screens' states take:
 * 'loading' until the answer for this key is in (the last answer stays shown meanwhile), 'ready',
 * or 'error' with `reload` for 'Zkusit znovu'. A reload the user asked for ('Zkusit znovu', 'Obnovit')
 * is 'loading' until it answers; a refetch after an invalidation or a poll keeps the answer shown
 * as 'ready'. Changes elsewhere make it stale by invalidating its key.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: {
    /** milliseconds between polls; or, from the last answer, the milliseconds or false (no poll) */
    refetchInterval?: number | false | ((data: T | undefined) => number | false);
    enabled?: boolean;
  } = {},
): Resource<T> {
  const { refetchInterval: every, ...rest } = options;
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    refetchInterval: typeof every === 'function' ? (q) => every(q.state.data) : every,
    ...rest,
  });
  const [reloading, setReloading] = useState(false);
  useOnChange(query.isFetching, (fetching) => {
    if (!fetching) setReloading(false);
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    setReloading(true);
    void refetch();
  }, [refetch]);
  const status =
    reloading && query.isFetching ? 'loading' : query.isError ? 'error' : query.isSuccess && !query.isPlaceholderData ? 'ready' : 'loading';
  return { status, data: query.data ?? null, error: status === 'error' ? query.error : null, reload };
}
