import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Resource } from './use-resource.js';

/**
 * One API call as a query (TanStack Query, cached under `key`) in the shape the screens' states take:
 * 'loading' until the answer for this key is in (the last answer stays shown meanwhile), 'ready',
 * or 'error' with `reload` for 'Zkusit znovu'. Changes elsewhere make it stale by invalidating its key.
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: { refetchInterval?: number; enabled?: boolean } = {},
): Resource<T> {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData, ...options });
  const status = query.isError ? 'error' : query.isSuccess && !query.isPlaceholderData ? 'ready' : 'loading';
  return { status, data: query.data ?? null, error: query.error, reload: () => void query.refetch() };
}
