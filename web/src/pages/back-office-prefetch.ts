import type { QueryClient } from '@tanstack/react-query';

/**
 * The back office's first-query prefetching, the one chunk the home page's entry names (the routes' loaders
 * import it on demand). It imports the areas' prefetch maps in turn, so that the entry does not list their
 * chunks: Vite writes into the importing chunk the name of every chunk a dynamic import preloads, ~10-15 B
 * gzip each, and the maps reach a query module and an API module for nearly every screen. The maps' chunks
 * then load in one more round trip, together, while the screen's own chunks load.
 */

/** Starts the first query of the admin screen at `url` (admin/route-prefetch.ts). */
export function prefetchAdminRoute(client: QueryClient, url: URL): void {
  void import('./admin/route-prefetch.js').then((m) => m.prefetchAdminRoute(client, url));
}

/** Starts the first query of the salon section of `/firma`'s parameters (salon/section-prefetch.ts). */
export function prefetchSection(client: QueryClient, params: URLSearchParams): void {
  void import('./salon/section-prefetch.js').then((m) => m.prefetchSection(client, params));
}
