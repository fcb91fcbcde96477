import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query a screen asks for first, named once: the screen reads it with `useApiQuery(query.key, query.load)`
 * and a route's loader or a sidebar's hover starts it earlier with `prefetchFirstQuery`, so that the screen
 * finds the answer in the cache instead of asking only after its code has loaded and rendered.
 */
export interface FirstQuery<T> {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
}

/**
 * What a prefetch map knows of a screen's first query: the query, null where the URL does not tell it
 * (the screen asks for its data itself), or a promise of either where it needs the edition first.
 */
export type KnownFirstQuery = FirstQuery<unknown> | null | Promise<FirstQuery<unknown> | null>;

/** An answer fetched this long ago is not fetched again by another prefetch (a hover, then the click). */
const PREFETCH_FRESH_MS = 10_000;

/** Starts the query unless its answer is in the cache and fresh; never throws (the screen shows a failure itself). */
export function prefetchFirstQuery<T>(client: QueryClient, query: FirstQuery<T>): Promise<void> {
  return client.prefetchQuery({ queryKey: query.key, queryFn: ({ signal }) => query.load(signal), staleTime: PREFETCH_FRESH_MS });
}

/** Starts a first query once it is known; nothing when it is not (null, or the edition did not answer). */
export function startFirstQuery(client: QueryClient, known: KnownFirstQuery): void {
  void Promise.resolve(known).then(
    (query) => query && prefetchFirstQuery(client, query),
    () => undefined,
  );
}
